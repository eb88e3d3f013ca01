import {
  FindSisterVenuesInputSchema,
  RestaurantSchema,
  cityOfAddress,
  describeDistance,
  distanceKm,
  isNearbySisterVenue,
  nearestBookableTimes,
  type Restaurant,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAcceptedSubject, perAddress } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { readPublicDay } from './read-day-availability';

/** One of the group's other venues with room near the wanted time. */
export interface SisterVenue {
  restaurantId: string;
  name: string;
  slug: string;
  emoji: string;
  city: string;
  /** 'à 2,4 km'; null when either venue has no location. */
  distanceText: string | null;
  /** Same time first when it has room, else the nearest bookable times (±90 min), at most 3. */
  times: string[];
}

/** At most this many venues are suggested. */
export const MAX_SISTER_VENUES = 5;

/**
 * A full slot's suggestions (the deployment is the group): every other restaurant taking online bookings, within
 * 30 km (SISTER_VENUE_RADIUS_KM; without a position, in the same city), whose day (getAvailability's rules, held
 * offers included) has room for the party at the same time or within 90 minutes; nearest first (venues without a
 * location after), then by name; at most 5. The page lists the venue's own free times before them. Nothing when the origin
 * restaurant turned suggestions off or is unknown. Reads: the restaurants' list (bounded like the chooser) and
 * one day per candidate.
 */
export const findSisterVenues = defineCallable({
  name: 'findSisterVenues',
  input: FindSisterVenuesInputSchema,
  auth: 'public',
  limits: (input, { request }) => [
    perAddress(PUBLIC_LIMITS.sisterVenuesIp, request),
    perAcceptedSubject(PUBLIC_LIMITS.sisterVenuesRestaurant, 'restaurant', input.restaurantId),
  ],
  handler: async ({ restaurantId, date, time, partySize }, { now }) => {
    const { store } = runtime();
    const snap = await store.query({ collection: 'restaurants', limit: 200 });
    const restaurants = snap.docs.flatMap((doc) => {
      const parsed = RestaurantSchema.safeParse({ ...doc.data, id: doc.id });
      return parsed.success ? [parsed.data] : [];
    });
    const origin = restaurants.find((r) => r.id === restaurantId);
    if (!origin || !origin.suggestSisterVenues) return { venues: [] as SisterVenue[] };
    const distanceOf = (r: Restaurant) =>
      origin.location && r.location ? distanceKm(origin.location, r.location) : undefined;
    // Only the venues a diner would go to instead: within 30 km, or in the same city when a position is missing
    // (isNearbySisterVenue); a venue in another city is never offered (issue 48, defect 19).
    const candidates = restaurants.filter(
      (r) =>
        r.id !== origin.id &&
        r.onlineBookingEnabled &&
        isNearbySisterVenue({ km: distanceOf(r), originAddress: origin.address, address: r.address }),
    );
    const found = await Promise.all(
      candidates.map(async (r) => {
        const { settings, day } = await readPublicDay(store, r.id, date, now, partySize);
        // The venue's own settings document may have turned online booking off.
        if (!settings.onlineBookingEnabled || partySize > settings.maxOnlineReservation) return undefined;
        const times = nearestBookableTimes({ slots: day.slots, time, partySize });
        return times.length > 0 ? { r, times, km: distanceOf(r) } : undefined;
      }),
    );
    const venues = found
      .flatMap((v) => (v ? [v] : []))
      .sort(
        (a, b) =>
          (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY) ||
          a.r.name.localeCompare(b.r.name, 'fr'),
      )
      .slice(0, MAX_SISTER_VENUES)
      .map(({ r, times, km }): SisterVenue => ({
        restaurantId: r.id,
        name: r.name,
        slug: r.slug,
        emoji: r.emoji,
        city: cityOfAddress(r.address),
        distanceText: km === undefined ? null : describeDistance(km),
        times,
      }));
    return { venues };
  },
});
