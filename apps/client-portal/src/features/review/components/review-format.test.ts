import { describe, expect, it } from 'vitest';
import { formatEarnedPoints, longFrenchDate, pointsText } from './review-format';

describe('review formats', () => {
  it('writes the visit day in French', () => {
    expect(longFrenchDate('2026-11-21')).toBe('samedi 21 novembre 2026');
    expect(longFrenchDate('2027-01-01')).toBe('vendredi 1 janvier 2027');
    expect(longFrenchDate('pas une date')).toBe('pas une date');
  });

  it('writes points with French singular and one decimal at most', () => {
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(1.5)).toBe('1,5 point');
    expect(pointsText(5)).toBe('5 points');
    expect(formatEarnedPoints(2.25)).toBe('+2,3 points');
  });
});
