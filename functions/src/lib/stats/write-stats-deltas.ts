import { FieldValue, type Transaction } from '@app/data';
import { RESTAURANT_STATS_COLLECTION, type StatsPeriodDelta } from '@app/domain';

/**
 * Adds the deltas to their `restaurantStats` documents with `FieldValue.increment`, merged, so concurrent
 * transactions add up and a missing document is made with its identity fields.
 */
export function writeStatsDeltas(tx: Transaction, deltas: readonly StatsPeriodDelta[]): void {
  for (const { id, restaurantId, period, key, counters } of deltas) {
    const increments = Object.fromEntries(
      Object.entries(counters).map(([name, by]) => [name, FieldValue.increment(by)]),
    );
    tx.set(
      `${RESTAURANT_STATS_COLLECTION}/${id}`,
      { restaurantId, period, key, counters: increments },
      { merge: true },
    );
  }
}
