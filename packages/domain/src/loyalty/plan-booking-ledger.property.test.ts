import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../schemas/reservation-status';
import { NO_BILL_CREDIT, type BillCredit } from '../spend/bill-credit';
import { computeSpendPoints } from '../spend/compute-spend-points';
import { roundPoints, applyPointsDelta } from './round-points';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';
import type { CancellationCharge } from './decide-cancellation-charge';
import { buildLedgerEntryId } from './build-ledger-entry-id';
import { planBookingLedger } from './plan-booking-ledger';
import { settleStatusCredit } from './plan-status-credit';
import { STATUS_CREDIT_EFFECTS, heldEffectOf, type StatusCredit } from './status-credit';
import { targetStatusCredit } from './target-status-credit';

/**
 * The ledger of one guest with two bookings, driven by random status changes, bills entered, corrected and taken
 * back, and retries, the way the server composes them (one transaction per change: the booking's credits and the
 * entries together). Whatever the sequence, the ledger holds what the final state earns, exactly once.
 */
const config = { ...DEFAULT_LOYALTY_CONFIG, pointsPerEuroSpent: 0.1 };
const STATUSES: ReservationStatus[] = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'];
const COVERS = 3;

interface Booking {
  id: string;
  status: ReservationStatus;
  /** How its cancellation was charged when it entered « Annulée ». */
  charge: CancellationCharge;
  statusCredit: StatusCredit | undefined;
  billCredit: BillCredit | undefined;
}
interface World {
  balance: number;
  ledger: Map<string, { delta: number; bookingId: string }>;
  counts: { completed: number; cancelled: number; noShow: number; billedVisits: number };
  spent: number;
  bookings: Booking[];
}

type Op =
  | { kind: 'status'; booking: number; to: ReservationStatus; charge: CancellationCharge }
  | { kind: 'bill'; booking: number; amount: number }
  | { kind: 'retry' };

/** Writes an entry once (its id is deterministic: the store's create refuses a second one). */
function write(world: World, id: string, bookingId: string, delta: number, floorAtZero: boolean): number {
  if (world.ledger.has(id)) return 0;
  const after = applyPointsDelta({ balance: world.balance, delta, floorAtZero });
  const applied = roundPoints({ points: after - world.balance });
  world.balance = after;
  world.ledger.set(id, { delta: applied, bookingId });
  return applied;
}

function change(
  world: World,
  booking: Booking,
  to: ReservationStatus,
  bill: number | undefined,
  charge: CancellationCharge,
) {
  const leavesCompleted = booking.status === 'COMPLETED' && to !== 'COMPLETED';
  const billTarget =
    to === 'COMPLETED' && bill !== undefined
      ? { amount: bill, covers: COVERS }
      : leavesCompleted
        ? { amount: 0, covers: COVERS }
        : undefined;
  const steps = planBookingLedger({
    statusCredit: booking.statusCredit,
    billCredit: booking.billCredit,
    status: to,
    cancellation: charge,
    bill: billTarget,
    config,
  });
  const moves = steps.flatMap((step) => (step.kind === 'status' ? [step.move] : []));
  const applied: number[] = [];
  for (const step of steps) {
    if (step.kind === 'status') {
      const { move } = step;
      const id = buildLedgerEntryId({
        key: { type: move.effect, reservationId: booking.id, revision: move.revision },
      });
      applied.push(write(world, id, booking.id, move.pointsDelta, move.floorAtZero));
      if (move.effect === 'reservation_completed') world.counts.completed += move.countDelta;
      if (move.effect === 'cancellation') world.counts.cancelled += move.countDelta;
      if (move.effect === 'no_show') world.counts.noShow += move.countDelta;
    } else {
      const credited = booking.billCredit ?? NO_BILL_CREDIT;
      const id = buildLedgerEntryId({
        key: { type: 'amount_spent', reservationId: booking.id, revision: step.plan.revision },
      });
      const points = write(world, id, booking.id, step.plan.pointsDelta, false);
      world.spent = Math.round((world.spent + step.plan.spend.amount) * 100) / 100;
      world.counts.billedVisits += step.plan.spend.visits;
      booking.billCredit = {
        amount: step.target.amount,
        covers: step.target.amount > 0 ? COVERS : 0,
        points: roundPoints({ points: credited.points + points }),
        revision: step.plan.revision,
      };
    }
  }
  booking.statusCredit = settleStatusCredit({ held: booking.statusCredit, moves, applied });
  if (to === 'CANCELLED' && booking.status !== 'CANCELLED') booking.charge = charge;
  booking.status = to;
}

function run(world: World, op: Exclude<Op, { kind: 'retry' }>) {
  const booking = world.bookings[op.booking]!;
  if (op.kind === 'status') {
    if (op.to === booking.status) return;
    change(world, booking, op.to, op.to === 'COMPLETED' ? 0 : undefined, op.charge);
  } else if (booking.status === 'COMPLETED') {
    change(world, booking, 'COMPLETED', op.amount, booking.charge);
  }
}

/** What the final state of one booking earns: its status effect and its bill. */
function earned(booking: Booking) {
  const target = targetStatusCredit({ status: booking.status, cancellation: booking.charge, config });
  const bill = booking.status === 'COMPLETED' ? (booking.billCredit?.amount ?? 0) : 0;
  return { target, billPoints: computeSpendPoints({ amountEuros: bill, pointsPerEuroSpent: 0.1 }), bill };
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    booking: fc.integer({ min: 0, max: 1 }),
    to: fc.constantFrom(...STATUSES),
    charge: fc.constantFrom<CancellationCharge>('penalty', 'free', 'none'),
  }),
  fc.record({
    kind: fc.constant('bill' as const),
    booking: fc.integer({ min: 0, max: 1 }),
    amount: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 40_000 }).map((cents) => cents / 100),
    ),
  }),
  fc.constant({ kind: 'retry' as const }),
);

function play(start: number, ops: Op[]): World {
  const world: World = {
    balance: start,
    ledger: new Map(),
    counts: { completed: 0, cancelled: 0, noShow: 0, billedVisits: 0 },
    spent: 0,
    bookings: ['b1', 'b2'].map((id) => ({
      id,
      status: 'CONFIRMED' as ReservationStatus,
      charge: 'none' as CancellationCharge,
      statusCredit: undefined,
      billCredit: undefined,
    })),
  };
  let last: Exclude<Op, { kind: 'retry' }> | undefined;
  for (const next of ops) {
    const actual = next.kind === 'retry' ? last : next;
    if (actual) run(world, actual);
    last = actual;
  }
  return world;
}

const sumOf = (world: World, bookingId: string) =>
  roundPoints({
    points: [...world.ledger.values()]
      .filter((entry) => entry.bookingId === bookingId)
      .reduce((sum, entry) => sum + entry.delta, 0),
  });

describe('planBookingLedger (properties)', () => {
  it('leaves a guest with points to spare exactly what the final states earn, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const world = play(10_000, ops);
        let expected = 10_000;
        const counts = { completed: 0, cancelled: 0, noShow: 0, billedVisits: 0 };
        let spent = 0;
        for (const booking of world.bookings) {
          const { target, billPoints, bill } = earned(booking);
          expected +=
            target.reservation_completed.points + target.cancellation.points + target.no_show.points;
          expected += billPoints;
          counts.completed += target.reservation_completed.counted;
          counts.cancelled += target.cancellation.counted;
          counts.noShow += target.no_show.counted;
          counts.billedVisits += bill > 0 ? 1 : 0;
          spent += bill;
          expect(sumOf(world, booking.id)).toBe(
            roundPoints({
              points:
                target.reservation_completed.points +
                target.cancellation.points +
                target.no_show.points +
                billPoints,
            }),
          );
        }
        expect(world.balance).toBe(roundPoints({ points: expected }));
        expect(world.counts).toEqual(counts);
        expect(world.spent).toBe(Math.round(spent * 100) / 100);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the ledger, the credits and the counters in step from an empty balance (a penalty stops at 0)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const world = play(0, ops);
        const total = [...world.ledger.values()].reduce((sum, entry) => sum + entry.delta, 0);
        expect(world.balance).toBe(roundPoints({ points: total }));
        for (const booking of world.bookings) {
          const { target, billPoints } = earned(booking);
          for (const effect of STATUS_CREDIT_EFFECTS) {
            const held = heldEffectOf({ credit: booking.statusCredit, effect });
            expect(held.counted).toBe(target[effect].counted);
            if (effect === 'reservation_completed') expect(held.points).toBe(target[effect].points);
            // A cost stops at what the balance held: between nothing and the whole penalty.
            else expect(held.points >= target[effect].points && held.points <= 0).toBe(true);
          }
          const held = STATUS_CREDIT_EFFECTS.reduce(
            (sum, effect) => sum + heldEffectOf({ credit: booking.statusCredit, effect }).points,
            0,
          );
          expect(sumOf(world, booking.id)).toBe(
            roundPoints({ points: held + (booking.billCredit?.points ?? 0) }),
          );
          expect(booking.billCredit?.points ?? 0).toBe(billPoints);
        }
      }),
      { numRuns: 400 },
    );
  });
});
