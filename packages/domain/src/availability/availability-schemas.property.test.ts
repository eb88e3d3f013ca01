import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimeSlotSchema } from './opening-hours-schema';
import {
  DEFAULT_RESTAURANT_SETTINGS,
  RestaurantBookingSettingsSchema,
} from './restaurant-booking-settings-schema';

const parses = (patch: Record<string, unknown>) =>
  RestaurantBookingSettingsSchema.safeParse({ ...DEFAULT_RESTAURANT_SETTINGS, ...patch }).success;

describe('availability schemas (properties)', () => {
  it('accept every HH:MM time and reject hours from 24 and minutes from 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (hour, minute) => {
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const valid = hour < 24 && minute < 60;
        expect(TimeSlotSchema.safeParse({ time, enabled: true, maxCapacity: 30 }).success).toBe(valid);
      }),
    );
  });

  it('reject a booking delay outside 0–72 h and an online maximum outside 1–50', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        (cutoff, onlineMax) => {
          expect(parses({ bookingCutoffHours: cutoff })).toBe(cutoff >= 0 && cutoff <= 72);
          expect(parses({ maxOnlineReservation: onlineMax })).toBe(onlineMax >= 1 && onlineMax <= 50);
        },
      ),
    );
  });

  it('reject a daily capacity below 1', () => {
    fc.assert(
      fc.property(fc.integer({ max: 0 }), (capacity) => {
        expect(parses({ maxCapacityPerDay: capacity })).toBe(false);
      }),
    );
  });
});
