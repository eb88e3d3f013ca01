import { describe, expect, it } from 'vitest';
import { checkDiscountConversion } from './check-discount-conversion';

describe('checkDiscountConversion', () => {
  const discount = { enabled: true, pointsPerVoucher: 100, voucherValue: 10 };
  it('converts at the venue’s rate', () => {
    expect(checkDiscountConversion({ discount, points: 250.5 })).toEqual({
      ok: true,
      pointsUsed: 100,
      value: 10,
      pointsAfter: 150.5,
    });
    expect(checkDiscountConversion({ discount, points: 100 })).toMatchObject({ ok: true, pointsAfter: 0 });
  });
  it('refuses short balances and venues offering none', () => {
    expect(checkDiscountConversion({ discount, points: 99.9 })).toEqual({
      ok: false,
      message: 'Il vous faut 100 points pour obtenir ce bon de réduction',
    });
    expect(checkDiscountConversion({ discount, points: Number.NaN })).toMatchObject({ ok: false });
    expect(checkDiscountConversion({ discount: { ...discount, enabled: false }, points: 500 })).toEqual({
      ok: false,
      message: 'Ce restaurant ne propose pas de bon de réduction',
    });
  });
  it('refuses a balance below 0 with its own message, even when the venue gives vouchers (issue 49)', () => {
    expect(checkDiscountConversion({ discount, points: -12 })).toEqual({
      ok: false,
      message:
        'Votre solde est de -12,0 points : les conversions reprendront quand il sera de nouveau positif',
    });
    expect(checkDiscountConversion({ discount, points: 0 })).toMatchObject({ ok: false });
  });
});
