import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrackLink } from '../../http/testing/track-request';
import { buildTrackUrl, trackLinkExpiry, type TrackParams } from '../../mail/link-signing';
import { DEMO_CUSTOMER_EMAIL } from '../../seed/demo-staff';
import { seedDemoData } from '../../seed/seed-demo-data';
import { customerUid, customerUids } from '../../lib/customer-uid';
import { seedReservation } from '../../lib/testing/seed';
import { enqueueSms } from '../../sms/sms-outbox';
import { customerRequestCode } from '../customers/customer-login';
import { updateGuestFile } from '../customers/update-guest-file';
import { cancelMyReservation } from '../reservations/set-reservation-status';
import { adminFull, call, client, openHarness, TEST_URLS, type Harness } from '../testing/callable-harness';
import { joinWaitlist } from '../waitlist/join-waitlist';
import { confirmAccountDeletion, requestAccountDeletion } from './account-deletion';

/**
 * Issue 49, point 5: after « Supprimer mon compte » no collection of the store names the diner. The demo's
 * richest diner (two venues, 56 bookings, vouchers, reviews, points, mails) also cancels a booking herself, joins
 * a waitlist, asks for a sign-in code, has allergies in a guest file and opens a campaign mail; then she erases her
 * account, opens the old campaign mail again, and every document of every collection is read for her name, her
 * e-mail (in clear or as a digest anyone could recompute), her phone in any writing, her birth date, her allergies.
 */
let h: Harness;
const EMAIL = DEMO_CUSTOMER_EMAIL;
const ALLERGIES = 'Allergie sévère aux noix de cajou';
const ME = client(EMAIL);
beforeAll(async () => {
  h = await openHarness('2026-11-22T08:30:00.000Z');
  await seedDemoData({ store: h.store, auth: h.auth, now: h.now() });
}, 120_000);
afterAll(async () => h.close());

const codeOf = (subject: RegExp) =>
  /(\d{6})/.exec(h.mails.filter((m) => subject.test(m.subject)).at(-1)?.subject ?? '')?.[1] ?? '';

/** Every writing of a French mobile number: « 06 10 00 08 36 », « 0610000836 », « +33610000836 », « 610000836 ». */
function phoneWritings(phone: string): RegExp[] {
  const national = phone.replace(/\D/g, '').replace(/^33/, '0');
  const digits = national.replace(/^0/, '').split('');
  return [new RegExp(digits.join('[\\s.\\-]?'))];
}

/** A plain sha256 of the address: anyone holding a list of addresses recomputes it. */
const unkeyed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

async function openCampaignMail(
  campaign: string,
  trackingId: string,
  action: 'open' | 'click',
): Promise<void> {
  const params: TrackParams = {
    action,
    trackingId,
    campaign,
    email: EMAIL,
    redirect: action === 'click' ? 'http://127.0.0.1:4174/reservation/au-bureau' : '',
    type: action === 'click' ? 'booking' : '',
    expires: trackLinkExpiry(h.now()),
  };
  await openTrackLink(buildTrackUrl(TEST_URLS.functions, params, 'test-link-secret'), 'Mail/2.0');
}

describe('« Supprimer mon compte » on a rich diner', () => {
  it('leaves nothing in any collection that names her', async () => {
    const record = (await h.store.get(`customers/${EMAIL}`)).data ?? {};
    const phone = String(record.phone);
    const birthDate = String(record.birthDate);
    expect(record).toMatchObject({ firstName: 'Camille', lastName: 'Martin' });

    // Her own cancellation of an upcoming booking, from her space.
    const mine = await h.store.query({
      collection: 'reservations',
      where: [{ field: 'customerEmail', op: '==', value: EMAIL }],
    });
    const upcoming = mine.docs.find(
      (doc) => doc.data?.status === 'CONFIRMED' && String(doc.data?.date) > '2026-11-22',
    );
    expect(upcoming).toBeDefined();
    await call(cancelMyReservation, { reservationId: upcoming?.id, acceptedPenalty: 1_000_000 }, ME);
    // A guest file at Au Bureau, a waitlist sign-up, a sign-in code.
    await call(
      updateGuestFile,
      {
        restaurantId: 'rest-bureau',
        customerId: EMAIL,
        allergies: ALLERGIES,
        notes: 'Aime la banquette',
        tags: [],
      },
      adminFull('rest-bureau'),
    );
    await call(customerRequestCode, { email: EMAIL });
    await call(
      joinWaitlist,
      {
        restaurantId: 'rest-bureau',
        ...(await fullSlot()),
        partySize: 2,
        firstName: 'Camille',
        lastName: 'Martin',
        email: EMAIL,
        phone,
        requestId: randomUUID(),
      },
      ME,
    );
    // Written before issue 49: a cancellation of hers by e-mail, a mail id holding a plain sha256 of the address.
    const old = mine.docs.find((doc) => doc.data?.status === 'CANCELLED' && doc.id !== upcoming?.id);
    await h.store.update(`reservations/${old?.id}`, {
      statusHistory: [
        { status: 'cancelled', changedBy: 'Camille.Martin@exemple.fr', changedAt: '2026-11-01' },
      ],
    });
    const legacyId = `login-code:e-${createHash('sha256').update(EMAIL).digest('hex').slice(0, 20)}:2026-10-01`;
    await h.store.set(`mail_outbox/${legacyId}`, {
      id: legacyId,
      to: EMAIL,
      status: 'sent',
      subject: 'Code',
    });
    await h.store.set(`email_logs/${legacyId}`, { id: legacyId, recipientEmail: EMAIL, status: 'sent' });
    // An SMS reminder queued for her booking, her name in its text.
    await h.store.runTransaction(async (tx) => {
      enqueueSms(tx, {
        id: `sms-reminder:${upcoming?.id}`,
        to: '+33610000836',
        text: 'Camille Martin, à demain 20:00 chez Au Bureau. 1 pour confirmer.',
        replies: true,
        category: 'transactional',
        type: 'reminder',
        restaurantId: 'rest-bureau',
        ...(upcoming ? { reservationId: upcoming.id } : {}),
        notBefore: new Date('2026-11-23T08:00:00.000Z'),
      });
    });
    // She opens a campaign mail.
    const campaign = (await h.store.query({ collection: 'campaigns', limit: 1 })).docs[0]?.id ?? '';
    const log = (
      await h.store.query({
        collection: 'email_logs',
        where: [{ field: 'recipientEmail', op: '==', value: EMAIL }],
        limit: 1,
      })
    ).docs[0]?.id;
    expect(campaign && log).toBeTruthy();
    await openCampaignMail(campaign, String(log), 'open');
    // Before: she is everywhere, her guest file, waitlist place and campaign open included.
    const before = await mentions([/camille\.martin@exemple\.fr/i, new RegExp(ALLERGIES)]);
    expect(before.length).toBeGreaterThan(100);
    for (const collection of [
      'waitlist',
      'campaign_tracking',
      'restaurantCustomers',
      'rewards',
      'email_logs',
    ])
      expect(
        before.some((line) => line.startsWith(`${collection}/`)),
        collection,
      ).toBe(true);

    h.setNow('2026-11-22T08:40:00.000Z');
    await call(requestAccountDeletion, {}, ME);
    await call(confirmAccountDeletion, { code: codeOf(/confirmation/) }, ME);
    // The old campaign mail, opened and clicked again after the erasure.
    h.setNow('2026-11-23T09:00:00.000Z');
    await openCampaignMail(campaign, String(log), 'open');
    await openCampaignMail(campaign, String(log), 'click');

    const patterns = [
      /camille\.martin@exemple\.fr/i,
      /Camille\s+Martin|Martin\s+Camille/,
      ...phoneWritings(phone),
      new RegExp(birthDate),
      new RegExp(ALLERGIES),
      new RegExp(unkeyed(EMAIL)),
      new RegExp(customerUid(EMAIL)),
    ];
    const left = await mentions(patterns);
    expect(left).toEqual([]);
    // No Auth account is left under her keyed uid or the plain one of older sign-ins.
    for (const uid of customerUids(EMAIL)) expect(h.auth.users.has(uid), uid).toBe(false);
  }, 120_000);
});

/**
 * Tuesday 24 November's 20:00 at Au Bureau made full: two large bookings of strangers take every cover, so that
 * « Me prévenir » accepts her sign-up.
 */
async function fullSlot(): Promise<{ date: string; time: string }> {
  const at = { date: '2026-11-24', time: '20:00' };
  const settings = (await h.store.get('restaurantSettings/rest-bureau')).data ?? {};
  const covers = Number(settings.maxCoversPerSlot ?? 40);
  for (const n of [1, 2])
    await seedReservation(h.store, {
      id: `erasure-full-${n}`,
      restaurantId: 'rest-bureau',
      ...at,
      partySize: Math.ceil(covers / 2) + 5,
      customerEmail: `groupe${n}@example.fr`,
      customerName: `Groupe ${n}`,
    });
  return at;
}

/** Every document (path and data) where one of the patterns matches, as `path: excerpt`. */
async function mentions(patterns: RegExp[]): Promise<string[]> {
  const found: string[] = [];
  for (const doc of await h.store.everyDocument()) {
    const text = `${doc.path} ${JSON.stringify(doc.data)}`;
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match) found.push(`${doc.path}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`);
    }
  }
  return found;
}
