import { describe, expect, it } from 'vitest';
import { checkVoucherUsable } from './check-voucher-usable';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('checkVoucherUsable', () => {
  it('lets an active voucher through, with or without a future expiry', () => {
    expect(checkVoucherUsable({ status: 'active', now })).toEqual({ ok: true, status: 'active' });
    expect(checkVoucherUsable({ status: 'active', expiryDate: '2026-12-01T00:00:00.000Z', now })).toEqual({
      ok: true,
      status: 'active',
    });
  });

  it('refuses a used voucher with its use date and time in Paris', () => {
    expect(checkVoucherUsable({ status: 'used', usedAt: '2026-11-22T13:05:00.000Z', now })).toEqual({
      ok: false,
      status: 'used',
      message: 'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 14:05)',
    });
    expect(checkVoucherUsable({ status: 'used', now })).toEqual({
      ok: false,
      status: 'used',
      message: 'Ce bon a déjà été utilisé/expiré',
    });
  });

  it('refuses an expired voucher, by status or by date', () => {
    expect(checkVoucherUsable({ status: 'active', expiryDate: '2026-11-20T09:30:00.000Z', now })).toEqual({
      ok: false,
      status: 'expired',
      message: 'Ce bon a déjà été utilisé/expiré (expiré le 20/11/2026 à 10:30)',
    });
    expect(checkVoucherUsable({ status: 'active', expiryDate: now.toISOString(), now }).ok).toBe(false);
    expect(checkVoucherUsable({ status: 'expired', expiryDate: '', now })).toEqual({
      ok: false,
      status: 'expired',
      message: 'Ce bon a déjà été utilisé/expiré',
    });
  });

  it('refuses a voucher cancelled by a reversal, saying so (issue 49)', () => {
    expect(checkVoucherUsable({ status: 'cancelled', now })).toEqual({
      ok: false,
      status: 'cancelled',
      message: 'Ce bon a été annulé : les points qui l’avaient payé ont été repris',
    });
  });
  // 'cancelled' is a known state since issue 49; an unknown one is still refused.
  it('refuses a voucher in an unknown state', () => {
    expect(checkVoucherUsable({ status: 'revoked', now })).toEqual({
      ok: false,
      status: 'expired',
      message: 'Ce bon a déjà été utilisé/expiré',
    });
  });
});
