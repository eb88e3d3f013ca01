import { describe, expect, it } from 'vitest';
import { OpeningHoursSchema, TimeSlotSchema } from './opening-hours-schema';
import {
  DEFAULT_RESTAURANT_SETTINGS,
  RestaurantBookingSettingsSchema,
} from './restaurant-booking-settings-schema';
import { RestaurantSchema, RestaurantSettingsSchema } from '../schemas/restaurant';

describe('reminderHours', () => {
  it('is 0 (off), 2, 24 or 48 hours, and 24 on a restaurant saved before it existed', () => {
    const shape = RestaurantBookingSettingsSchema.shape.reminderHours;
    for (const hours of [0, 2, 24, 48]) expect(shape.safeParse(hours).success).toBe(true);
    const refused = shape.safeParse(12);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Le rappel doit être envoyé 2, 24 ou 48 heures avant, ou désactivé',
    );
    expect(RestaurantSchema.parse({ id: 'r1', slug: 'r', name: 'R' }).reminderHours).toBe(24);
    expect(RestaurantSettingsSchema.parse({ restaurantId: 'r1' }).reminderHours).toBe(24);
  });
});

describe('DEFAULT_RESTAURANT_SETTINGS', () => {
  it('holds the staff-operations constants', () => {
    const { openingHours, ...rest } = DEFAULT_RESTAURANT_SETTINGS;
    expect(rest).toEqual({
      maxCapacityPerDay: 250,
      bookingCutoffHours: 2,
      onlineBookingEnabled: true,
      maxOnlineReservation: 12,
      tableDurationMinutes: { lunch: 120, dinner: 120 },
      reminderHours: 24,
      suggestSisterVenues: true,
    });
    expect(openingHours.sunday).toEqual({ closed: true, timeSlots: [] });
    expect(openingHours.monday.closed).toBe(false);
  });

  it('opens lunch 12:00–14:30 (11 slots) and evening 19:00–22:30 (15 slots) every 15 min at 30 covers', () => {
    const times = DEFAULT_RESTAURANT_SETTINGS.openingHours.saturday.timeSlots.map((slot) => slot.time);
    expect(times.slice(0, 11)).toEqual([
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
    ]);
    expect(times.slice(11)).toHaveLength(15);
    expect(times[11]).toBe('19:00');
    expect(times.at(-1)).toBe('22:30');
    expect(
      DEFAULT_RESTAURANT_SETTINGS.openingHours.saturday.timeSlots.every(
        (slot) => slot.enabled && slot.maxCapacity === 30,
      ),
    ).toBe(true);
  });

  it('cannot be mutated by a consumer', () => {
    expect(() => {
      DEFAULT_RESTAURANT_SETTINGS.openingHours.monday.timeSlots.push({
        time: '23:00',
        enabled: true,
        maxCapacity: 1,
      });
    }).toThrow(TypeError);
  });

  it('is valid', () => {
    expect(RestaurantBookingSettingsSchema.safeParse(DEFAULT_RESTAURANT_SETTINGS).success).toBe(true);
  });
});

describe('availability schemas', () => {
  const settings = (patch: Record<string, unknown>) =>
    RestaurantBookingSettingsSchema.safeParse({ ...DEFAULT_RESTAURANT_SETTINGS, ...patch }).success;

  it('enforce the establishment ranges', () => {
    expect(settings({ maxCapacityPerDay: 0 })).toBe(false);
    expect(settings({ bookingCutoffHours: 73 })).toBe(false);
    expect(settings({ bookingCutoffHours: -1 })).toBe(false);
    expect(settings({ bookingCutoffHours: 72 })).toBe(true);
    expect(settings({ maxOnlineReservation: 0 })).toBe(false);
    expect(settings({ maxOnlineReservation: 51 })).toBe(false);
    expect(settings({ maxOnlineReservation: 50 })).toBe(true);
  });

  it('refuse malformed times and duplicate times on a day', () => {
    expect(TimeSlotSchema.safeParse({ time: '24:00', enabled: true, maxCapacity: 30 }).success).toBe(false);
    expect(TimeSlotSchema.safeParse({ time: '9:00', enabled: true, maxCapacity: 30 }).success).toBe(false);
    expect(TimeSlotSchema.safeParse({ time: '09:00', enabled: true, maxCapacity: -1 }).success).toBe(false);
    const slot = { time: '12:00', enabled: true, maxCapacity: 30 };
    const hours = {
      ...DEFAULT_RESTAURANT_SETTINGS.openingHours,
      monday: { closed: false, timeSlots: [slot, slot] },
    };
    const result = OpeningHoursSchema.safeParse(hours);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ce créneau existe déjà');
  });
});
