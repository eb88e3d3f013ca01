import { describe, expect, it } from 'vitest';
import { lastBookableDate, longFrenchDate, nextDays, parisToday } from './booking-dates';

describe('booking dates', () => {
  it('uses the Paris calendar day', () => {
    expect(parisToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(parisToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
  it('opens 90 days ahead', () => {
    expect(lastBookableDate('2026-11-22')).toBe('2027-02-20');
  });
  it('lists quick-pick days and writes long French dates', () => {
    expect(nextDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(longFrenchDate('2026-11-22')).toBe('dimanche 22 novembre 2026');
  });
});
