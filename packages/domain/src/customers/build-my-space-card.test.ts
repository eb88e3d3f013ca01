import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG, type LoyaltyConfig } from '../loyalty/loyalty-config-schema';
import { buildMySpaceCard } from './build-my-space-card';

const venue = { id: 'r1', name: 'Au Bureau', emoji: '🍺', slug: 'au-bureau' };

describe('buildMySpaceCard', () => {
  it("reads the level, gifts and earning from the venue's own configuration", () => {
    const config: LoyaltyConfig = {
      ...DEFAULT_LOYALTY_CONFIG,
      pointsForWalkIn: 8,
      pointsForNoShow: -15,
      giftInterval: 40,
      levels: { bronze: 50, silver: 100, gold: 200, diamond: 400 },
    };
    const card = buildMySpaceCard({ venue, stats: { points: 120.04, giftsClaimed: 1 }, config });
    expect(card).toMatchObject({
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      restaurantEmoji: '🍺',
      restaurantSlug: 'au-bureau',
      points: 120,
      level: { key: 'silver', name: 'Argent' },
      giftsAvailable: 2,
      pointsToNextGift: 40,
      earning: {
        pointsPerReservation: 5,
        pointsPerReview: 5,
        pointsForWalkIn: 8,
        pointsPerEuroSpent: 0.1,
        pointsForNoShow: 15,
        giftInterval: 40,
      },
    });
  });

  it('never shows fewer than 0 gifts, and starts from 0 points without stats', () => {
    const config = DEFAULT_LOYALTY_CONFIG;
    expect(buildMySpaceCard({ venue, stats: { points: 60, giftsClaimed: 3 }, config }).giftsAvailable).toBe(
      0,
    );
    const empty = buildMySpaceCard({ venue, stats: undefined, config });
    expect(empty).toMatchObject({ points: 0, giftsAvailable: 0, pointsToNextGift: 50 });
    expect(empty.level.key).toBe('new');
  });
});
