import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { EMBEDDED_ANSWER_ID } from './booking-page-html';
import { servePage } from './testing/page-server';
import { handleReviewPage } from './review-page';

const SHELL = `<!doctype html><html lang="fr"><head><title>Votre avis</title></head><body><div id="root"><header class="app-header"></header><div class="page-loader" role="status" data-static-shell><span>Chargement...</span></div></div><script type="module" src="/assets/boot.js"></script></body></html>`;
const HEADING = `<section class="step review"><h2>Comment s'est passée votre visite ?</h2>`;

let env: TestEnv;
let page: Awaited<ReturnType<typeof servePage>>;
let base = '';

beforeAll(async () => {
  env = await openTestEnv({ now: '2027-03-28T01:30:00.000Z' });
  page = await servePage(handleReviewPage, SHELL);
  base = page.base;
});
afterAll(async () => {
  await page.close();
  await env.close();
});
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
  await seedReservation(env.store, { id: 'done', status: 'COMPLETED', customerName: 'Camille <b>Roy</b>' });
  await seedReservation(env.store, { id: 'coming', status: 'CONFIRMED' });
  await seedReservation(env.store, { id: 'reviewed', status: 'COMPLETED' });
  await env.store.set('reviews/reviewed', { id: 'reviewed', restaurantId: 'r1', reservationId: 'reviewed' });
  await seedReservation(env.store, { id: 'visit1', status: 'VISIT_DECLARED', customerName: '' });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
const embedded = (html: string) =>
  JSON.parse(new RegExp(`id="${EMBEDDED_ANSWER_ID}">([^<]*)<`).exec(html)?.[1] ?? 'null') as {
    call: string;
    data: Record<string, string>;
    value: { state: string; reservation: { customerName: string } };
  } | null;

/** Every document of the collections a review touches, to see that opening a link writes none. */
async function reviewDocuments() {
  const all = await Promise.all(
    ['reviews', 'reservations', 'customers', 'loyaltyTransactions', 'stats'].map((collection) =>
      env.store.query({ collection }),
    ),
  );
  return all.flatMap((snap) => snap.docs.map((d) => [d.id, d.data]));
}

describe('reviewPage (GET /review/{restaurantId}/{reservationId})', () => {
  it("serves a visit's open form with its heading, the diner's greeting and the callable's answer, never cached", async () => {
    const res = await get('/review/r1/done');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain(
      `<main class="page page--narrow review-page"><h1>Votre avis</h1>${HEADING}<p class="review__greeting">Bonjour Camille &lt;b&gt;Roy&lt;/b&gt;,</p><div class="page-loader"`,
    );
    expect(embedded(html)).toEqual({
      call: 'getReviewContext',
      data: { restaurantId: 'r1', reservationId: 'done' },
      value: {
        state: 'form',
        canReview: true,
        pointsPerReview: expect.any(Number),
        reservation: {
          restaurantName: 'Au Bureau',
          customerName: 'Camille <b>Roy</b>',
          date: '2026-11-24',
          time: '19:30',
          partySize: 2,
        },
      },
    });
  });

  it("serves a walk-in visit's form under the boot script's data, with no greeting when it has no name", async () => {
    const html = await (await get('/review/r1/walkin?visit=visit1')).text();
    expect(html).toContain(`${HEADING}<div class="page-loader"`);
    expect(embedded(html)?.data).toEqual({ restaurantId: 'r1', reservationId: 'walkin', visitId: 'visit1' });
  });

  it('serves the plain shell, uncached, for a forged, reviewed, not yet honoured or malformed link', async () => {
    for (const path of [
      '/review/r1/nope',
      '/review/r2/done',
      '/review/r1/walkin',
      '/review/r1/walkin?visit=done',
      '/review/r1/reviewed',
      '/review/r1/coming',
      '/review/r1/%E0%A4%A',
      `/review/r1/${'a'.repeat(300)}`,
      '/review/r1',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text(), path).toBe(SHELL);
    }
  });

  it('writes nothing but the rate-limit counters: a mail scanner opening the link changes no review', async () => {
    const before = await reviewDocuments();
    await get('/review/r1/done');
    await get('/review/r1/done', { method: 'HEAD' });
    expect(await reviewDocuments()).toEqual(before);
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/review/r1/done', { method: 'HEAD' })).status).toBe(200);
    const post = await get('/review/r1/done', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('counts as the callable does, per address and per link, and past either limit serves the plain shell', async () => {
    await get('/review/r1/done');
    const counters = (await env.store.query({ collection: 'rateLimits' })).docs;
    const address = counters.filter((d) => d.id.includes(PUBLIC_LIMITS.readIp.name));
    const link = counters.filter((d) => d.id.includes(PUBLIC_LIMITS.readLink.name));
    expect([address.length, link.length]).toEqual([1, 1]);
    for (const limited of [link, address]) {
      await env.reset();
      await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
      await seedReservation(env.store, { id: 'done', status: 'COMPLETED' });
      for (const doc of limited)
        await env.store.set(`rateLimits/${doc.id}`, { ...doc.data, count: 1_000_000 });
      const res = await get('/review/r1/done');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe(SHELL);
    }
  });

  it('says the page is unavailable, in French, when it has no shell to serve', async () => {
    const missing = await servePage(handleReviewPage, null);
    try {
      const res = await fetch(`${missing.base}/review/r1/done`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Page momentanément indisponible');
    } finally {
      await missing.close();
    }
  });
});
