import { DEFAULT_OPENING_HOURS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { Availability, Slot } from '../api/booking-types';
import { defaultBookingDate, firstOpenDay } from './default-booking-date';

const sunday = '2026-11-29';
const slot = (time: string, status: Slot['status']): Slot => ({
  time,
  service: 'dinner',
  available: status === 'available',
  status,
  remaining: 30,
});
const day = (date: string, slots: Slot[], next: string | null = null): Availability => ({
  date,
  closed: slots.length === 0,
  maxPartySize: 12,
  cutoffHours: 2,
  slots,
  nextAvailability: next ? { date: next, slots: [slot('12:00', 'available')] } : null,
});

describe('defaultBookingDate', () => {
  it('is today while today has a table left', () => {
    const today = '2026-11-24';
    const todayAvailability = day(today, [slot('19:00', 'passed'), slot('21:45', 'available')]);
    expect(defaultBookingDate({ today, openingHours: DEFAULT_OPENING_HOURS, todayAvailability })).toBe(today);
  });

  it('is the next availability when today has only passed or full slots', () => {
    const today = '2026-11-24';
    const todayAvailability = day(today, [slot('19:00', 'passed'), slot('22:30', 'full')], '2026-11-25');
    expect(defaultBookingDate({ today, openingHours: DEFAULT_OPENING_HOURS, todayAvailability })).toBe(
      '2026-11-25',
    );
  });

  it('skips a weekday the restaurant never opens before the server answers', () => {
    expect(
      defaultBookingDate({
        today: sunday,
        openingHours: DEFAULT_OPENING_HOURS,
        todayAvailability: undefined,
      }),
    ).toBe('2026-11-30');
    expect(defaultBookingDate({ today: sunday, openingHours: undefined, todayAvailability: undefined })).toBe(
      sunday,
    );
  });

  it('keeps the first open day when nothing is left within the search', () => {
    expect(
      defaultBookingDate({
        today: sunday,
        openingHours: DEFAULT_OPENING_HOURS,
        todayAvailability: day(sunday, []),
      }),
    ).toBe('2026-11-30');
  });
});

describe('firstOpenDay', () => {
  it('is today when every weekday is closed (nothing better to offer)', () => {
    const closed = Object.fromEntries(
      Object.keys(DEFAULT_OPENING_HOURS).map((weekday) => [weekday, { closed: true, timeSlots: [] }]),
    ) as unknown as typeof DEFAULT_OPENING_HOURS;
    expect(firstOpenDay({ today: sunday, openingHours: closed })).toBe(sunday);
  });
});
