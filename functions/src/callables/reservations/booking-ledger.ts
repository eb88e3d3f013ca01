import type { Transaction } from '@app/data';
import {
  NO_BILL_CREDIT,
  decideCancellationCharge,
  describeBillEntry,
  describeStatusMove,
  planBookingLedger,
  roundEuros,
  roundPoints,
  settleStatusCredit,
  type BillCredit,
  type CancellationCharge,
  type LoyaltyConfig,
  type Reservation,
  type ReservationStatus,
  type StatusCredit,
  type StatusCreditEffect,
  type StatusCreditMove,
} from '@app/domain';
import {
  planLoyaltyEvent,
  readLoyaltyConfig,
  type LoyaltyPlan,
  type StatsCounter,
} from '../../lib/loyalty-ledger';
import { bookingLedgerBase } from './bill-ledger';
import { readStatusCredit } from './legacy-status-credit';
import { planVoucherTakeBack } from './take-back-vouchers';

const COUNTER_OF: Record<StatusCreditEffect, StatsCounter> = {
  reservation_completed: 'completed',
  cancellation: 'cancelled',
  no_show: 'noShow',
};

/** What a booking's change leaves in the ledger, planned inside its transaction and written by `commit`. */
export interface BookingLedgerChange {
  config: LoyaltyConfig;
  /** How a change to CANCELLED is charged ('none' for any other status). */
  cancellation: CancellationCharge;
  /** The points the cancellation costs when it is charged (positive), before the stop at 0. */
  penaltyPoints: number;
  /** To store on the booking once committed. */
  statusCredit: StatusCredit;
  /** The bill the booking keeps (euros, 0: none) and what the ledger holds of it; undefined: left as it was. */
  bill?: { amount: number; billCredit: BillCredit; changed: boolean; pointsDelta: number };
  /** The last plan of the chain (later events of the same customer in the transaction follow it). */
  last?: LoyaltyPlan;
  /** Points the booking's own entries move (the refunds of cancelled vouchers not included). */
  pointsDelta: number;
  /** Vouchers the change cancelled because the points that bought them were taken back (issue 49). */
  vouchersCancelled?: string[];
  commit(): void;
}

/**
 * Plans every ledger entry of a booking's change (a status change, a bill entered or corrected) in the caller's
 * transaction, after its reads and before its writes (issue 48, defect 1): what the booking holds
 * (`statusCredit`, `billCredit`) is brought to what its new state earns (domain planBookingLedger), each entry
 * chained on the previous one's balance in this transaction, each id deterministic (`reservation:{id}:completed`,
 * `:completed:2`…, `:spend`, `:spend:2`…). The caller stores `statusCredit` and the bill on the booking in the same
 * transaction, so that a retry finds nothing left to move.
 */
export async function planBookingChange(
  tx: Transaction,
  options: {
    reservation: Reservation;
    /** The status after the change (the current one for a bill correction). */
    to: ReservationStatus;
    /** The bill it should count for (euros, 0: none); undefined leaves the bill as it stands. */
    billAmount: number | undefined;
    changedBy: string;
    now: Date;
    after?: LoyaltyPlan;
  },
): Promise<BookingLedgerChange> {
  const { reservation, to, now } = options;
  const base = bookingLedgerBase(reservation, options.changedBy, now);
  const [config, held] = await Promise.all([
    readLoyaltyConfig(tx, reservation.restaurantId),
    readStatusCredit(tx, reservation, base.customerId),
  ]);
  const from = reservation.status;
  // A change to CANCELLED is charged as the domain decides; a booking already cancelled keeps what it holds.
  const cancellation: CancellationCharge =
    to !== 'CANCELLED'
      ? 'none'
      : from !== 'CANCELLED'
        ? decideCancellationCharge({
            from,
            date: reservation.date,
            time: reservation.time,
            now,
            freeCancellationHours: config.freeCancellationHours,
          })
        : (held.cancellation?.counted ?? 0) > 0
          ? 'penalty'
          : 'none';
  const amount =
    options.billAmount === undefined
      ? undefined
      : options.billAmount > 0
        ? roundEuros({ amount: options.billAmount })
        : 0;
  const credited = reservation.billCredit ?? NO_BILL_CREDIT;
  const steps = planBookingLedger({
    statusCredit: held,
    billCredit: reservation.billCredit,
    status: to,
    cancellation,
    bill: amount === undefined ? undefined : { amount, covers: reservation.partySize },
    config,
  });
  const penaltyPoints = cancellation === 'penalty' ? Math.abs(config.pointsForCancellation) : 0;
  const keptBill = (reservation.amountSpent ?? 0) === amount;
  if (!base.customerId) {
    // Without a customer file (no e-mail, no phone) nobody earns: a bill is kept for the takings alone.
    return {
      config,
      cancellation,
      penaltyPoints,
      statusCredit: held,
      ...(amount === undefined
        ? {}
        : { bill: { amount, billCredit: credited, changed: !keptBill, pointsDelta: 0 } }),
      pointsDelta: 0,
      commit: () => undefined,
    };
  }
  const visit = { date: reservation.date, time: reservation.time, partySize: reservation.partySize };
  const plans: LoyaltyPlan[] = [];
  const moves: StatusCreditMove[] = [];
  const applied: number[] = [];
  let bill: BookingLedgerChange['bill'];
  let previous = options.after;
  for (const step of steps) {
    const chained = previous ? { after: previous } : {};
    if (step.kind === 'status') {
      const { move } = step;
      const plan = await planLoyaltyEvent(
        tx,
        {
          ...base,
          event: { type: 'adjustment', delta: move.pointsDelta },
          entryType: move.effect,
          floorAtZero: move.floorAtZero,
          key: { type: move.effect, reservationId: reservation.id, revision: move.revision },
          reason: describeStatusMove({ effect: move.effect, countDelta: move.countDelta, cancellation }),
          increment: { [COUNTER_OF[move.effect]]: move.countDelta },
          ...(move.effect === 'reservation_completed' && move.countDelta !== 0
            ? { visitStats: { visit, sign: move.countDelta } }
            : {}),
          ...(move.effect === 'reservation_completed' && move.countDelta > 0
            ? { visitDate: reservation.date, activity: true }
            : {}),
        },
        chained,
      );
      moves.push(move);
      applied.push(plan.delta);
      plans.push(plan);
      previous = plan;
    } else {
      const target = step.target.amount;
      const plan = await planLoyaltyEvent(
        tx,
        {
          ...base,
          event: { type: 'adjustment', delta: step.plan.pointsDelta },
          entryType: 'amount_spent',
          floorAtZero: false,
          key: { type: 'amount_spent', reservationId: reservation.id, revision: step.plan.revision },
          reason: describeBillEntry({ amountSpent: target }),
          spend: step.plan.spend,
        },
        chained,
      );
      bill = {
        amount: target,
        changed: true,
        pointsDelta: plan.delta,
        billCredit: {
          amount: target,
          covers: target > 0 ? reservation.partySize : 0,
          points: roundPoints({ points: credited.points + plan.delta }),
          revision: step.plan.revision,
        },
      };
      plans.push(plan);
      previous = plan;
    }
  }
  if (!bill && amount !== undefined)
    bill = { amount, billCredit: credited, changed: !keptBill, pointsDelta: 0 };
  // Points taken back below 0 take back what they bought (issue 49): the diner's unused vouchers since.
  const takenBack = plans.reduce((sum, plan) => sum + plan.delta, 0) < 0;
  const vouchers =
    takenBack && previous && previous !== options.after
      ? await planVoucherTakeBack(tx, {
          reservation,
          customerId: base.customerId,
          last: previous,
          changedBy: options.changedBy,
          now,
        })
      : undefined;
  const bookingPlans = [...plans];
  if (vouchers && vouchers.plans.length > 0) {
    plans.push(...vouchers.plans);
    previous = vouchers.plans[vouchers.plans.length - 1];
  }
  return {
    config,
    cancellation,
    penaltyPoints,
    statusCredit: settleStatusCredit({ held, moves, applied }),
    ...(bill ? { bill } : {}),
    ...(previous && previous !== options.after ? { last: previous } : {}),
    pointsDelta: roundPoints({ points: bookingPlans.reduce((sum, plan) => sum + plan.delta, 0) }),
    vouchersCancelled: vouchers?.voucherIds ?? [],
    commit: () => {
      plans.forEach((plan) => plan.commit());
      vouchers?.commit();
    },
  };
}
