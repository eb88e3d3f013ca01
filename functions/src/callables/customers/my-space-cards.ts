import type { DocData, DocReader } from '@app/data';
import {
  RESTAURANT_PROFILE_FALLBACKS,
  buildMySpaceCard,
  slugifyRestaurantName,
  sortMySpaceCards,
  type MySpaceCard,
} from '@app/domain';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';

type Reader = Pick<DocReader, 'get'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Venues where the customer is known: the keys of `restaurantStats` and the ids of `restaurantIds`, once each. */
export function knownVenueIds(customer: DocData): string[] {
  const stats = isRecord(customer.restaurantStats) ? Object.keys(customer.restaurantStats) : [];
  const listed = Array.isArray(customer.restaurantIds) ? customer.restaurantIds : [];
  const ids = [...stats, ...listed].filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '' && !id.includes('/'),
  );
  return [...new Set(ids)];
}

/** One venue's card, or null when the restaurant no longer exists. Two reads: the venue and its configuration. */
async function readCard(store: Reader, restaurantId: string, stats: unknown): Promise<MySpaceCard | null> {
  const [snap, config] = await Promise.all([
    store.get(`restaurants/${restaurantId}`),
    readLoyaltyConfig(store, restaurantId),
  ]);
  if (!snap.exists || !snap.data) return null;
  const name = String(snap.data.name ?? '');
  const slug = typeof snap.data.slug === 'string' && snap.data.slug ? snap.data.slug : '';
  return buildMySpaceCard({
    venue: {
      id: restaurantId,
      name,
      emoji: String(snap.data.emoji || RESTAURANT_PROFILE_FALLBACKS.emoji),
      slug: slug || slugifyRestaurantName({ name }),
    },
    stats: isRecord(stats)
      ? { points: Number(stats.points ?? 0), giftsClaimed: Number(stats.giftsClaimed ?? 0) }
      : undefined,
    config,
  });
}

/**
 * The customer's loyalty cards, one per venue where they are known and that still exists, each from that
 * venue's own loyalty configuration; highest balance first.
 */
export async function readMySpaceCards(store: Reader, customer: DocData): Promise<MySpaceCard[]> {
  const allStats = isRecord(customer.restaurantStats) ? customer.restaurantStats : {};
  const cards = await Promise.all(knownVenueIds(customer).map((id) => readCard(store, id, allStats[id])));
  return sortMySpaceCards({ cards: cards.filter((card): card is MySpaceCard => card !== null) });
}
