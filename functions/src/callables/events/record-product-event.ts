import { AppError, MESSAGES, RecordProductEventInputSchema } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { recordProductEvents } from '../../lib/events/record-product-events';
import { PUBLIC_LIMITS, perAcceptedSubject, perAddress } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';

/**
 * A product event reported by a browser (booking page opened, slot chosen, install prompt shown, app installed),
 * counted for the venue of the booking page's slug on today's Paris day (ARCHITECTURE §9 "Events without
 * cookies"). It stores a counter and nothing else: no cookie is read or set, no address, device or diner is
 * kept. Abuse is bounded: only the known event names, only a known venue, per address and per venue a day.
 */
export const recordProductEvent = defineCallable({
  name: 'recordProductEvent',
  input: RecordProductEventInputSchema,
  auth: 'public',
  limits: ({ slug }, { request }) => [
    perAddress(PUBLIC_LIMITS.eventIp, request),
    perAcceptedSubject(PUBLIC_LIMITS.eventRestaurant, 'slug', slug),
  ],
  handler: async ({ event, slug }, { now }) => {
    const { store } = runtime();
    const { docs } = await store.query({
      collection: 'restaurants',
      where: [{ field: 'slug', op: '==', value: slug }],
      limit: 1,
    });
    const restaurant = docs[0];
    if (!restaurant) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
    await recordProductEvents(store, [{ restaurantId: restaurant.id, event }], now);
    return { recorded: true };
  },
});
