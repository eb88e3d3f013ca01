import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';

describe('formatPoints', () => {
  it('shows one decimal in French', () => {
    expect(formatPoints({ points: 12.345 })).toBe('12,3');
    expect(formatPoints({ points: 5 })).toBe('5,0');
    expect(formatPoints({ points: Number.NaN })).toBe('0,0');
  });
  it('shows a balance below 0 with its sign, never « -0,0 »', () => {
    expect(formatPoints({ points: -4 })).toBe('-4,0');
    expect(formatPoints({ points: -0.04 })).toBe('0,0');
    expect(formatPoints({ points: -1234.5 }).replace(/[\u00a0\u202f]/g, ' ')).toBe('-1 234,5');
  });
});
