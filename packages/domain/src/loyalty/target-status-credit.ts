import type { ReservationStatus } from '../schemas/reservation-status';
import type { CancellationCharge } from './decide-cancellation-charge';
import type { LoyaltyConfig } from './loyalty-config-schema';
import type { StatusCreditEffect } from './status-credit';

/** What one status effect should hold: its points (before a penalty's stop at 0) and whether it is counted. */
export interface EffectTarget {
  points: number;
  counted: 0 | 1;
}

const NOTHING: EffectTarget = { points: 0, counted: 0 };

/**
 * What a booking in `status` earns or costs, effect by effect: « Terminée » the venue's points for an honoured
 * visit and one visit counted; « Annulée » the cancellation as charged when it was made (`cancellation`);
 * « Absent » the no-show penalty and one no-show counted; any other status nothing.
 * @example targetStatusCredit({ status: 'COMPLETED', cancellation: 'none', config: DEFAULT_LOYALTY_CONFIG }).reservation_completed // { points: 5, counted: 1 }
 */
export function targetStatusCredit({
  status,
  cancellation,
  config,
}: {
  status: ReservationStatus;
  /** How a change to CANCELLED counts ({@link decideCancellationCharge}); ignored for other statuses. */
  cancellation: CancellationCharge;
  config: Pick<LoyaltyConfig, 'pointsPerReservation' | 'pointsForCancellation' | 'pointsForNoShow'>;
}): Record<StatusCreditEffect, EffectTarget> {
  const cancelled: EffectTarget =
    status !== 'CANCELLED' || cancellation === 'none'
      ? NOTHING
      : { points: cancellation === 'penalty' ? config.pointsForCancellation : 0, counted: 1 };
  return {
    reservation_completed:
      status === 'COMPLETED' ? { points: config.pointsPerReservation, counted: 1 } : NOTHING,
    cancellation: cancelled,
    no_show: status === 'NO_SHOW' ? { points: config.pointsForNoShow, counted: 1 } : NOTHING,
  };
}
