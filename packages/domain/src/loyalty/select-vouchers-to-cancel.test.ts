import { describe, expect, it } from 'vitest';
import { selectVouchersToCancel, type BoughtVoucher } from './select-vouchers-to-cancel';

const since = '2026-11-22T21:00:00.000Z';
const voucher = (id: string, createdAt: string, extra: Partial<BoughtVoucher> = {}): BoughtVoucher => ({
  id,
  status: 'active',
  rewardType: 'discount',
  restaurantId: 'r1',
  pointsUsed: 100,
  createdAt,
  ...extra,
});

describe('selectVouchersToCancel', () => {
  it('cancels the newest unused vouchers bought since the credit until the balance is 0 or more', () => {
    const vouchers = [
      voucher('a', '2026-11-22T21:05:00.000Z'),
      voucher('b', '2026-11-22T21:06:00.000Z'),
      voucher('c', '2026-11-22T21:07:00.000Z'),
    ];
    expect(selectVouchersToCancel({ balance: -150, since, restaurantId: 'r1', vouchers })).toEqual({
      ids: ['c', 'b'],
      balance: 50,
    });
    expect(selectVouchersToCancel({ balance: 0, since, restaurantId: 'r1', vouchers }).ids).toEqual([]);
  });
  it('leaves used vouchers, gifts, older vouchers and other venues’: the balance stays below 0', () => {
    const vouchers = [
      voucher('used', '2026-11-22T21:05:00.000Z', { status: 'used' }),
      voucher('gift', '2026-11-22T21:05:00.000Z', { rewardType: 'gift' }),
      voucher('older', '2026-11-22T20:59:59.000Z'),
      voucher('elsewhere', '2026-11-22T21:05:00.000Z', { restaurantId: 'r2' }),
    ];
    expect(selectVouchersToCancel({ balance: -300, since, restaurantId: 'r1', vouchers })).toEqual({
      ids: [],
      balance: -300,
    });
  });
});
