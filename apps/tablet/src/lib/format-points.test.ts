import { describe, expect, it } from 'vitest';
import { formatPointsCount } from './format-points';

describe('formatPointsCount', () => {
  it('writes one decimal at most, the French way', () => {
    expect(formatPointsCount(40)).toBe('40');
    expect(formatPointsCount(12.5)).toBe('12,5');
    expect(formatPointsCount(12.345)).toBe('12,3');
    expect(formatPointsCount(Number.NaN)).toBe('0');
  });

  it('groups thousands', () => {
    expect(formatPointsCount(1250.5).replace(/\s/g, ' ')).toBe('1 250,5');
  });
});
