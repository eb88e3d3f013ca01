import { describe, expect, it } from 'vitest';
import { listClaimableGifts } from './list-claimable-gifts';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';

const gifts = DEFAULT_LOYALTY_CONFIG.gifts;

describe('listClaimableGifts', () => {
  it('lists the gifts earned and not yet claimed', () => {
    expect(listClaimableGifts({ points: 160, giftInterval: 50, giftsClaimed: 1, gifts })).toEqual([
      { giftNumber: 2, name: 'Dessert offert', emoji: '🍰', pointsRequired: 100, voucherValue: 2 },
      { giftNumber: 3, name: 'Entrée offerte', emoji: '🥗', pointsRequired: 150, voucherValue: 3 },
    ]);
  });
  it('is empty when everything is claimed or nothing is earned', () => {
    expect(listClaimableGifts({ points: 160, giftInterval: 50, giftsClaimed: 3, gifts })).toEqual([]);
    expect(listClaimableGifts({ points: 49, giftInterval: 50, giftsClaimed: 0, gifts })).toEqual([]);
  });
  it('falls back to a generic gift and caps the voucher value', () => {
    const result = listClaimableGifts({ points: 100, giftInterval: 1, giftsClaimed: 98, gifts: [] });
    expect(result.map((gift) => [gift.giftNumber, gift.voucherValue, gift.name, gift.emoji])).toEqual([
      [99, 99, 'Cadeau', '🎁'],
      [100, 99, 'Cadeau', '🎁'],
    ]);
  });
});
