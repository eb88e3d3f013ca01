import type { MyVoucher } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  newestFirst,
  voucherSpentText,
  voucherStatusText,
  voucherStatusTone,
  voucherValidityText,
  voucherValueText,
} from './voucher-texts';

const voucher = (overrides: Partial<MyVoucher>): MyVoucher => ({
  id: 'v1',
  restaurantId: 'r1',
  restaurantName: 'Au Bureau',
  description: '☕ Café offert',
  value: 2,
  code: 'REWARD:312345602',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  giftNumber: 2,
  ...overrides,
});

describe('voucher texts', () => {
  it('says a voucher that can no longer serve, as its open sheet shows it', () => {
    expect(voucherSpentText(voucher({ status: 'used', usedAt: '2026-11-22T13:05:00.000Z' }))).toBe(
      'Bon utilisé le 22/11/2026 à 14:05 : il ne peut plus servir.',
    );
    expect(voucherSpentText(voucher({ status: 'expired' }))).toBe('Bon expiré : il ne peut plus servir.');
  });

  it("says 'Disponible', 'Utilisé le {date et heure de Paris}' and 'Expiré'", () => {
    expect(voucherStatusText(voucher({}))).toBe('Disponible');
    expect(voucherStatusText(voucher({ status: 'used', usedAt: '2026-11-22T10:00:00.000Z' }))).toBe(
      'Utilisé le 22/11/2026 à 11:00',
    );
    expect(voucherStatusText(voucher({ status: 'used' }))).toBe('Utilisé');
    expect(voucherStatusText(voucher({ status: 'expired' }))).toBe('Expiré');
    expect(voucherStatusTone('active')).toBe('success');
    expect(voucherStatusTone('used')).toBe('neutral');
  });

  it("is 'Valable à vie' without an expiry date, else valid until a Paris calendar date", () => {
    expect(voucherValidityText(voucher({}))).toBe('Valable à vie');
    expect(voucherValidityText(voucher({ expiryDate: '2026-12-31' }))).toBe("Valable jusqu'au 31/12/2026");
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(voucherValidityText(voucher({ expiryDate: '2026-12-31T23:30:00.000Z' }))).toBe(
      "Valable jusqu'au 01/01/2027",
    );
  });

  it('gives a gift voucher its gift number and a discount its euros', () => {
    expect(voucherValueText(voucher({ giftName: 'Dessert offert' }))).toBe('Dessert offert');
    expect(voucherValueText(voucher({ giftNumber: undefined, value: 10 }))).toBe('Bon de réduction 10,00 €');
  });

  it('sorts newest first', () => {
    const sorted = newestFirst([
      voucher({ id: 'old', createdAt: '2026-01-01T10:00:00.000Z' }),
      voucher({ id: 'new', createdAt: '2026-06-01T10:00:00.000Z' }),
    ]);
    expect(sorted.map((v) => v.id)).toEqual(['new', 'old']);
  });
});
