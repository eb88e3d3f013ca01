import { z } from 'zod';
import {
  AutoConfirmRuleSchema,
  DEFAULT_RESTAURANT_SETTINGS,
  OpeningHoursSchema,
  RestaurantBookingSettingsSchema,
  TableDurationMinutesSchema,
} from '../availability';
import { IdSchema, OptionalEmailSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';
import { DinerLocaleSchema } from '../locale/diner-locales';
import { VenueSmsSettingsSchema } from '../sms/venue-sms-settings';

/** Deep copy of a default value so that a parsed document never shares objects with the constant. */
function copyOf<T>(value: T): () => T {
  return () => JSON.parse(JSON.stringify(value)) as T;
}

/** Booking fields with the built-in defaults, for documents saved before a field existed. */
const bookingSettingsWithDefaults = {
  openingHours: OpeningHoursSchema.default(copyOf(DEFAULT_RESTAURANT_SETTINGS.openingHours)),
  maxCapacityPerDay: RestaurantBookingSettingsSchema.shape.maxCapacityPerDay.default(
    DEFAULT_RESTAURANT_SETTINGS.maxCapacityPerDay,
  ),
  bookingCutoffHours: RestaurantBookingSettingsSchema.shape.bookingCutoffHours.default(
    DEFAULT_RESTAURANT_SETTINGS.bookingCutoffHours,
  ),
  onlineBookingEnabled: RestaurantBookingSettingsSchema.shape.onlineBookingEnabled.default(
    DEFAULT_RESTAURANT_SETTINGS.onlineBookingEnabled,
  ),
  maxOnlineReservation: RestaurantBookingSettingsSchema.shape.maxOnlineReservation.default(
    DEFAULT_RESTAURANT_SETTINGS.maxOnlineReservation,
  ),
  tableDurationMinutes: TableDurationMinutesSchema.default(
    copyOf(DEFAULT_RESTAURANT_SETTINGS.tableDurationMinutes),
  ),
  reminderHours: RestaurantBookingSettingsSchema.shape.reminderHours.default(
    DEFAULT_RESTAURANT_SETTINGS.reminderHours,
  ),
  availabilityMode: RestaurantBookingSettingsSchema.shape.availabilityMode,
  tableDurationBands: RestaurantBookingSettingsSchema.shape.tableDurationBands,
  pacingCoversPer15Min: RestaurantBookingSettingsSchema.shape.pacingCoversPer15Min,
};

/**
 * Kept on the restaurant document only (the establishment save writes them there): whether a full slot's page
 * suggests the group's other venues (default on), and where the venue stands, for their distance.
 */
const sisterVenueSettings = {
  suggestSisterVenues: z.boolean().default(true),
  location: RestaurantBookingSettingsSchema.shape.location,
};

/** The product's teal: the colour of a restaurant that chose none (mail header, buttons). */
export const DEFAULT_BRAND_COLOR = '#0f766e';

/** A restaurant's colour, '#rrggbb'. It carries white text, so it should be dark enough (see computeContrastRatio). */
export const BrandColorSchema = safeString()
  .max(7, 'Couleur invalide : format attendu #rrggbb')
  .regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide : format attendu #rrggbb');

/** Public profile of an establishment, shown on the booking page and in e-mails. */
export const RestaurantProfileSchema = z.object({
  name: safeString().trim().min(1, 'Le nom est obligatoire'),
  address: safeString().default(''),
  phone: safeString().default(''),
  email: OptionalEmailSchema.default(''),
  description: safeString().default(''),
  emoji: safeString().default('🍺'),
  /** URL of the logo in the file store (never a data URL: documents stay small). */
  logo: safeString().optional(),
  /** URLs of at most 6 images. */
  images: z.array(safeString()).max(6, 'Maximum 6 images').default([]),
  /** Colour of its e-mails' header and buttons; {@link DEFAULT_BRAND_COLOR} when absent. */
  brandColor: BrandColorSchema.optional(),
  /**
   * The language of its diner pages for a browser that speaks none of the product's, and of its messages to a
   * guest whose language is unknown (issue 51); French when absent.
   */
  defaultLocale: DinerLocaleSchema.optional(),
});
/** {@link RestaurantProfileSchema} output type. */
export type RestaurantProfile = z.infer<typeof RestaurantProfileSchema>;

/**
 * A restaurant document (collection `restaurants`): profile plus booking settings.
 * `slug` is the public booking path segment; `establishmentCode` the tablet code.
 */
export const RestaurantSchema = RestaurantProfileSchema.extend({
  id: IdSchema,
  slug: safeString().min(1),
  establishmentCode: safeString().optional(),
  ...bookingSettingsWithDefaults,
  ...sisterVenueSettings,
  /** What it sends by SMS (« Établissement » → « Messages », saveSmsSettings); absent: no SMS (issue 50). */
  smsSettings: VenueSmsSettingsSchema.optional(),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
/** {@link RestaurantSchema} output type. */
export type Restaurant = z.infer<typeof RestaurantSchema>;

/** Booking settings of a restaurant (collection `restaurantSettings`, id = restaurantId). */
export const RestaurantSettingsSchema = z.object({
  restaurantId: IdSchema,
  ...bookingSettingsWithDefaults,
  /** Online requests confirmed at once (saveAutoConfirmRule); absent: every request waits for staff. */
  autoConfirmRule: AutoConfirmRuleSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
/** {@link RestaurantSettingsSchema} output type. */
export type RestaurantSettings = z.infer<typeof RestaurantSettingsSchema>;

/** Fallbacks of the cached restaurant profile (customer-flows §3). */
export const RESTAURANT_PROFILE_FALLBACKS = {
  name: 'Au Bureau',
  address: 'Adresse non renseignée',
  description: 'Ambiance conviviale et cuisine savoureuse',
  emoji: '🍺',
} as const;
