import type { DocStore } from '@app/data';
import {
  addCounters,
  diffCounters,
  recordedEventCounters,
  RESTAURANT_STATS_COLLECTION,
  type StatsPeriodDelta,
} from '@app/domain';
import { computeRestaurantStats } from './compute-restaurant-stats';
import { readRestaurantStats } from './read-restaurant-stats';

/** Writes per batch (Firestore takes 500). */
const BATCH_SIZE = 400;

export interface RebuildReport {
  /** Counted documents read. */
  documentsRead: number;
  /** Stats documents written because they were missing or wrong, and deleted because nothing counts on them. */
  written: number;
  deleted: number;
  /** Stats documents already exact. */
  unchanged: number;
}

/**
 * Recounts `restaurantStats` from the raw data (of some restaurants, or all): every counted collection read page
 * by page, the missing or wrong stats documents written whole, the stale ones deleted, in batches of 400. Meant
 * for a quiet store (first start, after an import, a repair): a write committed while it runs may be counted
 * twice or not at all, and a second run then sets it right. The product events recorded as they happened (page
 * opened, slot chosen, sign-ups…) are in no document: each stats document keeps its stored ones.
 */
export async function rebuildRestaurantStats(
  store: DocStore,
  options: { restaurantIds?: readonly string[]; pageSize?: number } = {},
): Promise<RebuildReport> {
  const { stats, documentsRead } = await computeRestaurantStats(store, options);
  const stored = await readRestaurantStats(store, options);
  for (const [id, current] of stored) {
    const events = recordedEventCounters(current.counters);
    if (Object.keys(events).length === 0) continue;
    const doc = stats.get(id);
    if (doc) doc.counters = addCounters(doc.counters, events);
    else if (current.restaurantId) stats.set(id, { id, ...current, counters: events });
  }
  const writes: { path: string; doc?: StatsPeriodDelta }[] = [];
  let unchanged = 0;
  for (const [id, doc] of stats) {
    const current = stored.get(id);
    const exact =
      current !== undefined &&
      current.restaurantId === doc.restaurantId &&
      current.period === doc.period &&
      current.key === doc.key &&
      Object.keys(diffCounters(doc.counters, current.counters)).length === 0;
    if (exact) unchanged += 1;
    else writes.push({ path: `${RESTAURANT_STATS_COLLECTION}/${id}`, doc });
  }
  for (const id of stored.keys())
    if (!stats.has(id)) writes.push({ path: `${RESTAURANT_STATS_COLLECTION}/${id}` });
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const { path, doc } of writes.slice(start, start + BATCH_SIZE)) {
      if (doc) {
        const { restaurantId, period, key, counters } = doc;
        batch.set(path, { restaurantId, period, key, counters });
      } else batch.delete(path);
    }
    await batch.commit();
  }
  const deleted = writes.filter((w) => !w.doc).length;
  return { documentsRead, written: writes.length - deleted, deleted, unchanged };
}
