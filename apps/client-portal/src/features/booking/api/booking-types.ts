// zod's tree-shakable build: the booking route is read on phones over slow networks, and zod's classic build
// (methods on every schema) weighs ~20 KB gzipped by itself (issue 7's 150 KB budget).
import * as z from 'zod/mini';

const DayHoursSchema = z.object({
  closed: z.boolean(),
  timeSlots: z.array(z.object({ time: z.string(), enabled: z.boolean(), maxCapacity: z.number() })),
});
/** The restaurant's weekly hours, in the shape of the domain's OpeningHours. */
const OpeningHoursSchema = z.object({
  monday: DayHoursSchema,
  tuesday: DayHoursSchema,
  wednesday: DayHoursSchema,
  thursday: DayHoursSchema,
  friday: DayHoursSchema,
  saturday: DayHoursSchema,
  sunday: DayHoursSchema,
});

/** The restaurant as the booking page needs it (answer of `getRestaurantBySlug`). */
export const BookingRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  emoji: z._default(z.string(), '🍽️'),
  /** URL of its logo, shown instead of the emoji when set. */
  logo: z.optional(z.nullable(z.string())),
  /** '#rrggbb'; the page checks it carries white text before using it (brand-color.ts). */
  brandColor: z.optional(z.nullable(z.string())),
  /** URLs of its photos, shown as a gallery under the header (restaurant-gallery.tsx). */
  images: z._default(z.array(z.string()), []),
  address: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  maxOnlineReservation: z._default(z.int().check(z.minimum(1)), 12),
  onlineBookingEnabled: z._default(z.boolean(), true),
  /** Weekdays and their slots: the day chips say « Fermé » on the days the restaurant never opens. */
  openingHours: z.catch(z.optional(OpeningHoursSchema), undefined),
});
export type BookingRestaurant = z.infer<typeof BookingRestaurantSchema>;

/** One slot of a day, as computed by the server (`getAvailability`). */
export const SlotSchema = z.object({
  time: z.string(),
  service: z.enum(['lunch', 'dinner', 'other']),
  available: z.boolean(),
  /** 'passed': started or inside the booking delay (« Passé »); 'full' and 'closed' read « Complet ». */
  status: z._default(z.enum(['available', 'full', 'passed', 'closed']), 'full'),
  remaining: z.number(),
});
export type Slot = z.infer<typeof SlotSchema>;

/** « Prochaine disponibilité »: the next day with a bookable slot, and those slots. */
export const NextAvailabilitySchema = z.object({
  date: z.string(),
  slots: z.array(SlotSchema),
});
export type NextAvailability = z.infer<typeof NextAvailabilitySchema>;

export const AvailabilitySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  maxPartySize: z.int().check(z.minimum(1)),
  /** The restaurant's minimum booking delay in hours. */
  cutoffHours: z._default(z.number(), 0),
  slots: z.array(SlotSchema),
  /** Given when the date has nothing left (closed, full or passed); null when none within 60 days. */
  nextAvailability: z._default(z.nullable(NextAvailabilitySchema), null),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** What the diner types in the details step. */
export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  terrace: boolean;
  specialRequests: string;
}
