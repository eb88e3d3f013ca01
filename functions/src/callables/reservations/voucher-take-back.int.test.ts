import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toMyVoucher, type ConvertPointsResult } from '@app/domain';
import {
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { seedReservation } from '../../lib/testing/seed';
import { convertPointsToDiscount } from '../loyalty/convert-points-to-discount';
import { validateReward } from '../loyalty/validate-reward';
import { setReservationBill } from './set-reservation-bill';
import { setReservationStatus } from './set-reservation-status';

/**
 * Issue 49, « Insider points »: taking a bill back floored the balance at 0 and left active the vouchers its points
 * bought. Now the balance goes below 0, the unused vouchers bought since are cancelled (the diner reads why) and
 * a balance below 0 refuses conversions, through the callables on the embedded store.
 */
let h: Harness;
const MARIE = 'marie@example.fr';
const REQUESTS = [
  '6f1d3c1e-8a52-4d57-9f0e-0c2b8b7d1a11',
  '0b8c7f35-1f0a-4a63-bb0d-7f1e5d2c9a22',
  '3c2a1b0d-9e8f-4a7b-8c6d-5e4f3a2b1c00',
];
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  h.setNow('2026-11-22T21:00:00.000Z');
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await h.store.set('settings/loyalty_config_r1', {
    discount: { enabled: true, pointsPerVoucher: 100, voucherValue: 10 },
  });
  await seedCustomer(h.store, { email: MARIE, ...statsWithPoints('r1', 20) });
  await seedReservation(h.store, {
    id: 'b1',
    status: 'SEATED',
    date: '2026-11-22',
    time: '19:30',
    customerName: 'Marie Curie',
    customerEmail: MARIE,
    customerPhone: '0611223344',
  });
  // A voucher she bought with her own points, before this booking earned anything.
  await h.store.set('rewards/older', {
    id: 'older',
    customerId: MARIE,
    customerEmail: MARIE,
    restaurantId: 'r1',
    rewardType: 'discount',
    value: 10,
    barcode: 'REWARD:312345699',
    pointsUsed: 100,
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    history: [],
  });
});

const points = async () =>
  ((await h.store.get(`customers/${MARIE}`)).data?.restaurantStats as Record<string, { points: number }>).r1
    ?.points;
const voucher = async (id: string) => (await h.store.get(`rewards/${id}`)).data ?? {};
const convert = (requestId: string) =>
  call<ConvertPointsResult>(convertPointsToDiscount, { restaurantId: 'r1', requestId }, client(MARIE));

describe('a reversal takes back what the points bought', () => {
  it('cancels the unused vouchers bought since, newest first, and the balance below 0 blocks conversions', async () => {
    await call(
      setReservationStatus,
      { reservationId: 'b1', status: 'COMPLETED', amountSpent: 3000 },
      adminFull('r1'),
    );
    expect(await points()).toBe(325);
    const bought: ConvertPointsResult[] = [];
    for (const [i, requestId] of REQUESTS.entries()) {
      h.setNow(`2026-11-22T21:1${i}:00.000Z`);
      bought.push(await convert(requestId));
    }
    expect(await points()).toBe(25);
    // The first one is spent at the till: it cannot be taken back.
    await call(validateReward, { code: bought[0]?.barcode }, admin('r1'));

    h.setNow('2026-11-22T22:00:00.000Z');
    await call(setReservationBill, { reservationId: 'b1', amountSpent: null }, adminFull('r1'));
    // 25 - 300 = -275, then the two unused vouchers give back 200: -75.
    expect(await points()).toBe(-75);
    for (const id of [bought[2]?.rewardId, bought[1]?.rewardId]) {
      const cancelled = await voucher(String(id));
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancellation: { at: '2026-11-22T22:00:00.000Z' },
      });
      expect(toMyVoucher({ id: String(id), data: cancelled, now: h.now() })).toMatchObject({
        status: 'cancelled',
        cancelledReason:
          'Bon annulé : les points qui l’avaient payé ont été repris après la correction d’une addition',
      });
      expect((await h.store.get(`loyaltyLedger/reward:${id}:refund`)).data).toMatchObject({
        type: 'voucher_refund',
        delta: 100,
      });
    }
    expect(await voucher(String(bought[0]?.rewardId))).toMatchObject({ status: 'used' });
    expect(await voucher('older')).toMatchObject({ status: 'active' });
    // The till refuses a cancelled voucher.
    const atTill = await failureOf(call(validateReward, { code: bought[2]?.barcode }, admin('r1')));
    expect(atTill.message).toBe('Ce bon a été annulé : les points qui l’avaient payé ont été repris');

    const refused = await failureOf(convert('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'));
    expect(refused.message).toBe(
      'Votre solde est de -75,0 points : les conversions reprendront quand il sera de nouveau positif',
    );
    // A retry takes nothing more.
    await call(setReservationBill, { reservationId: 'b1', amountSpent: null }, adminFull('r1'));
    expect(await points()).toBe(-75);
  });

  it('does the same when the booking leaves « Terminée »', async () => {
    await call(
      setReservationStatus,
      { reservationId: 'b1', status: 'COMPLETED', amountSpent: 1000 },
      adminFull('r1'),
    );
    h.setNow('2026-11-22T21:10:00.000Z');
    const one = await convert(REQUESTS[0] ?? '');
    expect(await points()).toBe(25);
    await call(setReservationStatus, { reservationId: 'b1', status: 'SEATED' }, admin('r1'));
    // 25 - 105 = -80, the voucher gives 100 back: 20.
    expect(await points()).toBe(20);
    expect(await voucher(one.rewardId)).toMatchObject({ status: 'cancelled' });
    expect(await voucher('older')).toMatchObject({ status: 'active' });
  });
});
