import { describe, expect, it } from 'vitest';
import { isCancellation, isRefusal } from './is-refusal';

const refusal = {
  reason: 'full',
  text: 'Le restaurant est complet pour ce créneau.',
  at: '2026-11-22T10:00:00.000Z',
  by: 'u1',
};

describe('isRefusal', () => {
  it('tells a refused request from a cancellation', () => {
    expect(isRefusal({ status: 'CANCELLED', refusal })).toBe(true);
    expect(isCancellation({ status: 'CANCELLED', refusal })).toBe(false);
    expect(isRefusal({ status: 'CANCELLED' })).toBe(false);
    expect(isCancellation({ status: 'CANCELLED' })).toBe(true);
    expect(isCancellation({ status: 'cancelled' })).toBe(true);
  });

  it('is never a refusal once the status moved on, whatever was left behind', () => {
    for (const status of ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED', 'NO_SHOW']) {
      expect(isRefusal({ status, refusal })).toBe(false);
      expect(isCancellation({ status, refusal })).toBe(false);
    }
  });
});
