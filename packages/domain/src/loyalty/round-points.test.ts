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
  it('lets a penalty take at most what the balance holds above 0', () => {
    expect(applyPointsDelta({ balance: 3, delta: -5 })).toBe(0);
    expect(applyPointsDelta({ balance: 20, delta: -50 })).toBe(0);
    // Already below 0 (points taken back after they were spent): a penalty takes nothing more, gives nothing.
    expect(applyPointsDelta({ balance: -3, delta: -5 })).toBe(-3);
    expect(applyPointsDelta({ balance: -3, delta: 5 })).toBe(2);
  });
  it('takes back credited points exactly, below 0 if need be', () => {
    expect(applyPointsDelta({ balance: 3, delta: -5, floorAtZero: false })).toBe(-2);
    expect(applyPointsDelta({ balance: -2, delta: 0.5, floorAtZero: false })).toBe(-1.5);
  });
});
