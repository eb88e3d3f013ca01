import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTrackUrl, trackLinkExpiry, type TrackParams } from '../mail/link-signing';
import { openTestEnv, TEST_LINK_SECRET, TEST_URLS, type TestEnv } from '../lib/testing/test-env';
import { openTrackLink } from './testing/track-request';

let env: TestEnv;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  await env.store.set('campaigns/camp1', { id: 'camp1', totalOpened: 0, totalClicked: 0, subject: 'Noël' });
  await env.store.set('email_logs/mail-1', {
    id: 'mail-1',
    status: 'sent',
    sentAt: '2026-11-22T09:00:00.000Z',
  });
  await env.store.set('customers/ana@example.fr', {
    id: 'ana@example.fr',
    email: 'ana@example.fr',
    emailMarketingConsent: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
});

const get = (url: string) => openTrackLink(url);

const base: TrackParams = {
  action: 'open',
  trackingId: 'mail-1',
  campaign: 'camp1',
  email: 'ana@example.fr',
  redirect: '',
  type: '',
  expires: trackLinkExpiry(new Date('2026-11-22T09:00:00.000Z')),
};
const signed = (params: Partial<TrackParams>) =>
  buildTrackUrl(TEST_URLS.functions, { ...base, ...params }, TEST_LINK_SECRET);

describe('/track', () => {
  it('answers an uncached pixel and counts the first open only', async () => {
    const first = await get(signed({}));
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toContain('no-store');
    await get(signed({}));
    expect((await env.store.get('campaigns/camp1')).data?.totalOpened).toBe(1);
    expect((await env.store.get('email_logs/mail-1')).data?.openedAt).toBe('2026-11-22T10:00:00.000Z');
    const events = await env.store.query({ collection: 'campaign_tracking' });
    expect(events.docs).toHaveLength(1);
    expect(events.docs[0]?.data).toMatchObject({
      campaignId: 'camp1',
      customerEmail: 'ana@example.fr',
      action: 'open',
      ip: 'unknown',
      userAgent: 'Test/1.0',
    });
  });

  it('redirects a signed click and records it', async () => {
    const answer = await get(
      signed({ action: 'click', redirect: 'http://127.0.0.1:4174/reservation/chez-test', type: 'booking' }),
    );
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('Redirection en cours...');
    expect(String(answer.body)).toContain('url=http://127.0.0.1:4174/reservation/chez-test');
    expect((await env.store.get('campaigns/camp1')).data?.totalClicked).toBe(1);
    expect((await env.store.get('email_logs/mail-1')).data?.clickedAt).toBeDefined();
  });

  it('refuses a forged or altered redirect with a French 400 page and records nothing', async () => {
    const url = new URL(signed({ action: 'click', redirect: 'http://127.0.0.1:4174/', type: 'booking' }));
    url.searchParams.set('redirect', 'https://evil.example/phish');
    const answer = await get(url.toString());
    expect(answer.status).toBe(400);
    expect(String(answer.body)).toContain('Lien invalide');
    expect(String(answer.body)).not.toContain('evil.example');
    expect(
      (await get(`${TEST_URLS.functions}/track?action=click&redirect=https://evil.example`)).status,
    ).toBe(400);
    for (const redirect of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:ana@example.fr',
      'file:///etc/passwd',
    ]) {
      const refused = await get(signed({ action: 'click', redirect, type: 'custom' }));
      expect(refused.status, redirect).toBe(400);
      expect(String(refused.body)).toContain('Lien invalide');
      expect(String(refused.body)).not.toContain(redirect.slice(0, 10));
    }
    expect((await env.store.get('campaigns/camp1')).data?.totalClicked).toBe(0);
  });

  it('never unsubscribes on a GET (a mail scanner opens links): it leads to the unsubscribe page', async () => {
    for (const link of [
      `${TEST_URLS.functions}/track?action=unsubscribe&email=ana@example.fr`,
      signed({ action: 'unsubscribe' }),
    ]) {
      const answer = await get(link);
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:4174\/desinscription\?/);
    }
    expect(
      new URL((await get(signed({ action: 'unsubscribe' }))).headers.location ?? '').searchParams.get('sig'),
    ).toBe(new URL(signed({ action: 'unsubscribe' })).searchParams.get('sig'));
    expect((await env.store.get('customers/ana@example.fr')).data?.emailMarketingConsent).toBe(true);
  });

  it('refuses a link 90 days after its mail was written: no redirect, no count, no unsubscribe', async () => {
    const click = signed({ action: 'click', redirect: 'http://127.0.0.1:4174/', type: 'booking' });
    const open = signed({});
    const unsubscribe = signed({ action: 'unsubscribe' });
    env.clock.now = new Date('2027-02-20T08:59:00.000Z'); // 89 days 23 h 59 min later: still good
    expect((await get(click)).status).toBe(200);
    env.clock.now = new Date('2027-02-20T09:00:00.000Z');
    const expired = await get(click);
    expect(expired.status).toBe(400);
    expect(String(expired.body)).toContain('Lien invalide');
    expect(String(expired.body)).not.toContain('Redirection');
    expect((await get(open)).headers['content-type']).toBe('image/gif');
    expect((await get(unsubscribe)).status).toBe(303);
    expect((await env.store.get('campaigns/camp1')).data).toMatchObject({ totalClicked: 1, totalOpened: 0 });
    expect((await env.store.get('customers/ana@example.fr')).data?.emailMarketingConsent).toBe(true);
  });

  it('keeps a link written before links expired working while its mail is under 90 days old', async () => {
    const legacyClick = signed({
      action: 'click',
      redirect: 'http://127.0.0.1:4174/',
      type: 'booking',
      expires: 0,
    });
    expect(new URL(legacyClick).searchParams.has('exp')).toBe(false);
    expect((await get(legacyClick)).status).toBe(200);
    // The mail (sent 2026-11-22 09:00) is now 90 days old: the old link goes.
    env.clock.now = new Date('2027-02-20T09:00:00.000Z');
    expect((await get(legacyClick)).status).toBe(400);
    // An old link whose mail left no log has no known age: refused.
    env.clock.now = new Date('2026-11-22T10:00:00.000Z');
    const orphan = signed({
      action: 'click',
      redirect: 'http://127.0.0.1:4174/',
      type: 'booking',
      trackingId: 'mail-unknown',
      expires: 0,
    });
    expect((await get(orphan)).status).toBe(400);
    expect((await env.store.get('customers/ana@example.fr')).data?.emailMarketingConsent).toBe(true);
  });
});
