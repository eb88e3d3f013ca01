import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyReservation } from '@app/domain';
import { seedReservation } from '../../lib/testing/seed';
import { refuseReservation } from '../reservations/refuse-reservation';
import { cancelMyReservation } from '../reservations/set-reservation-status';
import { admin, call, client, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { getMyReservation } from './my-reservation';
import { bookingLinkExpiry, checkBookingCalendar } from '../../mail/booking-links';
import { runtime } from '../../lib/runtime';

/**
 * A reservation of the customer space (customer-flows §2 "Customer reservation detail", §4): the clock stands at
 * 2026-11-22T10:00Z, 11:00 in Paris. The space itself reads the customer's own documents live (packages/data
 * my-space-reads).
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const MARIE = client('marie@example.fr');

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc', { emoji: '🍷' });
  // r1 has its own scale, gift interval and earning values; r2 keeps the defaults.
  await h.store.set('settings/loyalty_config_r1', {
    pointsForWalkIn: 8,
    pointsForNoShow: -15,
    giftInterval: 40,
    levels: { bronze: 50, silver: 100, gold: 200, diamond: 400 },
  });
  await seedCustomer(h.store, {
    email: 'marie@example.fr',
    birthDate: '1990-05-01',
    postalCode: '75011',
    emailMarketingConsent: true,
    hasPassword: true,
    loyaltyPoints: 270.1,
    // r3 was deleted since: no card for it.
    restaurantIds: ['r1', 'r2', 'r3'],
    restaurantStats: {
      r1: { points: 120 },
      r2: { points: 150.06, giftsClaimed: 1 },
      r3: { points: 300 },
    },
  });
});

async function archived(id: string, fields: Record<string, unknown>) {
  await h.store.set(`reservations_archive/${id}`, {
    id,
    restaurantId: 'r1',
    restaurantName: 'Au Bureau',
    partySize: 2,
    customerName: 'Marie Curie',
    customerEmail: 'marie@example.fr',
    status: 'COMPLETED',
    statusHistory: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    archived: true,
    archivedAt: '2026-10-01T04:00:00.000Z',
    ...fields,
  });
}

const mine = { customerEmail: 'marie@example.fr', customerName: 'Marie Curie', restaurantName: 'Au Bureau' };

describe('getMyReservation', () => {
  it('gives the reservation with its venue and a history where staff read as the restaurant', async () => {
    await seedReservation(h.store, {
      ...mine,
      id: 'res1',
      date: '2026-11-24',
      time: '19:30',
      specialRequests: 'Table calme',
      terrace: true,
      customerPhone: '+33611223344',
      statusHistory: [
        { status: 'pending', changedBy: 'Client Internet', changedAt: '2026-11-20T10:00:00.000Z' },
        { status: 'confirmed', changedBy: 'u-admin', changedAt: '2026-11-20T11:00:00.000Z' },
        { status: 'confirmed', changedBy: 'paul@resto.fr', changedAt: '2026-11-20T11:30:00.000Z' },
        { status: 'confirmed', changedBy: 'system', changedAt: '2026-11-20T12:00:00.000Z' },
        { status: 'confirmed', changedBy: 'Marie@Example.fr', changedAt: '2026-11-20T12:30:00.000Z' },
        // Where the venue seats it is its own business: its tables' entries never reach the diner.
        {
          status: 'confirmed',
          changedBy: 'system',
          changedAt: '2026-11-20T13:00:00.000Z',
          kind: 'table_proposed',
          tables: '4',
        },
        {
          status: 'confirmed',
          changedBy: 'u-admin',
          changedAt: '2026-11-20T13:05:00.000Z',
          kind: 'table_kept',
          tables: '4',
        },
      ],
    });
    const detail = await call<MyReservation>(getMyReservation, { reservationId: 'res1' }, MARIE);
    expect(detail).toEqual({
      id: 'res1',
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      restaurantAddress: '1 rue de la Paix, Paris',
      restaurantPhone: '0102030405',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      status: 'CONFIRMED',
      specialRequests: 'Table calme',
      terrace: true,
      customerName: 'Marie Curie',
      customerEmail: 'marie@example.fr',
      customerPhone: '+33611223344',
      statusHistory: [
        { status: 'pending', changedBy: 'Client Internet', changedAt: '2026-11-20T10:00:00.000Z' },
        { status: 'confirmed', changedBy: 'restaurant', changedAt: '2026-11-20T11:00:00.000Z' },
        { status: 'confirmed', changedBy: 'restaurant', changedAt: '2026-11-20T11:30:00.000Z' },
        { status: 'confirmed', changedBy: '', changedAt: '2026-11-20T12:00:00.000Z' },
        { status: 'confirmed', changedBy: 'marie@example.fr', changedAt: '2026-11-20T12:30:00.000Z' },
      ],
      canCancel: true,
      canChange: true,
      // Two days ahead: free until 24 hours before (issue 48, defect 3).
      cancellation: { charge: 'free', freeUntil: '2026-11-23T18:30:00.000Z', penaltyPoints: 0 },
      calendarUrl: expect.stringMatching(/\/bookingCalendar\?r=res1&exp=\d+&sig=[\w-]+$/),
    });
    // The calendar link is signed for this booking, until its time.
    const link = new URL(detail.calendarUrl!).searchParams;
    expect(Number(link.get('exp'))).toBe(bookingLinkExpiry({ date: '2026-11-24', time: '19:30' }));
    expect(
      checkBookingCalendar(
        { reservationId: 'res1', expires: Number(link.get('exp')), signature: link.get('sig') ?? '' },
        runtime().linkSecret,
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toBe('valid');
    expect(JSON.stringify(detail)).not.toContain('u-admin');
    expect(JSON.stringify(detail)).not.toContain('paul@resto.fr');
  });

  it('reads an archived reservation, and falls back to its own venue name when the venue is gone', async () => {
    await archived('old', {
      restaurantId: 'gone',
      restaurantName: 'Chez Léon',
      date: '2026-05-02',
      time: '12:30',
    });
    expect(await call<MyReservation>(getMyReservation, { reservationId: 'old' }, MARIE)).toMatchObject({
      restaurantName: 'Chez Léon',
      restaurantAddress: '',
      restaurantPhone: '',
      status: 'COMPLETED',
      canCancel: false,
    });
    // Nothing to add to a calendar once it is over.
    expect(await call<MyReservation>(getMyReservation, { reservationId: 'old' }, MARIE)).not.toHaveProperty(
      'calendarUrl',
    );
  });

  it('says a refused request is refused, not cancelled, in its status and its history (issue 48, defect 8)', async () => {
    await seedReservation(h.store, {
      ...mine,
      id: 'asked',
      date: '2026-11-25',
      time: '20:00',
      status: 'PENDING',
    });
    await call(refuseReservation, { reservationId: 'asked', reason: 'full' }, admin('r1'));
    const refused = await call<MyReservation>(getMyReservation, { reservationId: 'asked' }, MARIE);
    expect(refused).toMatchObject({ status: 'CANCELLED', refused: true, canCancel: false });
    expect(refused.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      changedBy: 'restaurant',
      refused: true,
    });
    // A cancellation proper stays one.
    await seedReservation(h.store, { ...mine, id: 'called-off', date: '2026-11-26', time: '20:00' });
    await call(cancelMyReservation, { reservationId: 'called-off' }, MARIE);
    const cancelled = await call<MyReservation>(getMyReservation, { reservationId: 'called-off' }, MARIE);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled).not.toHaveProperty('refused');
    expect(cancelled.statusHistory.some((entry) => entry.refused)).toBe(false);
  });

  it("refuses another customer's reservation, even with the same phone, and a missing one", async () => {
    await seedReservation(h.store, {
      id: 'bobs',
      customerEmail: 'bob@example.fr',
      customerPhone: '0611223344',
    });
    expect(await failureOf(call(getMyReservation, { reservationId: 'bobs' }, MARIE))).toEqual({
      code: 'permission-denied',
      message: 'Accès non autorisé à cette réservation',
    });
    expect(await failureOf(call(getMyReservation, { reservationId: 'nope' }, MARIE))).toEqual({
      code: 'not-found',
      message: 'Réservation non trouvée',
    });
  });

  it('cannot cancel a CONFIRMED booking whose time has passed (Paris), nor one starting now', async () => {
    await seedReservation(h.store, { ...mine, id: 'past', date: '2026-11-22', time: '10:30' });
    await seedReservation(h.store, { ...mine, id: 'now', date: '2026-11-22', time: '11:00' });
    await seedReservation(h.store, { ...mine, id: 'later', date: '2026-11-22', time: '11:15' });
    const canCancel = async (reservationId: string) =>
      (await call<MyReservation>(getMyReservation, { reservationId }, MARIE)).canCancel;
    expect(await canCancel('past')).toBe(false);
    expect(await canCancel('now')).toBe(false);
    expect(await canCancel('later')).toBe(true);
  });
});

describe('cancelMyReservation of a past booking', () => {
  it('is refused with nothing written', async () => {
    await seedReservation(h.store, { ...mine, id: 'past', date: '2026-11-21', time: '19:30' });
    const before = await writeSnapshot(h);
    expect(await failureOf(call(cancelMyReservation, { reservationId: 'past' }, MARIE))).toEqual({
      code: 'failed-precondition',
      message: 'Cette réservation est passée : elle ne peut plus être annulée',
    });
    expect(await writeSnapshot(h)).toEqual(before);
  });

  it('still cancels one to come (this late, with the penalty the diner accepted)', async () => {
    await seedReservation(h.store, { ...mine, id: 'later', date: '2026-11-22', time: '11:15' });
    await expect(
      call(cancelMyReservation, { reservationId: 'later', acceptedPenalty: 5 }, MARIE),
    ).resolves.toEqual({ ok: true });
    expect((await h.store.get('reservations/later')).data?.status).toBe('CANCELLED');
  });
});
