import { computeLoyaltyLevelKey } from '../loyalty/compute-loyalty-level';
import { listVenueGifts } from '../loyalty/list-venue-gifts';
import type { LoyaltyConfig } from '../loyalty/loyalty-config-schema';
import type { MySpaceCard } from '../schemas/customer-space';
import type { MyDiscountOffer, MyGift } from '../schemas/rewards-chain';
import { buildMySpaceCard, type MySpaceCardVenue } from './build-my-space-card';
import { sortMySpaceCards } from './sort-my-space-cards';

/** A venue where the customer is known, with its loyalty configuration (read once; it seldom changes). */
export interface MyVenue extends MySpaceCardVenue {
  config: LoyaltyConfig;
}

/** The customer's figures per venue, as their identity document keeps them (`restaurantStats`). */
export type MyVenueStats = Readonly<Record<string, { points?: number; giftsClaimed?: number } | undefined>>;

/**
 * The customer's loyalty at every venue where they are known, from their live figures and each venue's own
 * configuration: one card per venue (highest balance first), and per venue the gifts they can claim now then the
 * next one out of reach, and the venues' discount offers (rate and balance). The same rules the server applies when a
 * gift is claimed or points converted.
 */
export function buildMyLoyalty({ venues, stats }: { venues: readonly MyVenue[]; stats: MyVenueStats }): {
  cards: MySpaceCard[];
  gifts: MyGift[];
  discounts: MyDiscountOffer[];
  giftsAvailable: number;
} {
  const cards = sortMySpaceCards({
    cards: venues.map((venue) => buildMySpaceCard({ venue, stats: stats[venue.id], config: venue.config })),
  });
  const byId = new Map(venues.map((venue) => [venue.id, venue]));
  const gifts = cards.flatMap((card) => {
    const venue = byId.get(card.restaurantId);
    if (!venue) return [];
    return listVenueGifts({
      venue,
      points: card.points,
      giftsClaimed: Number(stats[venue.id]?.giftsClaimed ?? 0),
      giftInterval: venue.config.giftInterval,
      gifts: venue.config.gifts,
    }).map((gift): MyGift => ({
      ...gift,
      level: computeLoyaltyLevelKey({ points: gift.pointsRequired, levels: venue.config.levels }),
      balance: card.points,
    }));
  });
  // Venues that turned discount vouchers on, in the cards' order (highest balance first).
  const discounts = cards.flatMap((card): MyDiscountOffer[] => {
    const discount = byId.get(card.restaurantId)?.config.discount;
    if (!discount?.enabled) return [];
    return [
      {
        restaurantId: card.restaurantId,
        restaurantName: card.restaurantName,
        pointsPerVoucher: discount.pointsPerVoucher,
        voucherValue: discount.voucherValue,
        points: card.points,
      },
    ];
  });
  return {
    cards,
    gifts,
    discounts,
    giftsAvailable: cards.reduce((sum, card) => sum + card.giftsAvailable, 0),
  };
}
