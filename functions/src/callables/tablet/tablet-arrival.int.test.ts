import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { seedReservation } from '../../lib/testing/seed';
import { call, failureOf, openHarness, tablet, type Harness } from '../testing/callable-harness';
import { pairTestTablet, seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { tabletCheckIn, tabletFindArrival, tabletMealFeedback } from './tablet-arrival';
import { tabletDeclareVisit } from './tablet-visit';

/** « J'ai réservé » at the kiosk (issue 54): matching, privacy, and one check-in under two kiosks at once. */
let h: Harness;
beforeAll(async () => {
  h = await openHarness('2026-11-24T18:20:00.000Z');
});
afterAll(async () => h.close());

const RID = 'resto0000000000abc123';
const OTHER = 'resto0000000000zz9876';
const KIOSK = tablet(RID);
const SECOND = tablet(RID, 'dev-second-kiosk');
const FOREIGN = tablet(OTHER);
type Fn = CallableFunction<unknown, Promise<unknown>>;
const find = (data: unknown, caller = KIOSK) => call(tabletFindArrival as Fn, data, caller);
const checkIn = (data: unknown, caller = KIOSK) => call(tabletCheckIn as Fn, data, caller);

beforeEach(async () => {
  await h.reset();
  h.setNow('2026-11-24T18:20:00.000Z'); // 19:20 in Paris
  await seedRestaurant(h.store, RID, 'Au Bureau');
  await seedRestaurant(h.store, OTHER, 'Le Zinc');
  await pairTestTablet(h.store, RID);
  await pairTestTablet(h.store, RID, 'dev-second-kiosk');
  await pairTestTablet(h.store, OTHER);
  await seedCustomer(h.store, {
    email: 'marie@example.fr',
    phone: '06 11 22 33 44',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...statsWithPoints(RID, 45),
  });
  await seedReservation(h.store, {
    id: 'book-marie',
    restaurantId: RID,
    restaurantName: 'Au Bureau',
    time: '19:30',
    customerName: 'Marie Lefèvre',
    customerFirstName: 'Marie',
    customerLastName: 'Lefèvre',
    customerEmail: 'marie@example.fr',
    customerPhone: '0611223344',
  });
});

describe('tabletFindArrival', () => {
  it('shows the first name and time only, and nothing to another venue or on a wrong phone end', async () => {
    const answer = await find({ name: 'lefevre', phoneEnd: '3344' });
    expect(answer).toEqual({
      kind: 'found',
      firstName: 'Marie',
      time: '19:30',
      early: true,
      arrivedAt: null,
    });
    expect(JSON.stringify(answer)).not.toMatch(/Lef|3344|book-marie|marie@/i);
    expect(await find({ name: 'lefevre', phoneEnd: '3345' })).toEqual({ kind: 'none' });
    expect(await find({ name: 'lefevre', phoneEnd: '3344' }, FOREIGN)).toEqual({ kind: 'none' });
  });

  it('answers bad input with the French message, and a stranger without a paired device not at all', async () => {
    expect(await failureOf(find({ name: 'Lefèvre', phoneEnd: '33' }))).toMatchObject({
      code: 'invalid-argument',
      message: 'Saisissez les 4 derniers chiffres de votre téléphone',
    });
    expect(await failureOf(find({ name: '', phoneEnd: '3344' }))).toMatchObject({
      message: 'Saisissez votre nom',
    });
    expect(await failureOf(find({ name: 'x'.repeat(81), phoneEnd: '3344' }))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(
      await failureOf(call(tabletFindArrival as Fn, { name: 'Lefèvre', phoneEnd: '3344' }, null)),
    ).toMatchObject({ code: 'unauthenticated' });
  });

  it('stops a device walking through phone ends', async () => {
    let refused = '';
    for (let i = 0; i < 60 && !refused; i += 1) {
      try {
        await find({ name: 'Lefèvre', phoneEnd: String(i).padStart(4, '0') });
      } catch (error) {
        refused = String((error as { code?: string }).code);
      }
    }
    expect(refused).toBe('resource-exhausted');
  });
});

describe('tabletCheckIn', () => {
  it('seats the booking with its arrival once under two kiosks at once, and declares the visit', async () => {
    const input = { name: 'Marie Lefèvre', phoneEnd: '3344' };
    const [a, b] = await Promise.all([
      checkIn({ ...input, requestId: 'kiosk-a-0001' }),
      checkIn({ ...input, requestId: 'kiosk-b-0001' }, SECOND),
    ]);
    expect(a).toMatchObject({ kind: 'found', firstName: 'Marie', arrivedAt: '2026-11-24T18:20:00.000Z' });
    expect(b).toEqual(a);
    const booking = (await h.store.get('reservations/book-marie')).data ?? {};
    expect(booking.status).toBe('SEATED');
    expect(booking.arrival).toMatchObject({ at: '2026-11-24T18:20:00.000Z' });
    const seated = (booking.statusHistory as { status: string }[]).filter(
      (e) => e.status.toUpperCase() === 'SEATED',
    );
    expect(seated).toHaveLength(1);
    // The visit is declared: « J'ai mon compte » right after adds no second visit, no points.
    h.setNow('2026-11-24T18:25:00.000Z');
    expect(
      await failureOf(
        call(tabletDeclareVisit as Fn, { phone: '0611223344', requestId: 'visit-000001' }, KIOSK),
      ),
    ).toMatchObject({ code: 'failed-precondition' });
    const customer = (await h.store.get('customers/marie@example.fr')).data ?? {};
    expect((customer.restaurantStats as Record<string, { points: number }>)[RID]?.points).toBe(45);
  });

  it('refuses a booking outside the moment and another venue’s device', async () => {
    const input = { name: 'Lefèvre', phoneEnd: '3344', requestId: 'kiosk-a-0002' };
    expect(await checkIn(input, FOREIGN)).toEqual({ kind: 'none' });
    h.setNow('2026-11-24T19:20:00.000Z'); // 20:20, 50 minutes late
    expect(await checkIn(input)).toEqual({ kind: 'none' });
    expect((await h.store.get('reservations/book-marie')).data?.status).toBe('CONFIRMED');
  });
});

describe('tabletMealFeedback', () => {
  it('turns one tap of a checked-in guest into the booking’s review, once, with its sentiment and no mail', async () => {
    const guest = { name: 'Lefèvre', phoneEnd: '3344' };
    const rate = (rating: number) => call(tabletMealFeedback as Fn, { ...guest, rating }, KIOSK);
    // Not checked in: nothing is written.
    expect(await rate(5)).toEqual({ ok: true });
    expect((await h.store.get('reviews/book-marie')).exists).toBe(false);
    await checkIn({ ...guest, requestId: 'kiosk-a-0003' });
    h.setNow('2026-11-24T20:10:00.000Z'); // 21:10, leaving
    expect(await find(guest)).toMatchObject({ kind: 'found', firstName: 'Marie', canRate: true });
    expect(await rate(2)).toEqual({ ok: true });
    expect(await rate(5)).toEqual({ ok: true });
    const review = (await h.store.get('reviews/book-marie')).data ?? {};
    expect(review).toMatchObject({
      rating: 2,
      sentiment: 'negative',
      reservationId: 'book-marie',
      comment: '',
    });
    expect(await find(guest)).toMatchObject({ canRate: false });
    expect((await h.store.get('reservations/book-marie')).data?.reviewRequestedAt).toBe(
      '2026-11-24T20:10:00.000Z',
    );
    const outbox = await h.store.query({ collection: 'mail' });
    expect(outbox.docs.filter((d) => String(d.data?.type ?? '').includes('review'))).toHaveLength(0);
    expect(await failureOf(rate(6))).toMatchObject({
      code: 'invalid-argument',
      message: 'Données invalides',
    });
  });
});
