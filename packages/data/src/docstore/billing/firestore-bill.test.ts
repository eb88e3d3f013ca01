import { describe, expect, it } from 'vitest';
import { EUR_PER_USD, eurosOf, scaleOps, type FirestorePrices } from './firestore-bill';

describe("Firestore's bill in euros (issue 53)", () => {
  it('prices at the europe-west1 list prices by default, converted to euros', () => {
    expect(eurosOf({ reads: 100_000, writes: 100_000, deletes: 100_000 })).toBeCloseTo(
      (0.03 + 0.09 + 0.01) * EUR_PER_USD,
      10,
    );
  });

  it('prices reads, writes and deletes per 100 000 at the prices given', () => {
    const prices: FirestorePrices = {
      readsPer100k: 0.03,
      writesPer100k: 0.09,
      deletesPer100k: 0.01,
      currency: 'USD',
      readOn: 'x',
    };
    expect(eurosOf({ reads: 100_000, writes: 0, deletes: 0 }, prices, 1)).toBeCloseTo(0.03, 10);
    expect(eurosOf({ reads: 0, writes: 100_000, deletes: 0 }, prices, 1)).toBeCloseTo(0.09, 10);
    expect(eurosOf({ reads: 0, writes: 0, deletes: 100_000 }, prices, 1)).toBeCloseTo(0.01, 10);
    expect(eurosOf({ reads: 200_000, writes: 50_000, deletes: 10_000 }, prices, 0.5)).toBeCloseTo(
      (0.06 + 0.045 + 0.001) * 0.5,
      10,
    );
  });

  it('scales a day measured on some covers to 1 000 covers or a 3 000-cover month', () => {
    expect(scaleOps({ reads: 300, writes: 60, deletes: 3 }, 100, 3000)).toEqual({
      reads: 9000,
      writes: 1800,
      deletes: 90,
    });
    expect(scaleOps({ reads: 1, writes: 1, deletes: 1 }, 0, 1000)).toEqual({
      reads: 0,
      writes: 0,
      deletes: 0,
    });
  });
});
