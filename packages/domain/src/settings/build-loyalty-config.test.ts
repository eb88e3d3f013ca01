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
          { name: ' ', emoji: '', value: '' },
          { name: 'Café', emoji: '☕', value: '2,50' },
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
        { name: 'Café', emoji: '☕', order: 2, value: 2.5 },
      ],
    });
    expect(config.gifts[0]).not.toHaveProperty('value');
    expect(LoyaltyConfigSchema.safeParse(config).success).toBe(true);
  });

  it('reads the discount rate, its blanks taking the spec’s 100 points for 10 €', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    expect(form.discount).toEqual({ enabled: false, pointsPerVoucher: '100', voucherValue: '10' });
    const on = buildLoyaltyConfig({
      form: { ...form, discount: { enabled: true, pointsPerVoucher: '', voucherValue: '7,50' } },
    });
    expect(on.discount).toEqual({ enabled: true, pointsPerVoucher: 100, voucherValue: 7.5 });
  });

  it('reads the cancellation window and the bill ceiling: blanks are 24 h and « automatique », 0 h is kept', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    expect(form).toMatchObject({ freeCancellationHours: '24', billCeilingPerCover: '' });
    expect(
      buildLoyaltyConfig({ form: { ...form, freeCancellationHours: '', billCeilingPerCover: '' } }),
    ).toMatchObject({ freeCancellationHours: 24, billCeilingPerCover: null });
    const set = buildLoyaltyConfig({
      form: { ...form, freeCancellationHours: '0', billCeilingPerCover: '120,50' },
    });
    expect(set).toMatchObject({ freeCancellationHours: 0, billCeilingPerCover: 120.5 });
    expect(loyaltyConfigToForm({ config: set })).toMatchObject({
      freeCancellationHours: '0',
      billCeilingPerCover: '120,5',
    });
    const wrong = LoyaltyConfigSchema.safeParse(
      buildLoyaltyConfig({ form: { ...form, freeCancellationHours: '200' } }),
    );
    expect(wrong.success ? '' : wrong.error.issues[0]?.message).toBe(
      'Le délai d’annulation doit être un nombre d’heures entre 0 et 168',
    );
    const low = LoyaltyConfigSchema.safeParse(
      buildLoyaltyConfig({ form: { ...form, billCeilingPerCover: '5' } }),
    );
    expect(low.success ? '' : low.error.issues[0]?.message).toBe(
      'Le plafond par couvert doit être compris entre 10 et 10 000 €',
    );
  });

  it('leaves the schema to word a value that is not money', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    const message = (patch: Partial<typeof form>) => {
      const result = LoyaltyConfigSchema.safeParse(buildLoyaltyConfig({ form: { ...form, ...patch } }));
      return result.success ? null : result.error.issues[0]?.message;
    };
    const gifts = form.gifts.map((gift, i) => (i === 0 ? { ...gift, value: 'quatre' } : gift));
    expect(message({ gifts })).toBe('La valeur d’un cadeau doit être comprise entre 0 et 1 000 €');
    expect(message({ gifts: form.gifts.map((g) => ({ ...g, value: '4,555' })) })).toBe(
      'La valeur d’un cadeau doit être comprise entre 0 et 1 000 €',
    );
    expect(message({ discount: { ...form.discount, pointsPerVoucher: '0' } })).toBe(
      'Le nombre de points d’un bon doit être un entier entre 1 et 1 000 000',
    );
    expect(message({ discount: { ...form.discount, pointsPerVoucher: '2,5' } })).toBe(
      'Le nombre de points d’un bon doit être un entier entre 1 et 1 000 000',
    );
    expect(message({ discount: { ...form.discount, voucherValue: '0' } })).toBe(
      'La valeur du bon doit être comprise entre 0,01 € et 1 000 €',
    );
    expect(message({ discount: { ...form.discount, voucherValue: '1500' } })).toBe(
      'La valeur du bon doit être comprise entre 0,01 € et 1 000 €',
    );
  });

  it('leaves the schema to refuse an interval below 1', () => {
    const form = loyaltyConfigToForm({ config: DEFAULT_LOYALTY_CONFIG });
    const result = LoyaltyConfigSchema.safeParse(
      buildLoyaltyConfig({ form: { ...form, giftInterval: '0' } }),
    );
    expect(result.success).toBe(false);
  });
});
