import type { LoyaltyConfig } from './loyalty-config-schema';

/** Events that move loyalty points, matching the ledger entry types. */
export type LoyaltyEvent =
  | { type: 'reservation_completed' }
  | { type: 'amount_spent'; amountEuros: number }
  | { type: 'review' }
  | { type: 'cancellation' }
  | { type: 'no_show' }
  | { type: 'walk_in' };

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
 * Amount spent earns `pointsPerEuroSpent` per euro rounded down to a whole point (10 € = 1 point by default).
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
    case 'amount_spent': {
      if (!Number.isFinite(event.amountEuros) || event.amountEuros <= 0) return 0;
      // Rounded to micro-points first: 70 × 0.1 is 7.000000000000001 and 0.7 × 10 is 6.999999999999999 in floats.
      const exact = Math.round(event.amountEuros * config.pointsPerEuroSpent * 1e6) / 1e6;
      return Math.floor(exact);
    }
  }
}
