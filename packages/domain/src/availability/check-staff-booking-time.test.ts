import { describe, expect, it } from 'vitest';
import { buildStaffDaySlots } from './build-staff-day-slots';
import { checkStaffBookingTime } from './check-staff-booking-time';
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

describe('checkStaffBookingTime', () => {
  const day = build({ closedSlots: { lunch: ['12:00'], dinner: [] } });

  it('accepts an open slot with enough covers, and no time at all', () => {
    expect(checkStaffBookingTime({ daySlots: day, time: '19:30', partySize: 12 })).toBeNull();
    expect(checkStaffBookingTime({ daySlots: day, time: '', partySize: 2 })).toBeNull();
  });

  it('warns off the slots, on a closed slot and above the covers left', () => {
    expect(checkStaffBookingTime({ daySlots: day, time: '18:15', partySize: 2 })).toBe('off-slot');
    expect(checkStaffBookingTime({ daySlots: day, time: '12:00', partySize: 2 })).toBe('off-slot');
    expect(checkStaffBookingTime({ daySlots: day, time: '19:30', partySize: 13 })).toBe('over-capacity');
    expect(checkStaffBookingTime({ daySlots: day, time: '20:00', partySize: 1 })).toBe('over-capacity');
  });
});
