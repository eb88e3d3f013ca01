import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTAURANT_SETTINGS } from '../availability/restaurant-booking-settings-schema';
import { addTimeSlot } from './add-time-slot';

const hours = DEFAULT_RESTAURANT_SETTINGS.openingHours;

describe('addTimeSlot', () => {
  it('adds an enabled 30-cover slot in time order, and refuses a blank or existing time', () => {
    const added = addTimeSlot({ day: hours.monday, time: '12:10' });
    expect(added.ok && added.day.timeSlots.find((s) => s.time === '12:10')).toEqual({
      time: '12:10',
      enabled: true,
      maxCapacity: 30,
    });
    expect(added.ok && added.day.timeSlots.map((s) => s.time).indexOf('12:10')).toBe(1);
    expect(addTimeSlot({ day: hours.monday, time: '' })).toEqual({
      ok: false,
      message: 'Veuillez sélectionner une heure',
    });
    expect(addTimeSlot({ day: hours.monday, time: '12:00' })).toEqual({
      ok: false,
      message: 'Ce créneau existe déjà',
    });
  });
});
