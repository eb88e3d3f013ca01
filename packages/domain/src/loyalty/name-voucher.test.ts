import { describe, expect, it } from 'vitest';
import { nameVoucher } from './name-voucher';

describe('nameVoucher', () => {
  it('names a gift voucher by its gift, never by its number', () => {
    expect(nameVoucher({ value: 4, giftNumber: 4, giftName: 'Dessert offert' })).toBe('Dessert offert');
    // Older vouchers without giftName: the description without its emoji.
    expect(nameVoucher({ value: 2, giftNumber: 2, description: '☕ Café offert' })).toBe('Café offert');
    expect(nameVoucher({ value: 2, giftNumber: 2, description: '👨‍🍳 Menu du chef' })).toBe('Menu du chef');
    expect(nameVoucher({ value: 3, giftNumber: 3 })).toBe('Cadeau');
  });

  it('gives a discount in euros, French digits', () => {
    expect(nameVoucher({ value: 10 })).toBe('Bon de réduction 10,00 €');
    expect(nameVoucher({ value: 7.5 })).toBe('Bon de réduction 7,50 €');
    expect(nameVoucher({ value: 1500 })).toBe('Bon de réduction 1 500,00 €');
    expect(nameVoucher({ value: Number.NaN })).toBe('Bon de réduction 0,00 €');
  });
});
