import type { DocStore } from '@app/data';
import {
  addCounters,
  statsContributionOf,
  statsPeriodDeltas,
  STATS_TRACKED_COLLECTIONS,
  type StatsPeriodDelta,
} from '@app/domain';
import { pageThrough, restaurantFilters } from './page-through';

/**
 * The exact `restaurantStats` documents the raw data make (every counted collection read page by page):
 * what the aggregation must have kept, keyed by document id. Memory grows with the number of restaurant-days,
 * not of documents read.
 */
export async function computeRestaurantStats(
  store: DocStore,
  { restaurantIds, pageSize }: { restaurantIds?: readonly string[]; pageSize?: number } = {},
): Promise<{ stats: Map<string, StatsPeriodDelta>; documentsRead: number }> {
  const stats = new Map<string, StatsPeriodDelta>();
  let documentsRead = 0;
  for (const collection of STATS_TRACKED_COLLECTIONS) {
    for (const where of restaurantFilters(restaurantIds)) {
      for await (const page of pageThrough(store, collection, { where, pageSize })) {
        documentsRead += page.length;
        const deltas = statsPeriodDeltas(
          page.flatMap((doc) => statsContributionOf({ collection, data: doc.data })),
        );
        for (const delta of deltas) {
          const current = stats.get(delta.id);
          if (current) current.counters = addCounters(current.counters, delta.counters);
          else stats.set(delta.id, delta);
        }
      }
    }
  }
  for (const [id, doc] of stats) if (Object.keys(doc.counters).length === 0) stats.delete(id);
  return { stats, documentsRead };
}
