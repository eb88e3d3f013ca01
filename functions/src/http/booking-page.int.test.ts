import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { seedRestaurant } from '../lib/testing/seed';
import { servePage } from './testing/page-server';
import { handleBookingPage } from './booking-page';
import { EMBEDDED_ANSWER_ID } from './booking-page-html';

const SHELL = `<!doctype html><html lang="fr"><head><title>Réserver une table</title></head><body><div id="root"><header class="app-header"></header><div class="page-loader" role="status" data-static-shell><span>Chargement...</span></div></div><script type="module" src="/assets/boot.js"></script></body></html>`;

let env: TestEnv;
let page: Awaited<ReturnType<typeof servePage>>;
let base = '';

beforeAll(async () => {
  env = await openTestEnv({ now: '2027-03-28T01:30:00.000Z' });
  page = await servePage(handleBookingPage, SHELL);
  base = page.base;
});
afterAll(async () => {
  await page.close();
  await env.close();
});
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, {
    id: 'bureau',
    name: 'Au Bureau',
    slug: 'au-bureau',
    address: '12 boulevard des Capucines, 75009 Paris',
    brandColor: '#9a3412',
  });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

describe('bookingPage (GET /reservation/{slug})', () => {
  it("serves the shell with the restaurant's band and its public answer, for the CDN to keep a minute", async () => {
    const res = await get('/reservation/au-bureau?date=2027-03-28');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await res.text();
    expect(html).toContain('<h1>Au Bureau</h1>');
    const data = new RegExp(`id="${EMBEDDED_ANSWER_ID}">([^<]*)<`).exec(html)?.[1] ?? '';
    const { value } = JSON.parse(data) as { value: { restaurant: Record<string, unknown> } };
    // What getRestaurantBySlug answers, never a staff field.
    expect(value.restaurant).toMatchObject({ id: 'bureau', slug: 'au-bureau', brandColor: '#9a3412' });
    expect(value.restaurant).not.toHaveProperty('email');
    expect(value.restaurant).not.toHaveProperty('createdAt');
  });

  it('finds the venue whatever the case of its address', async () => {
    expect(await (await get('/reservation/AU-BUREAU/')).text()).toContain('<h1>Au Bureau</h1>');
  });

  it('serves the plain shell for an unknown venue (404), the answer page and a malformed address', async () => {
    const unknown = await get('/reservation/nulle-part');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect(await unknown.text()).toBe(SHELL);
    for (const path of ['/reservation/reponse', '/reservation/%E0%A4%A', `/reservation/${'a'.repeat(300)}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(SHELL);
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('/reservation/au-bureau', { method: 'HEAD' })).status).toBe(200);
    const post = await get('/reservation/au-bureau', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it("counts against the address's public reads, and past the limit serves the plain shell, uncached", async () => {
    await get('/reservation/au-bureau');
    const counters = await env.store.query({ collection: 'rateLimits' });
    expect(counters.docs.map((d) => d.id)).toContainEqual(expect.stringContaining(PUBLIC_LIMITS.readIp.name));
    for (const doc of counters.docs)
      await env.store.set(`rateLimits/${doc.id}`, { ...doc.data, count: 1_000_000 });
    const limited = await get('/reservation/au-bureau');
    expect(limited.status).toBe(200);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toBe(SHELL);
  });

  it('says the page is unavailable, in French, when it has no shell to serve', async () => {
    const missing = await servePage(handleBookingPage, null);
    try {
      const res = await fetch(`${missing.base}/reservation/au-bureau`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Page momentanément indisponible');
    } finally {
      await missing.close();
    }
  });
});
