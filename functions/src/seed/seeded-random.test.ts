import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random';

describe('createSeededRandom', () => {
  it('gives the same sequence for the same seed and another one for another seed', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const random = createSeededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const value = random.int(2, 5);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(5);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });

  it('refuses impossible requests instead of returning garbage', () => {
    const random = createSeededRandom(1);
    expect(() => random.int(3, 2)).toThrow(RangeError);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('honours probabilities roughly', () => {
    const random = createSeededRandom(99);
    let hits = 0;
    for (let i = 0; i < 2000; i += 1) if (random.chance(0.25)) hits += 1;
    expect(hits).toBeGreaterThan(400);
    expect(hits).toBeLessThan(600);
  });
});
