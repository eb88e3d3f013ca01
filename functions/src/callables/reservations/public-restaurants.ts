import { z } from 'zod';
import {
  AppError,
  DEFAULT_BRAND_COLOR,
  DEFAULT_DINER_LOCALE,
  GetAvailabilityInputSchema,
  GetRestaurantBySlugInputSchema,
  MESSAGES,
  RestaurantSchema,
  hasAvailability,
  resolveAvailabilityMode,
  type AvailabilityMode,
  type DinerLocale,
  type Restaurant,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { readRestaurant } from './booking-context';
import { findNextAvailability } from './next-availability';
import { readPublicDay } from '../waitlist/read-day-availability';

/**
 * What the public pages may see of a restaurant: its profile (with its identity: logo or emoji, brand colour)
 * and booking rules, never staff data.
 */
export interface PublicRestaurant {
  id: string;
  name: string;
  slug: string;
  address: string;
  phone: string;
  description: string;
  emoji: string;
  /** URL of the logo in the file store; null when it has none (the pages show the emoji). */
  logo: string | null;
  /** '#rrggbb', {@link DEFAULT_BRAND_COLOR} when the restaurant chose none. */
  brandColor: string;
  /** URLs of its photos (at most 6), in the order the establishment page set. */
  images: string[];
  openingHours: Restaurant['openingHours'];
  maxOnlineReservation: number;
  onlineBookingEnabled: boolean;
  bookingCutoffHours: number;
  /** « Par tables »: the booking page asks the party size before the time (the times offered depend on it). */
  availabilityMode: AvailabilityMode;
  /** The language of its pages for a browser that speaks none of the product's (issue 51). */
  defaultLocale: DinerLocale;
}

/**
 * Only http(s) URLs reach a public page: the file store's. A data URL left by the old product (megabytes in a
 * list of restaurants) or any other scheme is left out, and a logo left out shows the emoji.
 */
function isFileUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url);
}

/** The hours with the dated exceptions' dates and slots but not their reasons, which staff wrote for staff. */
function publicOpeningHours(openingHours: Restaurant['openingHours']): Restaurant['openingHours'] {
  if (!openingHours.exceptions) return openingHours;
  return { ...openingHours, exceptions: openingHours.exceptions.map((e) => ({ ...e, reason: '' })) };
}

export function toPublicRestaurant(r: Restaurant): PublicRestaurant {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    address: r.address,
    phone: r.phone,
    description: r.description,
    emoji: r.emoji,
    logo: isFileUrl(r.logo) ? r.logo : null,
    brandColor: r.brandColor ?? DEFAULT_BRAND_COLOR,
    images: r.images.filter(isFileUrl),
    openingHours: publicOpeningHours(r.openingHours),
    maxOnlineReservation: r.maxOnlineReservation,
    onlineBookingEnabled: r.onlineBookingEnabled,
    bookingCutoffHours: r.bookingCutoffHours,
    availabilityMode: resolveAvailabilityMode({ settings: r }),
    defaultLocale: r.defaultLocale ?? DEFAULT_DINER_LOCALE,
  };
}

/** The restaurant chooser (customer-flows §2): every restaurant, by name. */
export const listPublicRestaurants = defineCallable({
  name: 'listPublicRestaurants',
  input: z.object({}).passthrough(),
  auth: 'public',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.readIp, request)],
  handler: async () => {
    const snap = await runtime().store.query({ collection: 'restaurants', limit: 200 });
    const restaurants = snap.docs
      .map((doc) => RestaurantSchema.safeParse({ ...doc.data, id: doc.id }))
      .flatMap((parsed) => (parsed.success ? [toPublicRestaurant(parsed.data)] : []))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return { restaurants };
  },
});

/**
 * The public view of the restaurant whose booking page is /reservation/{slug} (slugs are kept in lower case), with
 * the booking settings the availability uses (`restaurantSettings/{id}` first); undefined when there is none.
 * getRestaurantBySlug answers it, and the booking page's HTML carries it (http/booking-page.ts).
 */
export async function findPublicRestaurant(slug: string): Promise<PublicRestaurant | undefined> {
  const { store } = runtime();
  const snap = await store.query({
    collection: 'restaurants',
    where: [{ field: 'slug', op: '==', value: slug.toLowerCase() }],
    limit: 1,
  });
  const doc = snap.docs[0];
  const parsed = doc ? RestaurantSchema.safeParse({ ...doc.data, id: doc.id }) : undefined;
  if (!parsed?.success) return undefined;
  const { settings } = await readRestaurant(store, parsed.data.id);
  return toPublicRestaurant({ ...parsed.data, ...settings });
}

/**
 * The public booking page's restaurant, from the slug of /reservation/{slug}, with the booking settings the
 * availability uses (`restaurantSettings/{id}` first), so its day chips mark the same closed days.
 */
export const getRestaurantBySlug = defineCallable({
  name: 'getRestaurantBySlug',
  input: GetRestaurantBySlugInputSchema,
  auth: 'public',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.readIp, request)],
  handler: async ({ slug }) => {
    const restaurant = await findPublicRestaurant(slug);
    if (!restaurant) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
    return { restaurant };
  },
});

/**
 * Slots of a date with their remaining covers and status (docs/contracts.md `getAvailability`); when the date
 * has nothing left (closed, full or passed), the next day that has, so the diner is never left at a dead end.
 * A venue « Par tables » answers for the party size asked (its times depend on it) and says so (`mode`).
 */
export const getAvailability = defineCallable({
  name: 'getAvailability',
  input: GetAvailabilityInputSchema,
  auth: 'public',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.readIp, request)],
  handler: async ({ restaurantId, date, partySize, searchAfter }, { now }) => {
    const { store } = runtime();
    // Covers held by a waitlist offer are taken for 30 minutes: the diner it was offered to books them.
    const { settings, day } = await readPublicDay(store, restaurantId, date, now, partySize);
    const next = hasAvailability({ day })
      ? { nextAvailability: null, nextSearchAfter: null }
      : await findNextAvailability(store, {
          restaurantId,
          settings,
          date,
          now,
          ...(partySize ? { partySize } : {}),
          searchAfter,
        });
    return { ...day, ...next };
  },
});
