import { describe, expect, it } from 'vitest';
import { buildStaffDaySlots } from './build-staff-day-slots';
import { DEFAULT_OPENING_HOURS } from './restaurant-booking-settings-schema';

// 2026-11-23 is a Monday, 2026-11-22 a Sunday.
const MONDAY = '2026-11-23';
const openingHours = {
  ...DEFAULT_OPENING_HOURS,
  monday: {
    closed: false,
    timeSlots: [
      { time: '19:30', enabled: true, maxCapacity: 20 },
      { time: '12:00', enabled: true, maxCapacity: 10 },
      { time: '12:30', enabled: false, maxCapacity: 10 },
      { time: '20:00', enabled: true, maxCapacity: 4 },
    ],
  },
};
const reservations = [
  { time: '19:30', partySize: 8, status: 'CONFIRMED' },
  { time: '20:00', partySize: 4, status: 'PENDING' },
  { time: '20:00', partySize: 6, status: 'CANCELLED' },
];

function build(overrides: Partial<Parameters<typeof buildStaffDaySlots>[0]> = {}) {
  return buildStaffDaySlots({
    openingHours,
    maxCapacityPerDay: 250,
    closedSlots: undefined,
    reservations,
    date: MONDAY,
    ...overrides,
  });
}

describe('buildStaffDaySlots', () => {
  it('lists the enabled slots by time with the covers left, full ones marked', () => {
    expect(build()).toEqual({
      dayClosed: false,
      closedServices: [],
      slots: [
        { time: '12:00', service: 'lunch', remaining: 10, state: 'open' },
        { time: '19:30', service: 'dinner', remaining: 12, state: 'open' },
        { time: '20:00', service: 'dinner', remaining: 0, state: 'full' },
      ],
    });
  });

  it('limits by what is left of the day', () => {
    expect(build({ maxCapacityPerDay: 15 }).slots.map((s) => s.remaining)).toEqual([3, 3, 0]);
  });

  it('marks the slots staff closed and says when a whole service is closed', () => {
    const day = build({ closedSlots: { lunch: ['12:00'], dinner: ['20:00'] } });
    expect(day.slots.map((s) => s.state)).toEqual(['closed', 'open', 'closed']);
    expect(day.closedServices).toEqual(['lunch']);
  });

  it('says the day is closed on a closed weekday', () => {
    expect(build({ date: '2026-11-22' })).toEqual({ dayClosed: true, closedServices: [], slots: [] });
  });
});
