import type { ReservationStatus } from '../schemas/reservation-status';
import type { BillCredit } from '../spend/bill-credit';
import { planBillCredit, type BillCreditPlan, type BillTarget } from '../spend/plan-bill-credit';
import type { CancellationCharge } from './decide-cancellation-charge';
import type { LoyaltyConfig } from './loyalty-config-schema';
import { planStatusCredit, type StatusCreditMove } from './plan-status-credit';
import type { StatusCredit } from './status-credit';
import { targetStatusCredit } from './target-status-credit';

/** One ledger entry of a booking's change: a status effect's move, or its bill's. */
export type BookingLedgerStep =
  { kind: 'status'; move: StatusCreditMove } | { kind: 'bill'; plan: BillCreditPlan; target: BillTarget };

/**
 * Every ledger entry a booking's change writes, in the order the ledger applies them (issue 48, defect 1): what
 * the booking holds (`statusCredit`, `billCredit`) is brought to what its new state earns. Effects taken back come
 * first, then the bill, then the effects the new status earns, so that a penalty's stop at 0 sees the balance the
 * take-backs left. `bill` is the bill the booking should count for (0 € when it is not « Terminée »), undefined
 * to leave it as it stands. A change that already holds what it should moves nothing, so a retry writes nothing.
 */
export function planBookingLedger({
  statusCredit,
  billCredit,
  status,
  cancellation,
  bill,
  config,
}: {
  statusCredit: StatusCredit | undefined;
  billCredit: BillCredit | undefined;
  status: ReservationStatus;
  cancellation: CancellationCharge;
  bill: BillTarget | undefined;
  config: Pick<
    LoyaltyConfig,
    'pointsPerReservation' | 'pointsForCancellation' | 'pointsForNoShow' | 'pointsPerEuroSpent'
  >;
}): BookingLedgerStep[] {
  const moves = planStatusCredit({
    held: statusCredit,
    target: targetStatusCredit({ status, cancellation, config }),
  });
  const billPlan =
    bill === undefined
      ? undefined
      : planBillCredit({ credited: billCredit, target: bill, pointsPerEuroSpent: config.pointsPerEuroSpent });
  const steps = (list: StatusCreditMove[]): BookingLedgerStep[] =>
    list.map((move) => ({ kind: 'status', move }));
  return [
    ...steps(moves.filter((move) => move.countDelta <= 0)),
    ...(billPlan?.changed && bill ? [{ kind: 'bill' as const, plan: billPlan, target: bill }] : []),
    ...steps(moves.filter((move) => move.countDelta > 0)),
  ];
}
