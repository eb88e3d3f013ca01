import { computeGiftProgress } from '../loyalty/compute-gift-progress';
import { computeLoyaltyLevel } from '../loyalty/compute-loyalty-level';
import type { LoyaltyConfig } from '../loyalty/loyalty-config-schema';
import { roundPoints } from '../loyalty/round-points';
import type { MySpaceCard } from '../schemas/customer-space';

/** What a venue's card shows of the venue itself. */
export interface MySpaceCardVenue {
  id: string;
  name: string;
  emoji: string;
  slug: string;
}

/**
 * The customer-space loyalty card of one venue, from that venue's loyalty configuration (its own level
 * thresholds, gift interval and earning values): balance to one decimal, level and progress, gifts earned
 * and not yet claimed (never below 0), points missing for the next gift. A no-show penalty is shown as a
 * positive number of points removed.
 * @example buildMySpaceCard({ venue, stats: { points: 120, giftsClaimed: 1 }, config: DEFAULT_LOYALTY_CONFIG })
 * // { points: 120, level: { name: 'Bronze', … }, giftsAvailable: 1, pointsToNextGift: 30, … }
 */
export function buildMySpaceCard({
  venue,
  stats,
  config,
}: {
  venue: MySpaceCardVenue;
  /** The customer's `restaurantStats[venue.id]`; undefined when they are listed there without stats. */
  stats: { points?: number; giftsClaimed?: number } | undefined;
  config: LoyaltyConfig;
}): MySpaceCard {
  const points = Math.max(0, roundPoints({ points: Number(stats?.points ?? 0) }));
  const gifts = computeGiftProgress({ points, giftInterval: config.giftInterval });
  const claimed = Math.max(0, Math.floor(Number(stats?.giftsClaimed ?? 0)) || 0);
  return {
    restaurantId: venue.id,
    restaurantName: venue.name,
    restaurantEmoji: venue.emoji,
    restaurantSlug: venue.slug,
    points,
    level: computeLoyaltyLevel({ points, levels: config.levels }),
    giftsAvailable: Math.max(0, gifts.giftsEarned - claimed),
    pointsToNextGift: gifts.pointsToNextGift,
    earning: {
      pointsPerReservation: config.pointsPerReservation,
      pointsPerReview: config.pointsPerReview,
      pointsForWalkIn: config.pointsForWalkIn,
      pointsPerEuroSpent: config.pointsPerEuroSpent,
      pointsForNoShow: Math.abs(config.pointsForNoShow),
      giftInterval: config.giftInterval,
    },
  };
}
