import { describe, expect, it } from 'vitest';
import { toMyVoucher } from './to-my-voucher';

describe('toMyVoucher', () => {
  it('shows a voucher past its expiry as expired, and keeps what names its gift', () => {
    const data = {
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      description: '🍰 Dessert offert',
      value: 4,
      barcode: 'REWARD:335478293',
      status: 'active',
      createdAt: '2026-10-01T10:00:00.000Z',
      expiryDate: '2026-11-01T00:00:00.000Z',
      giftNumber: 4,
      giftName: 'Dessert offert',
    };
    expect(toMyVoucher({ id: 'v1', data, now: new Date('2026-11-28T12:00:00Z') })).toEqual({
      id: 'v1',
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      description: '🍰 Dessert offert',
      value: 4,
      code: 'REWARD:335478293',
      status: 'expired',
      createdAt: '2026-10-01T10:00:00.000Z',
      expiryDate: '2026-11-01T00:00:00.000Z',
      giftNumber: 4,
      giftName: 'Dessert offert',
    });
    expect(
      toMyVoucher({
        id: 'v2',
        data: { status: 'used', usedAt: '2026-11-02T10:00:00.000Z' },
        now: new Date(),
      }),
    ).toMatchObject({ status: 'used', usedAt: '2026-11-02T10:00:00.000Z', code: '' });
  });
});
