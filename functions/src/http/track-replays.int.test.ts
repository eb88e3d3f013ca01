import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import { openTestEnv, TEST_LINK_SECRET, TEST_URLS, type TestEnv } from '../lib/testing/test-env';
import { buildTrackUrl, trackLinkExpiry, type TrackParams } from '../mail/link-signing';
import { openTrackLink } from './testing/track-request';

/**
 * Issue 49, point 7: each replay of a pixel or a click added a `campaign_tracking` row and /track had no limit.
 * Now each recipient's open and click count once per campaign, forged links cost nothing, and an address
 * replaying links past its allowance is still served (pixel, redirect) but no longer recorded.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await env.store.set('campaigns/camp1', { id: 'camp1', totalOpened: 0, totalClicked: 0, subject: 'Noël' });
  for (const id of ['mail-ana', 'mail-bob'])
    await env.store.set(`email_logs/${id}`, { id, status: 'sent', sentAt: '2026-11-22T09:00:00.000Z' });
});

const link = (params: Partial<TrackParams>) =>
  buildTrackUrl(
    TEST_URLS.functions,
    {
      action: 'open',
      trackingId: 'mail-ana',
      campaign: 'camp1',
      email: 'ana@example.fr',
      redirect: '',
      type: '',
      expires: trackLinkExpiry(new Date('2026-11-22T09:00:00.000Z')),
      ...params,
    },
    TEST_LINK_SECRET,
  );
const click = (params: Partial<TrackParams> = {}) =>
  link({
    action: 'click',
    redirect: 'http://127.0.0.1:4174/reservation/chez-test',
    type: 'booking',
    ...params,
  });
const rows = async () => (await env.store.query({ collection: 'campaign_tracking' })).docs;
const totals = async () => {
  const data = (await env.store.get('campaigns/camp1')).data ?? {};
  return { opened: data.totalOpened, clicked: data.totalClicked };
};

describe('/track replays', () => {
  it('counts a recipient’s open and click once per campaign, however often they are replayed', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await openTrackLink(link({}))).headers['content-type']).toBe('image/gif');
      expect((await openTrackLink(click())).status).toBe(200);
    }
    expect(await rows()).toHaveLength(2);
    expect(await totals()).toEqual({ opened: 1, clicked: 1 });
    // The row's id carries no address in clear.
    expect((await rows()).map((row) => row.id).join()).not.toContain('ana');
  });

  it('a mail scanner probing and opening every link counts one open and one click, its probes nothing', async () => {
    const scanner = { address: '203.0.113.9' };
    for (const url of [link({}), click(), click({ type: 'menu' })]) {
      await openTrackLink(url, 'Scanner/2.0', { ...scanner, method: 'HEAD' });
      await openTrackLink(url, 'Scanner/2.0', scanner);
    }
    expect(await totals()).toEqual({ opened: 1, clicked: 1 });
    expect(await rows()).toHaveLength(2);
  });

  it('lets forged links cost nothing: no row, no counter, nothing written', async () => {
    for (let i = 0; i < 40; i += 1) {
      const forged = new URL(click());
      forged.searchParams.set('sig', `forged-${i}`);
      expect((await openTrackLink(forged.toString())).status).toBe(400);
      const pixel = new URL(link({}));
      pixel.searchParams.set('email', `victim${i}@example.fr`);
      expect((await openTrackLink(pixel.toString())).status).toBe(200);
    }
    expect(await rows()).toHaveLength(0);
    expect((await env.store.query({ collection: 'rateLimits' })).docs).toHaveLength(0);
    expect(await totals()).toEqual({ opened: 0, clicked: 0 });
  });

  it('bounds what one address records, and still serves its pixel and redirect', async () => {
    const script = { address: '192.0.2.66' };
    for (let i = 0; i < PUBLIC_LIMITS.trackIp.limit; i += 1) await openTrackLink(link({}), 'x', script);
    // Over its allowance: served, not recorded.
    const bob = { trackingId: 'mail-bob', email: 'bob@example.fr' };
    const pixel = await openTrackLink(link(bob), 'x', script);
    expect(pixel.headers['content-type']).toBe('image/gif');
    const redirect = await openTrackLink(click(bob), 'x', script);
    expect(String(redirect.body)).toContain('Redirection en cours...');
    expect(await totals()).toEqual({ opened: 1, clicked: 0 });
    // Bob himself, from his own connection, is counted as ever.
    await openTrackLink(link(bob), 'Mail/1.0', { address: '198.51.100.44' });
    expect(await totals()).toEqual({ opened: 2, clicked: 0 });
    expect((await env.store.get('email_logs/mail-bob')).data?.openedAt).toBeDefined();
  });
});
