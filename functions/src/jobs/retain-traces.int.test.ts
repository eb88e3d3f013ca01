import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from '../callables/testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../callables/testing/fixtures';
import { DELETED_RESTAURANTS } from '../callables/settings/erase-venue-people';
import { customerViewPath } from '../lib/customer-views';
import { runRetention } from './apply-retention';

/**
 * Issue 49, point 5: the retention erased customer records only; the e-mail logs and outbox entries of people who
 * are no customer, waitlist-only entries and campaign tracking were kept for ever. Each now goes after the time
 * the README states (TRACE_RETENTION), and what a customer is still kept for stays.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness('2027-12-31T02:30:00.000Z'); // 03:30 in Paris, when the job runs
});
afterAll(async () => h.close());

const OLD = '2026-11-29T10:00:00.000Z'; // before the 13-month cutoff (2026-11-30T02:30Z)
const RECENT = '2026-12-01T10:00:00.000Z';
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedCustomer(h.store, {
    email: 'cliente@example.fr',
    restaurantIds: ['r1'],
    lastActiveAt: '2027-12-01T10:00:00.000Z',
  });
  const log = (id: string, to: string, sentAt: string) =>
    h.store.set(`email_logs/${id}`, { id, recipientEmail: to, recipientName: 'X', status: 'sent', sentAt });
  const mail = (id: string, to: string, createdAt: string, status = 'sent') =>
    h.store.set(`mail_outbox/${id}`, { id, to, status, createdAt, subject: 'Bonjour', text: 'x', html: 'x' });
  await log('log-stranger-old', 'inconnu@example.fr', OLD);
  await log('log-stranger-recent', 'inconnu@example.fr', RECENT);
  await log('log-customer-old', 'cliente@example.fr', OLD);
  await mail('mail-old', 'inconnu@example.fr', OLD);
  await mail('mail-customer-old', 'cliente@example.fr', OLD);
  await mail('mail-recent', 'inconnu@example.fr', RECENT);
  await mail('mail-scheduled-old', 'cliente@example.fr', OLD, 'pending');
  for (const [id, timestamp] of [
    ['track-old', OLD],
    ['track-recent', RECENT],
  ] as const)
    await h.store.set(`campaign_tracking/${id}`, {
      campaignId: 'c1',
      customerEmail: 'inconnu@example.fr',
      action: 'open',
      timestamp,
    });
  // The waitlist keeps an entry 30 days after its day: 1 December 2027 is the first kept.
  for (const [id, date] of [
    ['wl-old', '2027-11-30'],
    ['wl-kept', '2027-12-01'],
  ] as const)
    await h.store.set(`waitlist/${id}`, {
      id,
      restaurantId: 'r1',
      date,
      time: '20:00',
      firstName: 'Nadia',
      lastName: 'Benali',
      email: 'nadia@example.fr',
      phone: '0611111111',
      status: 'EXPIRED',
    });
  // SMS: the number and its text are a trace like a mail's; the « STOP » list stays for ever.
  const sms = (id: string, createdAt: string, status = 'sent') =>
    h.store.set(`sms_outbox/${id}`, {
      id,
      to: '+33611111111',
      text: 'Rappel',
      status,
      createdAt,
      restaurantId: 'r1',
    });
  await sms('sms-old', OLD);
  await sms('sms-recent', RECENT);
  await sms('sms-waiting-old', OLD, 'pending');
  await h.store.set('sms_threads/k-old', { reservationId: 'x', restaurantId: 'r1', at: OLD });
  await h.store.set('sms_threads/k-new', { reservationId: 'y', restaurantId: 'r1', at: RECENT });
  await h.store.set('sms_inbound/in-old', { phoneKey: 'k', receivedAt: OLD, outcome: 'confirmed' });
  await h.store.set('sms_links/l-expired', { url: 'https://x/y', expiresAt: '2027-12-30T10:00:00.000Z' });
  await h.store.set('sms_links/l-live', { url: 'https://x/z', expiresAt: '2028-01-02T10:00:00.000Z' });
  await h.store.set('sms_optouts/k-stop', { at: OLD, via: 'sms' });
  await h.store.set('rateLimits/booking-email_old', { count: 3, updatedAt: '2027-12-28T10:00:00.000Z' });
  await h.store.set('rateLimits/booking-email_new', { count: 1, updatedAt: '2027-12-30T10:00:00.000Z' });
});

const exists = async (path: string) => (await h.store.get(path)).exists;

describe('the retention of traces outside customer records', () => {
  it('erases each after its stated time and keeps what a customer is still kept for', async () => {
    const report = await runRetention(h.now());
    expect(report.traces).toEqual({
      venues: 0,
      emailLogs: 1,
      outbox: 2,
      tracking: 1,
      waitlist: 1,
      rateLimits: 1,
      sms: 4,
      smsSink: 0,
      mailSink: 0,
    });
    for (const gone of [
      'email_logs/log-stranger-old',
      'mail_outbox/mail-old',
      'mail_outbox/mail-customer-old',
      'campaign_tracking/track-old',
      'waitlist/wl-old',
      'rateLimits/booking-email_old',
      'sms_outbox/sms-old',
      'sms_threads/k-old',
      'sms_inbound/in-old',
      'sms_links/l-expired',
    ])
      expect(await exists(gone), gone).toBe(false);
    for (const kept of [
      'email_logs/log-stranger-recent',
      // A customer's log goes with the customer (3 years after their last activity, or their erasure).
      'email_logs/log-customer-old',
      'mail_outbox/mail-recent',
      // A mail still waiting to leave is never dropped by its age.
      'mail_outbox/mail-scheduled-old',
      'campaign_tracking/track-recent',
      'waitlist/wl-kept',
      'rateLimits/booking-email_new',
      'sms_outbox/sms-recent',
      // An SMS still waiting to leave is never dropped by its age, and a « STOP » holds for ever.
      'sms_outbox/sms-waiting-old',
      'sms_threads/k-new',
      'sms_links/l-live',
      'sms_optouts/k-stop',
    ])
      expect(await exists(kept), kept).toBe(true);
    const again = await runRetention(h.now());
    expect(again.traces).toEqual({
      venues: 0,
      emailLogs: 0,
      outbox: 0,
      tracking: 0,
      waitlist: 0,
      rateLimits: 0,
      sms: 0,
      smsSink: 0,
      mailSink: 0,
    });
  });

  it('finishes the erasure of a deleted venue’s people that was cut short', async () => {
    await h.store.delete('restaurants/r1');
    await h.store.set(`${DELETED_RESTAURANTS}/r1`, { restaurantId: 'r1', peopleErased: false });
    const report = await runRetention(h.now());
    expect(report.traces?.venues).toBe(1);
    expect(await exists(customerViewPath('r1', 'cliente@example.fr'))).toBe(false);
    expect((await h.store.get(`${DELETED_RESTAURANTS}/r1`)).data).toMatchObject({ peopleErased: true });
  });
});
