import { addCounters, restaurantStatsId, RESTAURANT_STATS_COLLECTION, type StatCounters } from '@app/domain';
import type { DocStore } from '../src/docstore/port';

/**
 * Counters of generated data, kept in memory per restaurant and day, month and whole history, then written as
 * `restaurantStats` documents: what the server's aggregation would have kept. Used by the analytics benchmark
 * and the loaders' integration tests, which write raw documents and their counters side by side.
 */
export class StatsBuilder {
  private readonly docs = new Map<
    string,
    { restaurantId: string; period: 'day' | 'month' | 'all'; key: string; counters: StatCounters }
  >();

  /** Adds counters on a Paris day 'yyyy-MM-dd' (and so on its month and on the whole history). */
  add(restaurantId: string, day: string, counters: StatCounters): this {
    for (const [period, key] of [
      ['day', day],
      ['month', day.slice(0, 7)],
      ['all', 'all'],
    ] as const) {
      const id = restaurantStatsId({ restaurantId, period, key });
      const doc = this.docs.get(id) ?? { restaurantId, period, key, counters: {} };
      doc.counters = addCounters(doc.counters, counters);
      this.docs.set(id, doc);
    }
    return this;
  }

  /** How many documents {@link write} writes. */
  get size(): number {
    return this.docs.size;
  }

  /** Writes every document, replacing what was there, in batches. */
  async write(store: DocStore, batchSize = 2000): Promise<void> {
    const entries = [...this.docs.entries()];
    for (let start = 0; start < entries.length; start += batchSize) {
      const batch = store.batch();
      for (const [id, doc] of entries.slice(start, start + batchSize))
        batch.set(`${RESTAURANT_STATS_COLLECTION}/${id}`, { ...doc });
      await batch.commit();
    }
  }
}
