import { computeSpendPoints } from '../spend/compute-spend-points';
import type { LoyaltyConfig } from './loyalty-config-schema';

/** Events that move loyalty points, matching the ledger entry types. */
export type LoyaltyEvent =
  | { type: 'reservation_completed' }
  | { type: 'amount_spent'; amountEuros: number }
  | { type: 'review' }
  | { type: 'cancellation' }
  | { type: 'no_show' }
  | { type: 'walk_in' }
  | { type: 'discount_voucher'; pointsUsed: number };

type PointsConfig = Pick<
  LoyaltyConfig,
  | 'pointsPerReservation'
  | 'pointsPerReview'
  | 'pointsPerEuroSpent'
  | 'pointsForCancellation'
  | 'pointsForNoShow'
  | 'pointsForWalkIn'
>;

/**
 * Signed points an event is worth under a restaurant's configuration.
 * Amount spent earns `pointsPerEuroSpent` per euro rounded down to one decimal (86,50 € × 0,1 = 8,6 points): points
 * are shown with one decimal, so a bill earns what the diner can see. A discount voucher costs the points it used.
 * @example computeEventPoints({ event: { type: 'no_show' }, config: DEFAULT_LOYALTY_CONFIG }) // -50
 */
export function computeEventPoints({ event, config }: { event: LoyaltyEvent; config: PointsConfig }): number {
  switch (event.type) {
    case 'reservation_completed':
      return config.pointsPerReservation;
    case 'review':
      return config.pointsPerReview;
    case 'cancellation':
      return config.pointsForCancellation;
    case 'no_show':
      return config.pointsForNoShow;
    case 'walk_in':
      return config.pointsForWalkIn;
    case 'amount_spent':
      return computeSpendPoints({
        amountEuros: event.amountEuros,
        pointsPerEuroSpent: config.pointsPerEuroSpent,
      });
    case 'discount_voucher':
      return Number.isFinite(event.pointsUsed) ? -Math.abs(event.pointsUsed) : 0;
  }
}
