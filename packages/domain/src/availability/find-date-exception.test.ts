import { describe, expect, it } from 'vitest';
import { findDateException } from './find-date-exception';
import { isClosedOnDate, listDaySlots } from './list-day-slots';
import { DEFAULT_OPENING_HOURS } from './restaurant-booking-settings-schema';
import type { DateException } from './opening-hours-schema';

const closure: DateException = { kind: 'closed', from: '2027-03-01', to: '2027-03-03', reason: 'Travaux' };
// 2027-03-07 is a Sunday, closed every week: special hours open it.
const sundaySpecial: DateException = {
  kind: 'special',
  date: '2027-03-07',
  reason: 'Fête des grands-mères',
  timeSlots: [
    { time: '12:30', enabled: true, maxCapacity: 40 },
    { time: '12:00', enabled: true, maxCapacity: 40 },
  ],
};
const openingHours = { ...DEFAULT_OPENING_HOURS, exceptions: [closure, sundaySpecial] };

describe('findDateException and the day slots', () => {
  it('closes every date of a closure, its first and last included, and nothing around it', () => {
    expect(findDateException({ openingHours, date: '2027-02-28' })).toBeUndefined();
    for (const date of ['2027-03-01', '2027-03-02', '2027-03-03']) {
      expect(findDateException({ openingHours, date })).toBe(closure);
      expect(listDaySlots({ openingHours, date })).toEqual([]);
      expect(isClosedOnDate({ openingHours, date })).toBe(true);
    }
    expect(isClosedOnDate({ openingHours, date: '2027-03-04' })).toBe(false);
  });

  it('gives a special date its own slots, sorted, even on a closed weekday', () => {
    expect(isClosedOnDate({ openingHours: DEFAULT_OPENING_HOURS, date: '2027-03-07' })).toBe(true);
    expect(listDaySlots({ openingHours, date: '2027-03-07' }).map((s) => s.time)).toEqual(['12:00', '12:30']);
    expect(isClosedOnDate({ openingHours, date: '2027-03-07' })).toBe(false);
  });

  it('lets a closure win over special hours of a date it covers', () => {
    const both = { ...openingHours, exceptions: [{ ...sundaySpecial, date: '2027-03-02' }, closure] };
    expect(findDateException({ openingHours: both, date: '2027-03-02' })).toBe(closure);
    expect(listDaySlots({ openingHours: both, date: '2027-03-02' })).toEqual([]);
  });
});
