import { describe, expect, it } from 'vitest';
import { computeSpendPoints } from './compute-spend-points';

describe('computeSpendPoints', () => {
  it('rounds down to one decimal and gives nothing for no bill', () => {
    expect(computeSpendPoints({ amountEuros: 86.5, pointsPerEuroSpent: 0.1 })).toBe(8.6);
    expect(computeSpendPoints({ amountEuros: 99.99, pointsPerEuroSpent: 0.1 })).toBe(9.9);
    expect(computeSpendPoints({ amountEuros: 70, pointsPerEuroSpent: 0.1 })).toBe(7);
    expect(computeSpendPoints({ amountEuros: 100_000, pointsPerEuroSpent: 0.1 })).toBe(10_000);
    expect(computeSpendPoints({ amountEuros: 0, pointsPerEuroSpent: 0.1 })).toBe(0);
    expect(computeSpendPoints({ amountEuros: -5, pointsPerEuroSpent: 0.1 })).toBe(0);
    expect(computeSpendPoints({ amountEuros: 12, pointsPerEuroSpent: Number.NaN })).toBe(0);
  });
});
