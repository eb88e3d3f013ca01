import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG, LoyaltyConfigSchema } from './loyalty-config-schema';
import { normalizeLoyaltyConfig } from './normalize-loyalty-config';

const parses = (patch: Record<string, unknown>) =>
  LoyaltyConfigSchema.safeParse({ ...DEFAULT_LOYALTY_CONFIG, ...patch }).success;

describe('LoyaltyConfigSchema (properties)', () => {
  it('rejects every gift interval below 1', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (giftInterval) => {
        expect(parses({ giftInterval })).toBe(false);
      }),
    );
  });

  it('rejects every gift emoji longer than 2 characters', () => {
    const emoji = fc
      .array(fc.constantFrom('🎁', '🍰', 'a', '☕', '🥗'), { minLength: 3, maxLength: 6 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(emoji, (value) => {
        expect(parses({ gifts: [{ name: 'Cadeau', emoji: value, order: 1 }] })).toBe(false);
      }),
    );
  });

  it('rejects negative earned points and positive penalties', () => {
    const negative = fc.double({ max: -0.001, noNaN: true, noDefaultInfinity: true });
    const positive = fc.double({ min: 0.001, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(negative, positive, (below, above) => {
        expect(parses({ pointsPerReservation: below })).toBe(false);
        expect(parses({ pointsForWalkIn: below })).toBe(false);
        expect(parses({ pointsForNoShow: above })).toBe(false);
        expect(parses({ pointsForCancellation: above })).toBe(false);
      }),
    );
  });

  it('normalises any stored value into a valid configuration', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(
          fc.constantFrom('giftInterval', 'pointsPerReview', 'pointsForNoShow', 'gifts', 'levels'),
          fc.anything(),
        ),
        (raw, partial) => {
          expect(LoyaltyConfigSchema.safeParse(normalizeLoyaltyConfig({ raw })).success).toBe(true);
          expect(LoyaltyConfigSchema.safeParse(normalizeLoyaltyConfig({ raw: partial })).success).toBe(true);
        },
      ),
    );
  });
});
