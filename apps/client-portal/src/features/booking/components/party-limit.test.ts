import { describe, expect, it } from 'vitest';
import { partyLimit } from './party-limit';

describe('partyLimit', () => {
  it('is the online maximum when the slot has more covers left, or when they are unknown', () => {
    expect(partyLimit(12, 30)).toBe(12);
    expect(partyLimit(12, 12)).toBe(12);
    expect(partyLimit(8, undefined)).toBe(8);
  });

  it('is the covers left at the slot when fewer than the online maximum', () => {
    expect(partyLimit(12, 5)).toBe(5);
    expect(partyLimit(12, 1)).toBe(1);
  });

  it('never drops below 1 for a slot reported without covers (it cannot be chosen anyway)', () => {
    expect(partyLimit(12, 0)).toBe(12);
  });
});
