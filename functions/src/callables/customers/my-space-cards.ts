import type { DocData, DocReader } from '@app/data';
import {
  listKnownVenueIds,
  RESTAURANT_PROFILE_FALLBACKS,
  buildMySpaceCard,
  slugifyRestaurantName,
  sortMySpaceCards,
  type LoyaltyConfig,
  type MySpaceCard,
} from '@app/domain';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';

type Reader = Pick<DocReader, 'get'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Venues where the customer is known (the domain's rule, shared with the customer space). */
export function knownVenueIds(customer: DocData): string[] {
  return listKnownVenueIds({ customer });
}

/** A venue where the customer is known, with its loyalty configuration and the customer's stats there. */
export interface KnownVenue {
  id: string;
  name: string;
  emoji: string;
  slug: string;
  config: LoyaltyConfig;
  /** The customer's `restaurantStats[id]`; undefined when they are listed there without stats. */
  stats: { points: number; giftsClaimed: number } | undefined;
}

/** One venue where the customer is known, or null when the restaurant no longer exists. Two reads: the venue and its configuration. */
async function readKnownVenue(
  store: Reader,
  restaurantId: string,
  stats: unknown,
): Promise<KnownVenue | null> {
  const [snap, config] = await Promise.all([
    store.get(`restaurants/${restaurantId}`),
    readLoyaltyConfig(store, restaurantId),
  ]);
  if (!snap.exists || !snap.data) return null;
  const name = String(snap.data.name ?? '');
  const slug = typeof snap.data.slug === 'string' && snap.data.slug ? snap.data.slug : '';
  return {
    id: restaurantId,
    name,
    emoji: String(snap.data.emoji || RESTAURANT_PROFILE_FALLBACKS.emoji),
    slug: slug || slugifyRestaurantName({ name }),
    config,
    stats: isRecord(stats)
      ? { points: Number(stats.points ?? 0), giftsClaimed: Number(stats.giftsClaimed ?? 0) }
      : undefined,
  };
}

/**
 * The venues where the customer is known and that still exist, each with its own loyalty configuration and the
 * customer's stats there (two reads per venue), in the order of {@link knownVenueIds}.
 */
export async function readKnownVenues(store: Reader, customer: DocData): Promise<KnownVenue[]> {
  const allStats = isRecord(customer.restaurantStats) ? customer.restaurantStats : {};
  const venues = await Promise.all(
    knownVenueIds(customer).map((id) => readKnownVenue(store, id, allStats[id])),
  );
  return venues.filter((venue): venue is KnownVenue => venue !== null);
}

/**
 * The customer's loyalty cards, one per venue where they are known and that still exists, each from that
 * venue's own loyalty configuration; highest balance first.
 */
export async function readMySpaceCards(store: Reader, customer: DocData): Promise<MySpaceCard[]> {
  const venues = await readKnownVenues(store, customer);
  return sortMySpaceCards({
    cards: venues.map((venue) => buildMySpaceCard({ venue, stats: venue.stats, config: venue.config })),
  });
}
