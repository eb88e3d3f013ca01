import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG, LoyaltyConfigSchema } from './loyalty-config-schema';

describe('DEFAULT_LOYALTY_CONFIG', () => {
  it('holds the values of ARCHITECTURE §4', () => {
    expect(DEFAULT_LOYALTY_CONFIG).toMatchObject({
      pointsPerReservation: 5,
      pointsPerReview: 5,
      pointsPerEuroSpent: 0.1,
      pointsForCancellation: -5,
      pointsForNoShow: -50,
      pointsForWalkIn: 10,
      giftInterval: 50,
      levels: { bronze: 100, silver: 250, gold: 500, diamond: 1000 },
      rewardPoints: 50,
    });
    expect(DEFAULT_LOYALTY_CONFIG.gifts.map((gift) => gift.name)).toEqual([
      'Boisson offerte',
      'Dessert offert',
      'Entrée offerte',
      'Plat offert',
      'Menu complet offert',
    ]);
    expect(DEFAULT_LOYALTY_CONFIG.gifts.map((gift) => gift.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('cannot be mutated by a consumer', () => {
    expect(() => {
      (DEFAULT_LOYALTY_CONFIG.gifts[0] as { name: string }).name = 'x';
    }).toThrow(TypeError);
    expect(
      (JSON.parse(JSON.stringify(DEFAULT_LOYALTY_CONFIG)) as typeof DEFAULT_LOYALTY_CONFIG).gifts[0]?.name,
    ).toBe('Boisson offerte');
  });

  it('is itself valid', () => {
    expect(LoyaltyConfigSchema.safeParse(DEFAULT_LOYALTY_CONFIG).success).toBe(true);
  });
});

describe('LoyaltyConfigSchema', () => {
  const valid = DEFAULT_LOYALTY_CONFIG;
  const rejects = (patch: Record<string, unknown>) =>
    LoyaltyConfigSchema.safeParse({ ...valid, ...patch }).success;

  it('refuses a gift interval below 1', () => {
    expect(rejects({ giftInterval: 0 })).toBe(false);
    expect(rejects({ giftInterval: 1 })).toBe(true);
  });

  it('refuses an emoji of more than 2 characters, counting an emoji as one', () => {
    const gift = { name: 'Café', emoji: '☕', order: 1 };
    expect(rejects({ gifts: [{ ...gift, emoji: '🎁🎁' }] })).toBe(true);
    expect(rejects({ gifts: [{ ...gift, emoji: '🎁🎁🎁' }] })).toBe(false);
    expect(rejects({ gifts: [{ ...gift, emoji: 'abc' }] })).toBe(false);
  });

  it('refuses negative earned points and positive penalties', () => {
    expect(rejects({ pointsPerReview: -1 })).toBe(false);
    expect(rejects({ pointsForNoShow: 50 })).toBe(false);
  });

  it('refuses gifts without an order, with duplicate orders, or an empty list', () => {
    expect(rejects({ gifts: [{ name: 'Café', emoji: '☕' }] })).toBe(false);
    const gift = { name: 'Café', emoji: '☕', order: 1 };
    expect(rejects({ gifts: [gift, gift] })).toBe(false);
    expect(rejects({ gifts: [] })).toBe(false);
  });

  it('refuses values above one million', () => {
    expect(rejects({ giftInterval: 1_000_001 })).toBe(false);
    expect(rejects({ pointsForNoShow: -1_000_001 })).toBe(false);
  });

  it('refuses thresholds that are not increasing', () => {
    expect(rejects({ levels: { bronze: 300, silver: 250, gold: 500, diamond: 1000 } })).toBe(false);
  });
});
