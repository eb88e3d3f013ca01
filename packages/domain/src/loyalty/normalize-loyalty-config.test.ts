import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';
import { normalizeLoyaltyConfig } from './normalize-loyalty-config';

describe('normalizeLoyaltyConfig', () => {
  it('gives the defaults when there is no configuration', () => {
    expect(normalizeLoyaltyConfig({ raw: undefined })).toEqual(DEFAULT_LOYALTY_CONFIG);
    expect(normalizeLoyaltyConfig({ raw: 'nonsense' })).toEqual(DEFAULT_LOYALTY_CONFIG);
  });

  it('migrates a configuration without gifts nor gift interval', () => {
    const config = normalizeLoyaltyConfig({ raw: { pointsPerReservation: 7 } });
    expect(config.pointsPerReservation).toBe(7);
    expect(config.giftInterval).toBe(50);
    expect(config.gifts).toEqual(DEFAULT_LOYALTY_CONFIG.gifts);
  });

  it('falls back to defaults for blank and falsy inputs, and reads numeric strings', () => {
    const config = normalizeLoyaltyConfig({
      raw: {
        pointsPerReview: '',
        pointsForWalkIn: 0,
        pointsForNoShow: null,
        giftInterval: '25',
        pointsPerEuroSpent: '0,5',
      },
    });
    expect(config.pointsPerReview).toBe(5);
    expect(config.pointsForWalkIn).toBe(10);
    expect(config.pointsForNoShow).toBe(-50);
    expect(config.giftInterval).toBe(25);
    expect(config.pointsPerEuroSpent).toBe(0.5);
  });

  it('treats absurdly large values as typing mistakes', () => {
    const config = normalizeLoyaltyConfig({ raw: { giftInterval: 2 ** 53, pointsPerReview: 5e9 } });
    expect(config.giftInterval).toBe(50);
    expect(config.pointsPerReview).toBe(5);
  });

  it('never makes earned points negative nor penalties positive', () => {
    const config = normalizeLoyaltyConfig({
      raw: { pointsPerReservation: -5, pointsForCancellation: 5, giftInterval: 0.4 },
    });
    expect(config.pointsPerReservation).toBe(5);
    expect(config.pointsForCancellation).toBe(-5);
    expect(config.giftInterval).toBe(1);
  });

  it('reads the old keyed map of gifts in order and fills empty names and emojis', () => {
    const config = normalizeLoyaltyConfig({
      raw: {
        gifts: {
          order2: { name: '', emoji: '', order: 2 },
          order1: { name: 'Café', emoji: '☕☕☕', order: 1 },
        },
      },
    });
    expect(config.gifts).toEqual([
      { name: 'Café', emoji: '☕☕', order: 1 },
      { name: 'Cadeau', emoji: '🎁', order: 2 },
    ]);
  });

  it('renumbers gifts whose orders are missing or duplicated', () => {
    const config = normalizeLoyaltyConfig({
      raw: { gifts: [{ name: 'A', emoji: 'a', order: 3 }, 'broken', { name: 'B', emoji: 'b', order: 3 }] },
    });
    expect(config.gifts.map((gift) => `${gift.order}:${gift.name}`)).toEqual(['1:Cadeau', '2:A', '3:B']);
  });

  it('reads levels or the legacy levelThresholds and refuses a non increasing scale', () => {
    expect(
      normalizeLoyaltyConfig({
        raw: { levelThresholds: { bronze: 50, silver: 150, gold: 300, diamond: 600 } },
      }).levels,
    ).toEqual({
      bronze: 50,
      silver: 150,
      gold: 300,
      diamond: 600,
    });
    expect(normalizeLoyaltyConfig({ raw: { levels: { bronze: 900, silver: 250 } } }).levels).toEqual(
      DEFAULT_LOYALTY_CONFIG.levels,
    );
    expect(normalizeLoyaltyConfig({ raw: { levels: { bronze: '' } } }).levels).toEqual(
      DEFAULT_LOYALTY_CONFIG.levels,
    );
  });

  it('keeps each gift’s value in euros, dropping one that is not money', () => {
    const config = normalizeLoyaltyConfig({
      raw: {
        gifts: [
          { name: 'Plat offert', emoji: '🍝', order: 1, value: 14.5 },
          { name: 'Dessert', emoji: '🍰', order: 2, value: -3 },
          { name: 'Café', emoji: '☕', order: 3, value: '2' },
          { name: 'Menu', emoji: '🍴', order: 4 },
        ],
      },
    });
    expect(config.gifts.map((gift) => gift.value)).toEqual([14.5, undefined, undefined, undefined]);
  });

  it('reads the discount rate, off with the spec’s 100 points for 10 € unless the venue set it', () => {
    expect(normalizeLoyaltyConfig({ raw: {} }).discount).toEqual({
      enabled: false,
      pointsPerVoucher: 100,
      voucherValue: 10,
    });
    expect(
      normalizeLoyaltyConfig({
        raw: { discount: { enabled: true, pointsPerVoucher: 200, voucherValue: 25 } },
      }).discount,
    ).toEqual({ enabled: true, pointsPerVoucher: 200, voucherValue: 25 });
    expect(
      normalizeLoyaltyConfig({
        raw: { discount: { enabled: 'yes', pointsPerVoucher: 0, voucherValue: 5000 } },
      }).discount,
    ).toEqual({ enabled: false, pointsPerVoucher: 100, voucherValue: 10 });
  });
});
