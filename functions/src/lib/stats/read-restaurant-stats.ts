import type { DocStore } from '@app/data';
import { RESTAURANT_STATS_COLLECTION, RestaurantStatsSchema, type RestaurantStats } from '@app/domain';
import { pageThrough, restaurantFilters } from './page-through';

/** The stored `restaurantStats` documents (of some restaurants, or all), keyed by id, page by page. */
export async function readRestaurantStats(
  store: DocStore,
  { restaurantIds, pageSize }: { restaurantIds?: readonly string[]; pageSize?: number } = {},
): Promise<Map<string, RestaurantStats>> {
  const stored = new Map<string, RestaurantStats>();
  for (const where of restaurantFilters(restaurantIds)) {
    for await (const page of pageThrough(store, RESTAURANT_STATS_COLLECTION, { where, pageSize })) {
      for (const doc of page) {
        const parsed = RestaurantStatsSchema.safeParse(doc.data);
        // A document the schema refuses is kept as empty, so that a rebuild replaces or deletes it.
        stored.set(
          doc.id,
          parsed.success ? parsed.data : { restaurantId: '', period: 'all', key: '', counters: {} },
        );
      }
    }
  }
  return stored;
}
