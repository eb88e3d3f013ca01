import { ReadWaitlistOfferInputSchema } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { readRestaurant } from '../reservations/booking-context';
import { offerLinkLimits, readOfferOfToken } from './redeem-waitlist-offer';

/**
 * The booking page opened from an offer link (`/reservation/{slug}?offre={token}`): what the offer is for, to
 * fill the form. Refuses a forged or altered link, an expired offer and one already used, in French.
 */
export const readWaitlistOffer = defineCallable({
  name: 'readWaitlistOffer',
  input: ReadWaitlistOfferInputSchema,
  auth: 'public',
  limits: ({ token }, { request, now }) => offerLinkLimits(token, request, now),
  handler: async ({ token }, { now }) => {
    const { store } = runtime();
    const entry = await readOfferOfToken(store, token, now);
    const { restaurant } = await readRestaurant(store, entry.restaurantId);
    return {
      restaurantId: restaurant.id,
      slug: restaurant.slug,
      restaurantName: restaurant.name,
      date: entry.date,
      time: entry.time,
      partySize: entry.partySize,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email,
      phone: entry.phone,
      expiresAt: entry.offerExpiresAt ?? '',
    };
  },
});
