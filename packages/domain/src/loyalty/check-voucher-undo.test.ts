import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import { checkVoucherUndo, VOUCHER_UNDO_MS } from './check-voucher-undo';

const usedAt = '2026-11-28T20:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(usedAt) + ms);

describe('checkVoucherUndo', () => {
  it('gives a used voucher back within a minute of its use, not after', () => {
    expect(checkVoucherUndo({ status: 'used', usedAt, now: after(0) })).toEqual({ ok: true });
    expect(checkVoucherUndo({ status: 'used', usedAt, now: after(VOUCHER_UNDO_MS) })).toEqual({ ok: true });
    expect(checkVoucherUndo({ status: 'used', usedAt, now: after(VOUCHER_UNDO_MS + 1) })).toEqual({
      ok: false,
      message: MESSAGES.scan.undoExpired,
    });
  });

  it('refuses a voucher that is not used, a use dated in the future or unreadable', () => {
    expect(checkVoucherUndo({ status: 'active', usedAt, now: after(1000) })).toEqual({
      ok: false,
      message: MESSAGES.scan.undoNotUsed,
    });
    expect(checkVoucherUndo({ status: 'used', usedAt, now: after(-1000) }).ok).toBe(false);
    expect(checkVoucherUndo({ status: 'used', usedAt: 'hier', now: after(1000) }).ok).toBe(false);
  });

  it('counts the minute on instants, whatever the Paris clock does that night', () => {
    // 2027-10-31: 02:59:30 summer time, then the clocks go back; 45 s later is 02:00:15 winter time.
    const atChange = '2027-10-31T00:59:30.000Z';
    expect(
      checkVoucherUndo({ status: 'used', usedAt: atChange, now: new Date('2027-10-31T01:00:15.000Z') }),
    ).toEqual({ ok: true });
    // 2027-03-28: 01:59:30 winter time, then 03:00 summer time.
    const spring = '2027-03-28T00:59:30.000Z';
    expect(
      checkVoucherUndo({ status: 'used', usedAt: spring, now: new Date('2027-03-28T01:00:40.000Z') }).ok,
    ).toBe(false);
  });
});
