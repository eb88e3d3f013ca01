import type { DocStore } from '@app/data';
import { diffCounters, recordedEventCounters, restaurantStatsId, type StatCounters } from '@app/domain';
import { computeRestaurantStats } from '../compute-restaurant-stats';
import { readRestaurantStats } from '../read-restaurant-stats';

/**
 * What the store holds in `restaurantStats` and what a recount of the raw data gives, both as
 * `{ id: counters }` with zero counters and all-zero documents left out (a counter brought back to 0 by
 * increments is the same count as an absent one), so that tests compare them with one `toEqual`. The stored
 * side leaves out the product events recorded as they happened (no raw document holds them).
 */
export async function statsSnapshot(
  store: DocStore,
): Promise<{ stored: Record<string, StatCounters>; recounted: Record<string, StatCounters> }> {
  const stored: Record<string, StatCounters> = {};
  for (const [id, doc] of await readRestaurantStats(store)) {
    // Events recorded as they happened are in no document: a recount cannot see them (the rebuild keeps them).
    const counters = diffCounters(doc.counters, recordedEventCounters(doc.counters));
    if (Object.keys(counters).length === 0) continue;
    // A document's identity fields must name it.
    stored[id] = restaurantStatsId(doc) === id ? counters : { __misnamed: 1 };
  }
  const recounted: Record<string, StatCounters> = {};
  for (const [id, doc] of (await computeRestaurantStats(store)).stats) recounted[id] = doc.counters;
  return { stored, recounted };
}
