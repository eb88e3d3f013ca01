import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG, LoyaltyConfigSchema } from '../loyalty/loyalty-config-schema';
import { buildLoyaltyConfig, loyaltyConfigToForm } from './build-loyalty-config';

describe('buildLoyaltyConfig', () => {
  it('gives back the configuration its form was made from', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    expect(buildLoyaltyConfig({ form })).toEqual(DEFAULT_LOYALTY_CONFIG);
  });

  it('falls back to the defaults for blanks, reads French decimals and keeps penalties negative', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    const config = buildLoyaltyConfig({
      form: {
        ...form,
        pointsPerReservation: '',
        pointsPerEuroSpent: '0,5',
        pointsForNoShow: '30',
        levels: { ...form.levels, gold: ' ' },
        gifts: [
          { name: ' ', emoji: '' },
          { name: 'Café', emoji: '☕' },
        ],
      },
    });
    expect(config).toMatchObject({
      pointsPerReservation: 5,
      pointsPerEuroSpent: 0.5,
      pointsForNoShow: -30,
      levels: { gold: 500 },
      gifts: [
        { name: 'Cadeau', emoji: '🎁', order: 1 },
        { name: 'Café', emoji: '☕', order: 2 },
      ],
    });
    expect(LoyaltyConfigSchema.safeParse(config).success).toBe(true);
  });

  it('leaves the schema to refuse an interval below 1', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    const result = LoyaltyConfigSchema.safeParse(
      buildLoyaltyConfig({ form: { ...form, giftInterval: '0' } }),
    );
    expect(result.success).toBe(false);
  });
});
