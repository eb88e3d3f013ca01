import { describe, expect, it } from 'vitest';
import { applyPointsDelta, roundPoints } from './round-points';

describe('roundPoints', () => {
  it('keeps one decimal without float noise', () => {
    expect(roundPoints({ points: 0.1 + 0.2 })).toBe(0.3);
    expect(roundPoints({ points: 12.345 })).toBe(12.3);
    expect(roundPoints({ points: 1.45 })).toBe(1.5);
    expect(roundPoints({ points: Number.NaN })).toBe(0);
  });
});

describe('applyPointsDelta', () => {
  it('adds and withdraws points', () => {
    expect(applyPointsDelta({ balance: 10, delta: 5 })).toBe(15);
    expect(applyPointsDelta({ balance: 10.2, delta: -5 })).toBe(5.2);
  });
  it('never goes below 0', () => {
    expect(applyPointsDelta({ balance: 3, delta: -5 })).toBe(0);
    expect(applyPointsDelta({ balance: 20, delta: -50 })).toBe(0);
  });
});
