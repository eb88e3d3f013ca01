import { describe, expect, it } from 'vitest';
import { computeBillCeiling } from './compute-bill-ceiling';

describe('computeBillCeiling', () => {
  it('uses the venue’s own ceiling when it set one', () => {
    expect(computeBillCeiling({ configuredPerCover: 90, takings: 50_000, billedCovers: 1000 })).toEqual({
      perCover: 90,
      source: 'configured',
    });
  });
  it('is 4 times the average per cover once the venue has 30 billed guests, never below 60 €', () => {
    expect(computeBillCeiling({ configuredPerCover: null, takings: 3500, billedCovers: 100 })).toEqual({
      perCover: 140,
      source: 'average',
    });
    expect(computeBillCeiling({ configuredPerCover: null, takings: 300, billedCovers: 30 })).toEqual({
      perCover: 60,
      source: 'average',
    });
  });
  it('is 150 € per cover for a venue without enough bills to trust', () => {
    expect(computeBillCeiling({ configuredPerCover: null, takings: 29_000, billedCovers: 29 })).toEqual({
      perCover: 150,
      source: 'new_venue',
    });
    expect(computeBillCeiling({ configuredPerCover: null, takings: 0, billedCovers: 0 }).perCover).toBe(150);
    expect(
      computeBillCeiling({ configuredPerCover: null, takings: Number.NaN, billedCovers: 40 }).perCover,
    ).toBe(150);
  });
});
