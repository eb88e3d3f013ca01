// zod's tree-shakable build, like booking-types.ts: the booking route is read on phones over slow networks.
import * as z from 'zod/mini';

/** One of the group's other venues with room near the chosen time (answer of `findSisterVenues`). */
export const SisterVenueSchema = z.object({
  restaurantId: z.string(),
  name: z.string(),
  slug: z.string(),
  emoji: z._default(z.string(), '🍽️'),
  city: z._default(z.string(), ''),
  /** « à 2 km », « à 20 minutes à pied »…; null when either venue has no position. */
  distanceText: z._default(z.nullable(z.string()), null),
  /** The same time first when it has room, else the nearest bookable ones, at most 3, closest first. */
  times: z.array(z.string()),
});
export type SisterVenue = z.infer<typeof SisterVenueSchema>;

export const SisterVenuesSchema = z.object({ venues: z.array(SisterVenueSchema) });

/** The offer of a freed table, read from the e-mail's signed link (answer of `readWaitlistOffer`). */
export const WaitlistOfferSchema = z.object({
  restaurantId: z.string(),
  slug: z.string(),
  restaurantName: z.string(),
  date: z.string(),
  time: z.string(),
  partySize: z.int().check(z.minimum(1)),
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
  /** ISO instant after which the table goes to the next person waiting. */
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;

/** `joinWaitlist`'s input: the full slot and who to tell. */
export interface JoinWaitlistVariables {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Made once per form: a retry or a double click answers with the same entry. */
  requestId: string;
}
