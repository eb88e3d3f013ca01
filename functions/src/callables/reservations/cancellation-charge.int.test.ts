import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyReservation } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
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
import { buildBookingAnswerUrl } from '../../mail/booking-links';
import { getMyReservation } from '../customers/my-reservation';
import { answerBookingLink, readBookingAnswerLink } from './answer-booking-link';
import { cancelMyReservation, setReservationStatus } from './set-reservation-status';

/**
 * Issue 48, defect 3: a cancellation made before the venue's deadline (24 hours before by default) costs nothing;
 * a late one costs the venue's points, and the diner is told the amount before confirming: the server refuses a
 * late cancellation costing more than the diner accepted. Before, every cancellation silently cost 5 points.
 */
let env: TestEnv;
const ANA = 'ana@example.fr';
// Made once the test env installs the runtime: a customer's uid is keyed under it.
let diner: ReturnType<typeof clientAuth>;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
  diner = clientAuth(ANA);
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  await seedRestaurant(env.store, { id: 'r1' });
  await env.store.set(`customers/${ANA}`, {
    id: ANA,
    name: 'Ana Dupont',
    email: ANA,
    loyaltyPoints: 600,
    restaurantIds: ['r1'],
    restaurantStats: { r1: { points: 600, totalReservations: 1 } },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
});

const view = async () => (await env.store.get(customerViewPath('r1', ANA))).data ?? {};
const saved = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};

describe('a diner cancelling from the customer space', () => {
  it('costs nothing six days ahead, and counts as a cancellation', async () => {
    await seedReservation(env.store, { id: 'c1', date: '2026-11-28', time: '20:00' });
    expect(
      (await call<MyReservation>(getMyReservation, { reservationId: 'c1' }, diner)).cancellation,
    ).toEqual({
      charge: 'free',
      freeUntil: '2026-11-27T19:00:00.000Z',
      penaltyPoints: 0,
    });
    await call(cancelMyReservation, { reservationId: 'c1' }, diner);
    expect((await saved('c1')).status).toBe('CANCELLED');
    expect(await view()).toMatchObject({ points: 600, cancelled: 1 });
    expect((await env.store.get('loyaltyLedger/reservation:c1:cancelled')).data).toMatchObject({
      delta: 0,
      reason: 'Annulation dans les délais : sans pénalité',
    });
  });

  it('refuses a late cancellation the diner was not told the cost of, then charges what they accepted', async () => {
    await seedReservation(env.store, { id: 'c2', date: '2026-11-22', time: '20:00' });
    expect(
      (await call<MyReservation>(getMyReservation, { reservationId: 'c2' }, diner)).cancellation,
    ).toMatchObject({
      charge: 'penalty',
      penaltyPoints: 5,
    });
    const refused = await callError(cancelMyReservation, { reservationId: 'c2' }, diner);
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message:
        "Le délai d'annulation gratuite vient de passer : annuler maintenant vous retire 5,0 points de fidélité. Confirmez à nouveau pour annuler.",
    });
    expect((await saved('c2')).status).toBe('CONFIRMED');
    expect((await env.store.get('loyaltyLedger/reservation:c2:cancelled')).exists).toBe(false);
    await call(cancelMyReservation, { reservationId: 'c2', acceptedPenalty: 5 }, diner);
    expect(await view()).toMatchObject({ points: 595, cancelled: 1 });
    expect(
      (await callError(cancelMyReservation, { reservationId: 'c2', acceptedPenalty: -1 }, diner)).code,
    ).toBe('invalid-argument');
  });

  it('counts the venue’s deadline in real hours across the night the clocks go forward', async () => {
    // 29 March 2026 at 20:00 CEST (18:00 UTC): free until 28 March at 18:00 UTC (19:00 CET the day before).
    await seedReservation(env.store, { id: 'd1', date: '2026-03-29', time: '20:00' });
    await seedReservation(env.store, { id: 'd2', date: '2026-03-29', time: '20:00' });
    env.clock.now = new Date('2026-03-28T17:59:00.000Z');
    await call(cancelMyReservation, { reservationId: 'd1' }, diner);
    env.clock.now = new Date('2026-03-28T18:00:00.000Z');
    expect((await callError(cancelMyReservation, { reservationId: 'd2' }, diner)).code).toBe(
      'failed-precondition',
    );
    await call(cancelMyReservation, { reservationId: 'd2', acceptedPenalty: 5 }, diner);
    expect(await view()).toMatchObject({ points: 595, cancelled: 2 });
  });

  it('applies the same deadline to a cancellation staff record for a diner who called', async () => {
    await seedReservation(env.store, { id: 's1', date: '2026-11-28', time: '20:00' });
    await call(
      setReservationStatus,
      { reservationId: 's1', status: 'CANCELLED' },
      staffAuth('admin', ['r1']),
    );
    expect(await view()).toMatchObject({ points: 600, cancelled: 1 });
  });
});

describe('a diner cancelling from the reminder’s link', () => {
  const link = (id: string) => {
    const q = new URL(
      buildBookingAnswerUrl(
        TEST_URLS.portal,
        { reservationId: id, date: '2026-11-22', time: '20:00' },
        'cancel',
        TEST_LINK_SECRET,
      ),
    ).searchParams;
    return {
      reservationId: id,
      action: 'cancel',
      expires: Number(q.get('exp')),
      signature: q.get('sig') ?? '',
    };
  };

  it('is told a late cancellation’s cost on the page, and charged only once they accept it', async () => {
    await seedReservation(env.store, { id: 'l1', date: '2026-11-22', time: '20:00' });
    expect(await call(readBookingAnswerLink, link('l1'))).toMatchObject({
      refusal: '',
      cancellation: { charge: 'penalty', penaltyPoints: 5 },
    });
    expect((await callError(answerBookingLink, link('l1'))).code).toBe('failed-precondition');
    expect((await saved('l1')).status).toBe('CONFIRMED');
    await call(answerBookingLink, { ...link('l1'), acceptedPenalty: 5 });
    expect(await view()).toMatchObject({ points: 595, cancelled: 1 });
  });
});
