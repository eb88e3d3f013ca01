import { describe, expect, it } from 'vitest';
import { readVoucherEuros } from './read-voucher-euros';

describe('readVoucherEuros', () => {
  it('counts a discount’s euros and a gift’s only when the venue valued it', () => {
    expect(readVoucherEuros({ rewardType: 'discount', value: 10 })).toBe(10);
    expect(readVoucherEuros({ rewardType: 'gift', giftNumber: 4, value: 4 })).toBeUndefined();
    expect(readVoucherEuros({ rewardType: 'gift', value: 4.5, valueSet: true })).toBe(4.5);
    expect(readVoucherEuros({ rewardType: 'gift', valueSet: false })).toBeUndefined();
    // A usage record made before usages carried their type came from a gift voucher.
    expect(readVoucherEuros({ value: 3 })).toBeUndefined();
    expect(readVoucherEuros({ rewardType: 'discount', value: 'dix' })).toBeUndefined();
    expect(readVoucherEuros({ rewardType: 'discount', value: -5 })).toBe(0);
  });
});
