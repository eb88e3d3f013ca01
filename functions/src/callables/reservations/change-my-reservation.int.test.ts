import { dinerActionMark, ReservationSchema, type MyReservation } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import {
  call,
  callError,
  clientAuth,
  openTestEnv,
  staffAuth,
  TEST_LINK_SECRET,
  TEST_URLS,
  type TestEnv,
} from '../../lib/testing/test-env';
import { buildBookingAnswerUrl, buildBookingChangeUrl } from '../../mail/booking-links';
import { getMyReservation } from '../customers/my-reservation';
import { answerBookingLink } from './answer-booking-link';
import { changeBookingByLink, changeMyReservation, readBookingChangeLink } from './change-my-reservation';
import { cancelMyReservation, setReservationStatus } from './set-reservation-status';

/**
 * Issue 48: a diner changes the date, time or party size of their own booking, from the customer space or the
 * confirmation mail's « Modifier » link, within the venue's rules and availability.
 */
let env: TestEnv;
const ANA = 'ana@example.fr';
// Made once the test env installs the runtime: a customer's uid is keyed under it.
let ana: ReturnType<typeof clientAuth>;
const NOW = '2026-11-20T10:00:00.000Z';

beforeAll(async () => {
  env = await openTestEnv({ now: NOW });
  ana = clientAuth(ANA);
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date(NOW);
  await seedRestaurant(env.store, { id: 'r1' });
  await env.store.set('customers/ana@example.fr', {
    id: ANA,
    email: ANA,
    name: 'Ana Dupont',
    loyaltyPoints: 40,
  });
});

const saved = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};
const outbox = async () =>
  (await env.store.query({ collection: 'mail_outbox' })).docs.map((d) => d.data ?? {});
const ledger = async () => (await env.store.query({ collection: 'loyaltyLedger' })).docs.length;
const linkOf = (id: string, date: string, time: string) => {
  const url = new URL(
    buildBookingChangeUrl(TEST_URLS.portal, { reservationId: id, date, time }, TEST_LINK_SECRET),
  );
  return {
    reservationId: url.searchParams.get('r') ?? '',
    expires: Number(url.searchParams.get('exp')),
    signature: url.searchParams.get('sig') ?? '',
  };
};
const history = { status: 'confirmed', changedBy: 'system', changedAt: '2026-11-01T10:00:00.000Z' };

describe('a diner changing their booking from the customer space', () => {
  it('goes back to « À confirmer » at a manual venue, with one history entry before → after and the request mail', async () => {
    await seedReservation(env.store, {
      id: 'b1',
      date: '2026-11-24',
      time: '19:30',
      statusHistory: [history],
    });
    const ledgerBefore = await ledger();
    const answer = await call(
      changeMyReservation,
      { reservationId: 'b1', date: '2026-11-25', time: '20:00', partySize: 4 },
      ana,
    );
    expect(answer).toMatchObject({ ok: true, status: 'PENDING', date: '2026-11-25', partySize: 4 });
    const b = await saved('b1');
    expect(b).toMatchObject({ date: '2026-11-25', time: '20:00', partySize: 4, status: 'PENDING' });
    const entries = b.statusHistory as Record<string, unknown>[];
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      status: 'pending',
      changedBy: 'client',
      kind: 'diner_changed',
      change: {
        from: { date: '2026-11-24', time: '19:30', partySize: 2 },
        to: { date: '2026-11-25', time: '20:00', partySize: 4 },
      },
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ type: 'request_received' });
    // The request's acknowledgement carries no calendar file: nothing is booked yet.
    expect(mails[0]?.attachments ?? []).toEqual([]);
    expect(await ledger()).toBe(ledgerBefore);
  });

  it('stays confirmed at a venue whose auto-confirmation takes it, with the updated .ics (same UID, higher SEQUENCE)', async () => {
    await env.store.set('restaurantSettings/r1', {
      autoConfirmRule: { enabled: true, maxPartySize: 6, maxSlotFillPercent: 90 },
    });
    await seedReservation(env.store, {
      id: 'b2',
      date: '2026-11-24',
      time: '19:30',
      statusHistory: [history],
    });
    const answer = await call(
      changeMyReservation,
      { reservationId: 'b2', date: '2026-11-24', time: '19:30', partySize: 3 },
      ana,
    );
    expect(answer).toMatchObject({
      status: 'CONFIRMED',
      message: 'Votre réservation est modifiée et confirmée.',
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ type: 'confirmation' });
    const ics = String((mail?.attachments as { content: string }[])[0]?.content);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toMatch(/UID:.*b2/);
  });

  it('refuses a full slot, a past booking, a cancelled one, an unchanged one and someone else’s, writing nothing', async () => {
    await seedReservation(env.store, {
      id: 'full',
      date: '2026-11-25',
      time: '20:00',
      partySize: 29,
      customerEmail: 'x@example.fr',
    });
    await seedReservation(env.store, { id: 'b3', date: '2026-11-24', time: '19:30' });
    await seedReservation(env.store, { id: 'gone', date: '2026-11-24', time: '19:30', status: 'CANCELLED' });
    await seedReservation(env.store, { id: 'old', date: '2026-11-19', time: '19:30' });
    await seedReservation(env.store, {
      id: 'leo',
      date: '2026-11-24',
      time: '19:30',
      customerEmail: 'leo@example.fr',
    });
    const to = { date: '2026-11-25', time: '20:00', partySize: 4 };
    expect((await callError(changeMyReservation, { reservationId: 'b3', ...to }, ana)).code).toBe(
      'resource-exhausted',
    );
    expect(await callError(changeMyReservation, { reservationId: 'gone', ...to }, ana)).toMatchObject({
      message: 'Cette réservation ne peut plus être modifiée.',
    });
    expect(await callError(changeMyReservation, { reservationId: 'old', ...to }, ana)).toMatchObject({
      message: 'Cette réservation est passée : elle ne peut plus être modifiée.',
    });
    expect(
      await callError(
        changeMyReservation,
        { reservationId: 'b3', date: '2026-11-24', time: '19:30', partySize: 2 },
        ana,
      ),
    ).toMatchObject({
      message: 'Choisissez une autre date, une autre heure ou un autre nombre de personnes.',
    });
    expect(
      await callError(changeMyReservation, { reservationId: 'leo', ...to, partySize: 2 }, ana),
    ).toMatchObject({
      code: 'not-found',
    });
    expect(await saved('leo')).toMatchObject({ partySize: 2, date: '2026-11-24' });
    expect(await outbox()).toHaveLength(0);
  });

  it('closes at the venue’s free cancellation deadline, counted in real hours across the autumn DST night', async () => {
    // Monday 26 Oct 2026 20:00 CET (19:00 UTC): free (24 h) until Sunday 25 Oct 19:00 UTC, the night the clocks go back.
    await seedReservation(env.store, { id: 'd1', date: '2026-10-26', time: '20:00' });
    await seedReservation(env.store, { id: 'd2', date: '2026-10-26', time: '20:00' });
    const to = { date: '2026-10-26', time: '20:00', partySize: 3 };
    env.clock.now = new Date('2026-10-25T18:59:00.000Z');
    await call(changeMyReservation, { reservationId: 'd1', ...to }, ana);
    env.clock.now = new Date('2026-10-25T19:00:00.000Z');
    expect(await callError(changeMyReservation, { reservationId: 'd2', ...to }, ana)).toMatchObject({
      code: 'failed-precondition',
      message:
        "Les modifications en ligne étaient possibles jusqu'au 25/10/2026 à 20:00 : contactez le restaurant.",
    });
  });
});

describe('the customer space’s detail', () => {
  it('offers « Modifier » in time, says why not after, and gives a request no calendar file', async () => {
    await seedReservation(env.store, { id: 'p1', date: '2026-11-24', time: '19:30', status: 'PENDING' });
    await seedReservation(env.store, { id: 'late', date: '2026-11-20', time: '20:00' });
    const pending = await call<MyReservation>(getMyReservation, { reservationId: 'p1' }, ana);
    expect(pending).toMatchObject({ canChange: true });
    expect(pending.calendarUrl).toBeUndefined();
    const late = await call<MyReservation>(getMyReservation, { reservationId: 'late' }, ana);
    expect(late).toMatchObject({
      canChange: false,
      changeRefusal:
        "Les modifications en ligne étaient possibles jusqu'au 19/11/2026 à 20:00 : contactez le restaurant.",
    });
    expect(late.calendarUrl).toBeDefined();
  });
});

describe('a diner changing their booking from the mail’s « Modifier » link', () => {
  it('reads the booking on the page (a scanner’s GET changes nothing), then changes it with the button', async () => {
    await seedReservation(env.store, { id: 'm1', date: '2026-11-24', time: '19:30' });
    const link = linkOf('m1', '2026-11-24', '19:30');
    const page = await call(readBookingChangeLink, link);
    expect(page).toMatchObject({
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      refusal: '',
      restaurantSlug: 'chez-test',
    });
    expect(page).not.toHaveProperty('customerEmail');
    expect(await saved('m1')).toMatchObject({ status: 'CONFIRMED', partySize: 2 });
    await call(changeBookingByLink, { ...link, date: '2026-11-24', time: '20:15', partySize: 2 });
    const m1 = await saved('m1');
    expect(m1).toMatchObject({ time: '20:15', status: 'PENDING' });
    expect((m1.statusHistory as Record<string, unknown>[]).at(-1)).toMatchObject({
      changedBy: 'Client (lien e-mail)',
      kind: 'diner_changed',
    });
    // The link was made for 19:30: once moved, it no longer works (the new mail carries new links).
    expect(
      await callError(changeBookingByLink, { ...link, date: '2026-11-24', time: '21:00', partySize: 2 }),
    ).toMatchObject({ code: 'permission-denied', message: "Ce lien n'est pas valide." });
  });

  it('refuses a forged link and another booking’s link without revealing or changing it', async () => {
    await seedReservation(env.store, { id: 'm2', date: '2026-11-24', time: '19:30' });
    await seedReservation(env.store, {
      id: 'm3',
      date: '2026-11-24',
      time: '19:30',
      customerEmail: 'leo@example.fr',
    });
    const mine = linkOf('m2', '2026-11-24', '19:30');
    const to = { date: '2026-11-24', time: '20:00', partySize: 2 };
    expect(await callError(readBookingChangeLink, { ...mine, reservationId: 'm3' })).toMatchObject({
      code: 'permission-denied',
      message: "Ce lien n'est pas valide.",
    });
    expect((await callError(changeBookingByLink, { ...mine, reservationId: 'm3', ...to })).code).toBe(
      'permission-denied',
    );
    expect(
      (
        await callError(changeBookingByLink, {
          ...mine,
          signature: `${mine.signature.slice(0, -2)}AA`,
          ...to,
        })
      ).code,
    ).toBe('permission-denied');
    expect((await callError(readBookingChangeLink, linkOf('nope', '2026-11-24', '19:30'))).message).toBe(
      "Ce lien n'est pas valide.",
    );
    expect(await saved('m3')).toMatchObject({ time: '19:30' });
    expect(await saved('m2')).toMatchObject({ time: '19:30' });
  });
});

describe('what staff see of the diner’s own changes', () => {
  // The mark staff read on the day list and the booking, from the document as their screens parse it.
  const markOf = async (id: string) =>
    dinerActionMark({ reservation: ReservationSchema.parse({ ...(await saved(id)), id }) })?.label ?? null;
  const admin = staffAuth('admin', ['r1']);

  it('marks a booking « Modifiée par le client » once the diner changed it, from the space or the mail', async () => {
    await seedReservation(env.store, { id: 'k1', date: '2026-11-24', time: '19:30' });
    await seedReservation(env.store, { id: 'k2', date: '2026-11-24', time: '19:30' });
    await seedReservation(env.store, { id: 'k3', date: '2026-11-24', time: '19:30' });
    expect(await markOf('k1')).toBeNull();
    await call(
      changeMyReservation,
      { reservationId: 'k1', date: '2026-11-24', time: '20:00', partySize: 2 },
      ana,
    );
    await call(changeBookingByLink, {
      ...linkOf('k2', '2026-11-24', '19:30'),
      date: '2026-11-24',
      time: '20:00',
      partySize: 3,
    });
    expect(await saved('k1')).toMatchObject({ dinerChangedAt: NOW });
    expect(await markOf('k1')).toBe('Modifiée par le client');
    expect(await markOf('k2')).toBe('Modifiée par le client');
    // Staff confirming the new request keep the mark; a booking the diner never touched has none.
    await call(setReservationStatus, { reservationId: 'k1', status: 'CONFIRMED' }, admin);
    expect(await markOf('k1')).toBe('Modifiée par le client');
    expect(await markOf('k3')).toBeNull();
  });

  it('marks a booking « Annulée par le client » when the diner cancels it, never when staff do', async () => {
    await seedReservation(env.store, { id: 'c1', date: '2026-11-24', time: '19:30' });
    await seedReservation(env.store, { id: 'c2', date: '2026-11-24', time: '19:30' });
    await seedReservation(env.store, { id: 'c3', date: '2026-11-24', time: '19:30' });
    await call(cancelMyReservation, { reservationId: 'c1' }, ana);
    const q = new URL(
      buildBookingAnswerUrl(
        TEST_URLS.portal,
        { reservationId: 'c2', date: '2026-11-24', time: '19:30' },
        'cancel',
        TEST_LINK_SECRET,
      ),
    ).searchParams;
    await call(answerBookingLink, {
      reservationId: 'c2',
      action: 'cancel',
      expires: Number(q.get('exp')),
      signature: q.get('sig') ?? '',
    });
    await call(setReservationStatus, { reservationId: 'c3', status: 'CANCELLED' }, admin);
    expect(await saved('c1')).toMatchObject({ status: 'CANCELLED', dinerCancelledAt: NOW });
    expect(await markOf('c1')).toBe('Annulée par le client');
    expect(await markOf('c2')).toBe('Annulée par le client');
    expect(await markOf('c3')).toBeNull();
    // Staff put it back (the diner called): the booking is no longer one the diner cancelled.
    await call(setReservationStatus, { reservationId: 'c1', status: 'CONFIRMED' }, admin);
    expect(await saved('c1')).not.toHaveProperty('dinerCancelledAt');
    expect(await markOf('c1')).toBeNull();
  });
});
