import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSpendPoints, roundPoints } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { setReservationBill } from './set-reservation-bill';
import { setReservationStatus } from './set-reservation-status';

/**
 * Issue 48, defect 1, through the callables and the store: random sequences of status changes, bills entered,
 * corrected and taken back, retries and the same call sent twice at once. Whatever the sequence, the guest's
 * balance and the venue's counters (visits, no-shows, cancellations, spend) are what the final state earns,
 * once, and the booking's entries add up to it.
 */
let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const ANA = 'ana@example.fr';
const START = 1000;
const STATUSES = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'] as const;

beforeAll(async () => {
  // The booking's evening, after its time: every change is allowed, and a cancellation now is late.
  env = await openTestEnv({ now: '2026-11-22T21:00:00.000Z' });
});
afterAll(async () => env.close());

type Op =
  | { kind: 'status'; to: (typeof STATUSES)[number]; amount: number | undefined }
  | { kind: 'bill'; amount: number | null };
type Step = { op: Op; send: 'once' | 'retry' | 'twice-at-once' };

const amount = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100),
);
const step: fc.Arbitrary<Step> = fc.record({
  op: fc.oneof(
    fc.record({
      kind: fc.constant('status' as const),
      to: fc.constantFrom(...STATUSES),
      amount: fc.option(amount, { nil: undefined }),
    }),
    fc.record({ kind: fc.constant('bill' as const), amount: fc.option(amount, { nil: null }) }),
  ),
  send: fc.constantFrom('once' as const, 'retry' as const, 'twice-at-once' as const),
});

async function send(op: Op): Promise<unknown> {
  return op.kind === 'status'
    ? call(
        setReservationStatus,
        {
          reservationId: 'b1',
          status: op.to,
          ...(op.amount === undefined ? {} : { amountSpent: op.amount }),
        },
        admin,
      )
    : call(setReservationBill, { reservationId: 'b1', amountSpent: op.amount }, admin);
}

const booking = async () => (await env.store.get('reservations/b1')).data ?? {};

describe('the ledger of a booking under any sequence of changes (property)', () => {
  it('equals what the final state earns, exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await env.reset();
        await seedRestaurant(env.store, { id: 'r1' });
        await env.store.set(`customers/${ANA}`, {
          id: ANA,
          name: 'Ana Dupont',
          email: ANA,
          loyaltyPoints: START,
          restaurantIds: ['r1'],
          restaurantStats: { r1: { points: START, totalReservations: 1 } },
          createdAt: '2026-01-01T00:00:00.000Z',
        });
        await seedReservation(env.store, { id: 'b1', status: 'SEATED', date: '2026-11-22', time: '19:30' });
        // How its last cancellation counts: a request withdrawn costs nothing; any other, this late, the penalty.
        let charged = false;
        for (const { op, send: how } of steps) {
          const before = String((await booking()).status);
          if (how === 'twice-at-once') await Promise.allSettled([send(op), send(op)]);
          else {
            await send(op).catch(() => undefined);
            if (how === 'retry') await send(op).catch(() => undefined);
          }
          const after = String((await booking()).status);
          if (after === 'CANCELLED' && before !== 'CANCELLED') charged = before !== 'PENDING';
        }

        const final = await booking();
        const status = String(final.status);
        const bill = status === 'COMPLETED' ? Number(final.amountSpent ?? 0) : 0;
        const earned =
          (status === 'COMPLETED'
            ? 5 + computeSpendPoints({ amountEuros: bill, pointsPerEuroSpent: 0.1 })
            : 0) +
          (status === 'CANCELLED' && charged ? -5 : 0) +
          (status === 'NO_SHOW' ? -50 : 0);
        const view = (await env.store.get(customerViewPath('r1', ANA))).data ?? {};
        expect(view.points ?? START).toBe(roundPoints({ points: START + earned }));
        expect(view.completed ?? 0).toBe(status === 'COMPLETED' ? 1 : 0);
        expect(view.noShow ?? 0).toBe(status === 'NO_SHOW' ? 1 : 0);
        expect(view.cancelled ?? 0).toBe(status === 'CANCELLED' && charged ? 1 : 0);
        expect(view.totalSpent ?? 0).toBe(bill);
        expect(view.billedVisits ?? 0).toBe(bill > 0 ? 1 : 0);
        expect(view.covers ?? 0).toBe(status === 'COMPLETED' ? 2 : 0);
        if (status !== 'COMPLETED') expect(final.amountSpent).toBeUndefined();
        const entries = await env.store.query({
          collection: 'loyaltyLedger',
          where: [{ field: 'sourceId', op: '==', value: 'b1' }],
        });
        const sum = entries.docs.reduce((total, doc) => total + Number(doc.data?.delta ?? 0), 0);
        expect(roundPoints({ points: sum })).toBe(roundPoints({ points: earned }));
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
