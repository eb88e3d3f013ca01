import { describe, expect, it } from 'vitest';
import { buildDayAvailability } from './build-day-availability';
import {
  hasAvailability,
  listNextAvailabilityDates,
  NEXT_AVAILABILITY_SEARCH_DAYS,
  pickNextAvailability,
} from './find-next-availability';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';

const settings = DEFAULT_RESTAURANT_SETTINGS; // Sunday closed
// Saturday 28 November 2026, 21:30 in Paris.
const now = new Date('2026-11-28T20:30:00.000Z');
const day = (date: string, reservations: { time: string; partySize: number; status: string }[] = []) =>
  buildDayAvailability({ settings, closedSlots: undefined, reservations, date, now });

describe('listNextAvailabilityDates', () => {
  it('starts the day after, skips the weekdays the restaurant never opens and stops after 60 days', () => {
    const dates = listNextAvailabilityDates({ settings, date: '2026-11-28', now });
    expect(dates.slice(0, 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']); // Sunday 29 left out
    expect(dates.every((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(dates.at(-1)).toBe('2027-01-27'); // 28 November + 60 days
    expect(dates.length).toBeLessThanOrEqual(NEXT_AVAILABILITY_SEARCH_DAYS);
  });

  it('never goes before today nor past the 90-day window, and is empty when online booking is off', () => {
    expect(listNextAvailabilityDates({ settings, date: '2026-11-01', now })[0]).toBe('2026-11-28');
    expect(listNextAvailabilityDates({ settings, date: '2027-02-24', now })).toEqual([
      '2027-02-25',
      '2027-02-26',
    ]);
    expect(listNextAvailabilityDates({ settings, date: '2027-02-26', now })).toEqual([]);
    expect(
      listNextAvailabilityDates({
        settings: { ...settings, onlineBookingEnabled: false },
        date: '2026-11-28',
        now,
      }),
    ).toEqual([]);
  });
});

describe('pickNextAvailability', () => {
  it('treats a day with only passed slots as having nothing left', () => {
    expect(hasAvailability({ day: day('2026-11-28') })).toBe(false);
    expect(hasAvailability({ day: day('2026-11-30') })).toBe(true);
  });

  it('gives the earliest later day with a free slot, with only its free slots', () => {
    // Monday 30: the day's 250 covers are taken. Tuesday 1: staff closed every dinner slot but 19:00 and 22:30,
    // and lunch is full. Wednesday 2: open.
    const mondayFull = day('2026-11-30', [{ time: '12:00', partySize: 250, status: 'CONFIRMED' }]);
    const lunch = mondayFull.slots.filter((slot) => slot.service === 'lunch').map((slot) => slot.time);
    const dinner = mondayFull.slots.filter((slot) => slot.service === 'dinner').map((slot) => slot.time);
    const tuesday = buildDayAvailability({
      settings,
      closedSlots: { lunch, dinner: dinner.filter((time) => time !== '19:00' && time !== '22:30') },
      reservations: [],
      date: '2026-12-01',
      now,
    });
    expect(hasAvailability({ day: mondayFull })).toBe(false);
    const next = pickNextAvailability({ days: [day('2026-12-02'), tuesday, mondayFull] });
    expect(next?.date).toBe('2026-12-01');
    expect(next?.slots.map((slot) => [slot.time, slot.status, slot.remaining])).toEqual([
      ['19:00', 'available', 30],
      ['22:30', 'available', 30],
    ]);
    expect(pickNextAvailability({ days: [mondayFull, day('2026-11-28')] })).toBeNull();
    expect(pickNextAvailability({ days: [] })).toBeNull();
  });
});
