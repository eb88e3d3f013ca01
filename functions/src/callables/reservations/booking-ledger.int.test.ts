import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../../lib/customer-views';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { setReservationBill } from './set-reservation-bill';
import { setReservationStatus } from './set-reservation-status';

/**
 * Issue 48, defect 1: a completed booking set back (« Installer ») and completed again must leave the ledger and
 * the venue's counters with what the final state earns, exactly once: the visit's points and the visit count
 * come back with the bill's. Before, only the bill's points came back.
 */
let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const ANA = 'ana@example.fr';

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T21:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
  await env.store.set(`customers/${ANA}`, {
    id: ANA,
    name: 'Ana Dupont',
    email: ANA,
    loyaltyPoints: 100,
    restaurantIds: ['r1'],
    restaurantStats: { r1: { points: 100, totalReservations: 1 } },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await seedReservation(env.store, { id: 'b1', status: 'SEATED', date: '2026-11-22', time: '19:30' });
});

const view = async () => (await env.store.get(customerViewPath('r1', ANA))).data ?? {};
const entry = async (id: string) => (await env.store.get(`loyaltyLedger/${id}`)).data;
const status = (to: string, amountSpent?: number) =>
  call(
    setReservationStatus,
    { reservationId: 'b1', status: to, ...(amountSpent === undefined ? {} : { amountSpent }) },
    admin,
  );

describe('the ledger follows the status of a booking', () => {
  it('gives back the visit, its count and the bill when a booking set back from « Terminée » is completed again', async () => {
    await status('COMPLETED', 86.5);
    expect(await view()).toMatchObject({ points: 113.6, completed: 1, totalSpent: 86.5, billedVisits: 1 });

    await status('SEATED');
    expect(await view()).toMatchObject({
      points: 100,
      completed: 0,
      totalSpent: 0,
      billedVisits: 0,
      covers: 0,
    });
    expect(await entry('reservation:b1:completed:2')).toMatchObject({
      delta: -5,
      type: 'reservation_completed',
    });
    expect(await entry('reservation:b1:spend:2')).toMatchObject({ delta: -8.6, type: 'amount_spent' });

    await status('COMPLETED', 86.5);
    expect(await view()).toMatchObject({
      points: 113.6,
      completed: 1,
      totalSpent: 86.5,
      billedVisits: 1,
      billedCovers: 2,
      covers: 2,
    });
    expect(await entry('reservation:b1:completed:3')).toMatchObject({ delta: 5 });
    expect(await entry('reservation:b1:spend:3')).toMatchObject({ delta: 8.6 });
    const saved = (await env.store.get('reservations/b1')).data ?? {};
    expect(saved).toMatchObject({
      status: 'COMPLETED',
      amountSpent: 86.5,
      statusCredit: { reservation_completed: { points: 5, counted: 1, revision: 3 } },
      billCredit: { amount: 86.5, points: 8.6, revision: 3 },
    });
    // The same change again, or a retry, moves nothing.
    await status('COMPLETED', 86.5);
    expect(await entry('reservation:b1:completed:4')).toBeUndefined();
    expect(await view()).toMatchObject({ points: 113.6, completed: 1 });
  });

  it('takes a visit back and charges the no-show in one change, and gives both back in the next', async () => {
    await status('COMPLETED', 40);
    await status('NO_SHOW');
    expect(await view()).toMatchObject({ points: 50, completed: 0, noShow: 1, totalSpent: 0 });
    await status('COMPLETED');
    expect(await view()).toMatchObject({ points: 105, completed: 1, noShow: 0 });
    expect(await entry('reservation:b1:no_show:2')).toMatchObject({ delta: 50 });
  });

  it('applies two identical changes sent at once, and a change and a bill at once, once each', async () => {
    await Promise.all([status('COMPLETED'), status('COMPLETED')]);
    await Promise.all([
      call(setReservationBill, { reservationId: 'b1', amountSpent: 20 }, admin),
      call(setReservationBill, { reservationId: 'b1', amountSpent: 20 }, admin),
    ]);
    expect(await view()).toMatchObject({ points: 107, completed: 1, totalSpent: 20, billedVisits: 1 });
    // Whichever comes first, the other sees it: set back first, the bill is refused (not « Terminée »); corrected
    // first, the change takes the corrected bill back. Never both counted, never a bill left on « Installée ».
    await Promise.allSettled([
      status('SEATED'),
      call(setReservationBill, { reservationId: 'b1', amountSpent: 30 }, admin),
    ]);
    const saved = (await env.store.get('reservations/b1')).data ?? {};
    expect(saved.status).toBe('SEATED');
    expect(await view()).toMatchObject({ points: 100, completed: 0, totalSpent: 0, billedVisits: 0 });
  });

  it('repairs a booking the former rule left without its visit: read from its old entries, then moved', async () => {
    // The former rule: `:completed` when completed, a `reverse-…` adjustment when set back, nothing when completed again.
    await env.store.set('reservations/b1', {
      ...((await env.store.get('reservations/b1')).data ?? {}),
      status: 'COMPLETED',
      statusHistory: [
        { status: 'completed', changedBy: 'staff-uid-1', changedAt: '2026-11-22T19:00:00.000Z' },
        { status: 'seated', changedBy: 'staff-uid-1', changedAt: '2026-11-22T19:10:00.000Z' },
        { status: 'completed', changedBy: 'staff-uid-1', changedAt: '2026-11-22T19:20:00.000Z' },
      ],
    });
    const old = {
      customerId: ANA,
      restaurantId: 'r1',
      sourceId: 'b1',
      createdAt: '2026-11-22T19:00:00.000Z',
    };
    await env.store.set('loyaltyLedger/reservation:b1:completed', {
      ...old,
      id: 'x',
      delta: 5,
      type: 'reservation_completed',
    });
    await env.store.set('loyaltyLedger/adjustment:r1:ana@example.fr:reverse-reservation:b1:completed', {
      ...old,
      id: 'y',
      delta: -5,
      type: 'adjustment',
    });
    await call(setReservationBill, { reservationId: 'b1', amountSpent: 10 }, admin);
    expect(await entry('reservation:b1:completed:2')).toMatchObject({ delta: 5 });
    expect(await view()).toMatchObject({ points: 106, completed: 1, totalSpent: 10 });
  });
});
