import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  parisWallTimeToDate,
  timeToMinutes,
  toParisDateTime,
  weekdayOfDate,
} from './paris-time';

describe('Paris time', () => {
  it('reads the Paris wall clock in winter and summer', () => {
    expect(toParisDateTime({ at: new Date('2026-11-22T23:30:00Z') })).toEqual({
      date: '2026-11-23',
      time: '00:30',
    });
    expect(toParisDateTime({ at: new Date('2026-07-14T10:05:00Z') })).toEqual({
      date: '2026-07-14',
      time: '12:05',
    });
  });

  it('converts a wall time back to the instant', () => {
    expect(parisWallTimeToDate({ date: '2026-11-23', time: '12:00' }).toISOString()).toBe(
      '2026-11-23T11:00:00.000Z',
    );
    expect(parisWallTimeToDate({ date: '2026-07-14', time: '19:30' }).toISOString()).toBe(
      '2026-07-14T17:30:00.000Z',
    );
  });

  it('handles the clock changes', () => {
    // 02:30 happens twice on 25 October 2026: the first one (summer time) is kept.
    expect(parisWallTimeToDate({ date: '2026-10-25', time: '02:30' }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 02:30 does not exist on 29 March 2026: it maps to 03:30 summer time.
    expect(parisWallTimeToDate({ date: '2026-03-29', time: '02:30' }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('gives the weekday, adds days and reads minutes', () => {
    expect(weekdayOfDate({ date: '2026-11-22' })).toBe('sunday');
    expect(weekdayOfDate({ date: '2026-11-23' })).toBe('monday');
    expect(addDaysToDate({ date: '2026-12-31', days: 1 })).toBe('2027-01-01');
    expect(addDaysToDate({ date: '2026-03-01', days: -1 })).toBe('2026-02-28');
    expect(timeToMinutes({ time: '14:59' })).toBe(899);
  });
});
