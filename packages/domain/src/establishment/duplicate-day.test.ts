import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTAURANT_SETTINGS } from '../availability/restaurant-booking-settings-schema';
import { duplicateDay } from './duplicate-day';

const hours = DEFAULT_RESTAURANT_SETTINGS.openingHours;

describe('duplicateDay', () => {
  it('copies a day to the chosen days only, never onto itself', () => {
    const monday = { closed: false, timeSlots: [{ time: '11:30', enabled: true, maxCapacity: 10 }] };
    const next = duplicateDay({ hours: { ...hours, monday }, from: 'monday', targets: ['sunday', 'monday'] });
    expect(next.sunday).toEqual(monday);
    expect(next.sunday.timeSlots).not.toBe(monday.timeSlots);
    expect(next.tuesday).toEqual(hours.tuesday);
  });
});
