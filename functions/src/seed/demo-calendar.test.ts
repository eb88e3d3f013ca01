import { describe, expect, it } from 'vitest';
import { addDays, parisDate, parisTimestamp, weekdayOf } from './demo-calendar';

describe('demo calendar (Europe/Paris)', () => {
  it('gives the Paris date, which differs from UTC late in the evening', () => {
    expect(parisDate(new Date('2026-11-22T23:30:00.000Z'))).toBe('2026-11-23');
    expect(parisDate(new Date('2026-11-22T10:00:00.000Z'))).toBe('2026-11-22');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('converts Paris wall time to UTC in winter and in summer', () => {
    expect(parisTimestamp('2026-11-22', '19:30')).toBe('2026-11-22T18:30:00.000Z');
    expect(parisTimestamp('2026-07-14', '12:00')).toBe('2026-07-14T10:00:00.000Z');
    // 23:30 + 60 min is 00:30 the next day in Paris, 23:30 UTC.
    expect(parisTimestamp('2026-11-22', '23:30', 60)).toBe('2026-11-22T23:30:00.000Z');
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-11-22')).toBe('sunday');
    expect(weekdayOf('2026-11-23')).toBe('monday');
  });
});
