import { z } from 'zod';
import {
  OpeningHoursSchema,
  WEEKDAYS,
  type DayOpeningHours,
  type OpeningHours,
  type TimeSlot,
} from './opening-hours-schema';
import { AvailabilityModeSchema } from './availability-mode-schema';
import { PacingCoversSchema } from './pacing-schema';
import { TableDurationBandsSchema } from './table-duration-bands-schema';
import { DEFAULT_TABLE_DURATION_MINUTES, TableDurationMinutesSchema } from './table-duration-schema';

/** A restaurant's position, for the distance in words between a group's venues ('à 2,4 km'). */
export const GeoLocationSchema = z.object({
  latitude: z.number().min(-90, 'Latitude invalide').max(90, 'Latitude invalide'),
  longitude: z.number().min(-180, 'Longitude invalide').max(180, 'Longitude invalide'),
});
/** {@link GeoLocationSchema} output type. */
export type GeoLocation = z.infer<typeof GeoLocationSchema>;

/** Hours before a CONFIRMED booking its reminder e-mail leaves; 0 turns reminders off. */
export const REMINDER_HOURS_OPTIONS = [0, 2, 24, 48] as const;
/** One of {@link REMINDER_HOURS_OPTIONS}. */
export type ReminderHours = (typeof REMINDER_HOURS_OPTIONS)[number];
/** The reminder delay of the establishment page: 0 (off), 2, 24 or 48 hours. */
export const ReminderHoursSchema = z.literal(REMINDER_HOURS_OPTIONS, {
  error: 'Le rappel doit être envoyé 2, 24 ou 48 heures avant, ou désactivé',
});

/**
 * Booking parameters of a restaurant (`restaurantSettings/{restaurantId}` and the restaurant document).
 * Ranges are those of the establishment page: capacity at least 1, delay 0 to 72 h, online party 1 to 50;
 * a booking holds its tables 30 to 360 minutes per service.
 */
export const RestaurantBookingSettingsSchema = z.object({
  openingHours: OpeningHoursSchema,
  maxCapacityPerDay: z.number().int().min(1, "La capacité maximale doit être d'au moins 1"),
  bookingCutoffHours: z
    .number()
    .min(0)
    .max(72, 'Le délai de réservation doit être compris entre 0 et 72 heures'),
  onlineBookingEnabled: z.boolean(),
  maxOnlineReservation: z
    .number()
    .int()
    .min(1)
    .max(50, 'Le nombre maximum de convives en ligne est compris entre 1 et 50'),
  tableDurationMinutes: TableDurationMinutesSchema,
  /** « Par couverts » (absent: a venue saved before the choice) or « Par tables » (issue 40). */
  availabilityMode: AvailabilityModeSchema.optional(),
  /** « Par tables »: how long a booking holds its tables per service and party size (absent: the defaults). */
  tableDurationBands: TableDurationBandsSchema.optional(),
  /** « Par tables »: most covers starting per quarter of an hour; null or absent: no pacing. */
  pacingCoversPer15Min: PacingCoversSchema.optional(),
  /** Reminder e-mail before each confirmed booking: 0 (off), 2, 24 or 48 hours. */
  reminderHours: ReminderHoursSchema,
  /** Whether a full slot's page offers the group's other venues (default true). */
  suggestSisterVenues: z.boolean().optional(),
  /** The venue's position; null once removed on the establishment page (a merge cannot drop a field). */
  location: GeoLocationSchema.nullable().optional(),
});
/** {@link RestaurantBookingSettingsSchema} output type. */
export type RestaurantBookingSettings = z.infer<typeof RestaurantBookingSettingsSchema>;

/** Capacity given to a new slot and to every default slot. */
export const DEFAULT_SLOT_CAPACITY = 30;

/** Every-15-minutes slot times from `from` to `to` inclusive, both 'HH:MM'. */
function slotsEvery15Minutes(from: string, to: string): TimeSlot[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const slots: TimeSlot[] = [];
  for (let minutes = toMinutes(from); minutes <= toMinutes(to); minutes += 15) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    slots.push({ time, enabled: true, maxCapacity: DEFAULT_SLOT_CAPACITY });
  }
  return slots;
}

function defaultDay(weekday: (typeof WEEKDAYS)[number]): DayOpeningHours {
  if (weekday === 'sunday') return { closed: true, timeSlots: [] };
  return {
    closed: false,
    timeSlots: [...slotsEvery15Minutes('12:00', '14:30'), ...slotsEvery15Minutes('19:00', '22:30')],
  };
}

/** Freezes an object and everything in it, so that a consumer mutating the shared defaults fails loudly. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Monday to Saturday open (lunch 12:00–14:30, evening 19:00–22:30, every 15 min, 30 covers), Sunday closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours = deepFreeze(
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, defaultDay(weekday)])) as unknown as OpeningHours,
);

/** Built-in settings used when a restaurant has none saved (staff-operations constants). */
export const DEFAULT_RESTAURANT_SETTINGS: RestaurantBookingSettings &
  Required<Pick<RestaurantBookingSettings, 'suggestSisterVenues'>> = deepFreeze({
  openingHours: DEFAULT_OPENING_HOURS,
  maxCapacityPerDay: 250,
  bookingCutoffHours: 2,
  onlineBookingEnabled: true,
  maxOnlineReservation: 12,
  tableDurationMinutes: { ...DEFAULT_TABLE_DURATION_MINUTES },
  reminderHours: 24,
  suggestSisterVenues: true,
});
