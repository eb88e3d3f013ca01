import type {
  AvailabilityMode,
  DinerLocale,
  AvailableSlot,
  DayAvailability,
  NextAvailability as DayNextAvailability,
  OpeningHours,
} from '@app/domain';

// The booking page's first screen reads these answers as their server types say, without a schema in the
// browser: getRestaurantBySlug parses the stored restaurant with the domain's RestaurantSchema and answers
// every field of its public view (functions/src/callables/reservations/public-restaurants.ts), getAvailability
// answers the domain's DayAvailability. Re-checking them here cost zod's core, 10 to 15 KB gzipped of the
// 110 KB the page may load on a phone (issue 38); the later steps' answers are still parsed (waitlist-types.ts).

/** The restaurant as the booking page needs it (answer of `getRestaurantBySlug`). */
export interface BookingRestaurant {
  id: string;
  name: string;
  slug: string;
  emoji: string;
  /** URL of its logo, shown instead of the emoji when set. */
  logo?: string | null;
  /** '#rrggbb'; the page checks it carries white text before using it (brand-color.ts). */
  brandColor?: string | null;
  /** URLs of its photos, shown as a gallery under the header (restaurant-gallery.tsx). */
  images: string[];
  address: string;
  phone: string;
  description: string;
  maxOnlineReservation: number;
  onlineBookingEnabled: boolean;
  /** Weekdays and their slots: the day chips say « Fermé » on the days the restaurant never opens. */
  openingHours?: OpeningHours;
  /** « Par tables »: the party size is asked before the time (absent from an older server: « Par couverts »). */
  availabilityMode?: AvailabilityMode;
  /** « Langue par défaut des clients »: the page's language when the diner chose none and the browser says none we speak. */
  defaultLocale?: DinerLocale;
}

/** One slot of a day, as computed by the server (`getAvailability`). */
export type Slot = AvailableSlot;

/** « Prochaine disponibilité »: the next day with a bookable slot, and those slots. */
export type NextAvailability = DayNextAvailability;

/**
 * Answer of `getAvailability`: the day, and the next day with room when this one has none (null: none within 60
 * days, or none in the days this call read: then `nextSearchAfter` is where the next call goes on).
 */
export type Availability = DayAvailability & {
  nextAvailability: NextAvailability | null;
  nextSearchAfter?: string | null;
};

/** What the diner types in the details step. */
export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  terrace: boolean;
  specialRequests: string;
}
