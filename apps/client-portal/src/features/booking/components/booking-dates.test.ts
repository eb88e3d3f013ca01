import { describe, expect, it } from 'vitest';
import { lastBookableDate, nextDays, parisToday } from './booking-dates';
import { chipParts, longFrenchDate } from './french-dates';

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

describe('day chips', () => {
  it('writes short French weekday, day and month', () => {
    expect(chipParts('2026-11-22')).toEqual({
      weekday: 'dimanche',
      day: '22',
      month: 'novembre',
      year: '2026',
    });
    expect(chipParts('2027-05-01')).toEqual({ weekday: 'samedi', day: '1', month: 'mai', year: '2027' });
  });
  it('keeps the calendar day whatever the hour of the device', () => {
    expect(longFrenchDate('2027-03-28')).toBe('dimanche 28 mars 2027');
    expect(longFrenchDate('2026-10-25')).toBe('dimanche 25 octobre 2026');
  });
});
