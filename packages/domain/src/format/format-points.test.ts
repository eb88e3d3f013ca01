import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('formatPoints', () => {
  it('shows one decimal in French', () => {
    expect(formatPoints({ points: 12.345 })).toBe('12,3');
    expect(formatPoints({ points: 5 })).toBe('5,0');
  });
  it('never shows a negative balance', () => {
    expect(formatPoints({ points: -4 })).toBe('0,0');
    expect(formatPoints({ points: Number.NaN })).toBe('0,0');
  });
});
