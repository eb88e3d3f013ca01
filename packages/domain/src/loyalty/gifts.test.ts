import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGiftClaim } from './check-gift-claim';
import { computeGiftCost, computeGiftProgress, countGiftsEarned } from './compute-gift-progress';
import { detectNewGifts, formatNewGiftsMessage } from './detect-new-gifts';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';
import { selectGiftItem } from './select-gift-item';

const gifts = DEFAULT_LOYALTY_CONFIG.gifts;

describe('gift cycle', () => {
  it('counts gifts earned and the next threshold', () => {
    expect(computeGiftProgress({ points: 120, giftInterval: 50 })).toEqual({
      giftsEarned: 2,
      nextGiftAt: 150,
      pointsToNextGift: 30,
      progressPercent: 40,
    });
    expect(computeGiftProgress({ points: 0, giftInterval: 50 })).toMatchObject({
      giftsEarned: 0,
      nextGiftAt: 50,
    });
    expect(countGiftsEarned({ points: 49.9, giftInterval: 50 })).toBe(0);
    expect(countGiftsEarned({ points: 50, giftInterval: 50 })).toBe(1);
    expect(countGiftsEarned({ points: -10, giftInterval: 50 })).toBe(0);
    expect(countGiftsEarned({ points: 10, giftInterval: 0 })).toBe(10);
  });

  it('costs n × interval for gift n', () => {
    expect(computeGiftCost({ giftNumber: 3, giftInterval: 50 })).toBe(150);
  });

  it('chooses the gift item cyclically', () => {
    expect(selectGiftItem({ giftNumber: 1, gifts })?.name).toBe('Boisson offerte');
    expect(selectGiftItem({ giftNumber: 5, gifts })?.name).toBe('Menu complet offert');
    expect(selectGiftItem({ giftNumber: 6, gifts })?.name).toBe('Boisson offerte');
    expect(selectGiftItem({ giftNumber: 12, gifts })?.name).toBe('Dessert offert');
    expect(selectGiftItem({ giftNumber: 1, gifts: [] })).toBeUndefined();
  });

  it('orders by `order`, not by list position', () => {
    const shuffled = [
      { name: 'B', emoji: 'b', order: 2 },
      { name: 'A', emoji: 'a', order: 1 },
    ];
    expect(selectGiftItem({ giftNumber: 1, gifts: shuffled })?.name).toBe('A');
  });

  it('cycles with the length of the list (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 12 }), (n, count) => {
        const list = Array.from({ length: count }, (_, i) => ({
          name: `G${i + 1}`,
          emoji: '🎁',
          order: i + 1,
        }));
        expect(selectGiftItem({ giftNumber: n + count, gifts: list })).toEqual(
          selectGiftItem({ giftNumber: n, gifts: list }),
        );
        expect(selectGiftItem({ giftNumber: n, gifts: list })?.order).toBe(((n - 1) % count) + 1);
      }),
    );
  });

  it('refuses a claim below n × interval with the spec message', () => {
    expect(checkGiftClaim({ points: 149, giftNumber: 3, giftInterval: 50 })).toEqual({
      ok: false,
      pointsRequired: 150,
      message: 'Il vous faut 150 points pour obtenir ce cadeau',
    });
    expect(checkGiftClaim({ points: 150, giftNumber: 3, giftInterval: 50 })).toEqual({
      ok: true,
      pointsRequired: 150,
    });
  });

  it('allows gift n exactly from n × interval points, else names the points needed (property)', () => {
    fc.assert(
      fc.property(
        // Balances are kept to one decimal.
        fc.integer({ min: 0, max: 50_000 }).map((tenths) => tenths / 10),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 200 }),
        (points, giftNumber, giftInterval) => {
          const required = giftNumber * giftInterval;
          const check = checkGiftClaim({ points, giftNumber, giftInterval });
          expect(check.pointsRequired).toBe(required);
          expect(check.ok).toBe(points >= required);
          if (!check.ok) expect(check.message).toBe(`Il vous faut ${required} points pour obtenir ce cadeau`);
        },
      ),
    );
  });

  it('detects the gifts crossed by a visit', () => {
    expect(detectNewGifts({ pointsBefore: 45, pointsAfter: 55, giftInterval: 50 })).toEqual([1]);
    expect(detectNewGifts({ pointsBefore: 45, pointsAfter: 105, giftInterval: 50 })).toEqual([1, 2]);
    expect(detectNewGifts({ pointsBefore: 55, pointsAfter: 95, giftInterval: 50 })).toEqual([]);
    expect(detectNewGifts({ pointsBefore: 120, pointsAfter: 60, giftInterval: 50 })).toEqual([]);
    expect(formatNewGiftsMessage({ count: 2 })).toBe(
      '🎁 2 nouveau(x) cadeau(x) disponible(s) ! Consultez vos récompenses.',
    );
  });
});
