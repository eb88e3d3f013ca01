import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG } from '../loyalty/loyalty-config-schema';
import { buildMyLoyalty } from './build-my-loyalty';
import { listKnownVenueIds } from './list-known-venue-ids';

describe('listKnownVenueIds and buildMyLoyalty', () => {
  it('gives a card per known venue, highest balance first, and each venue’s gifts from its own cycle', () => {
    const customer = {
      restaurantStats: { r1: { points: 30 }, r2: { points: 120, giftsClaimed: 1 } },
      restaurantIds: ['r1', 'r3', 'a/b'],
    };
    expect(listKnownVenueIds({ customer })).toEqual(['r1', 'r2', 'r3']);
    const venue = (id: string, name: string) => ({
      id,
      name,
      emoji: '🍽️',
      slug: id,
      config: DEFAULT_LOYALTY_CONFIG,
    });
    const mine = buildMyLoyalty({
      venues: [venue('r1', 'Au Bureau'), venue('r2', 'Le Zinc')],
      stats: customer.restaurantStats,
    });
    expect(mine.cards.map((card) => [card.restaurantName, card.points, card.giftsAvailable])).toEqual([
      ['Le Zinc', 120, 1],
      ['Au Bureau', 30, 0],
    ]);
    expect(mine.giftsAvailable).toBe(1);
    // Le Zinc: gift 2 to claim now, then gift 3; Au Bureau: gift 1 out of reach.
    expect(mine.gifts.map((gift) => [gift.restaurantId, gift.giftNumber, gift.pointsMissing])).toEqual([
      ['r2', 2, 0],
      ['r2', 3, 30],
      ['r1', 1, 20],
    ]);
    // Each gift with the level its points reach at the venue (100 Bronze, 150 Bronze, 50 Nouveau) and the balance
    // there, which a claim does not spend (issue 48: the page groups gifts by level, the dialog says the balance).
    expect(mine.gifts.map((gift) => [gift.level, gift.balance])).toEqual([
      ['bronze', 120],
      ['bronze', 120],
      ['new', 30],
    ]);
  });
});
