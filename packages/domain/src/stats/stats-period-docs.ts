import type { DayContribution } from './day-contribution';
import { restaurantStatsId, type StatCounters, type StatsPeriod } from './restaurant-stats';
import { addCounters } from './stat-counters';

/** The counters a set of contributions adds to one `restaurantStats` document. */
export interface StatsPeriodDelta {
  /** Document id, {@link restaurantStatsId}. */
  id: string;
  restaurantId: string;
  period: StatsPeriod;
  key: string;
  counters: StatCounters;
}

/**
 * Spreads day contributions over the three period documents each one moves (its day, its month = the day's
 * first 7 characters, and the whole history), summed per document; documents left with no counter are
 * dropped. Sorted by id, so that writes come in a stable order.
 */
export function statsPeriodDeltas(contributions: readonly DayContribution[]): StatsPeriodDelta[] {
  const byId = new Map<string, StatsPeriodDelta>();
  for (const { restaurantId, day, counters } of contributions) {
    const periods: { period: StatsPeriod; key: string }[] = [
      { period: 'day', key: day },
      { period: 'month', key: day.slice(0, 7) },
      { period: 'all', key: 'all' },
    ];
    for (const { period, key } of periods) {
      const id = restaurantStatsId({ restaurantId, period, key });
      const current = byId.get(id);
      if (current) current.counters = addCounters(current.counters, counters);
      else byId.set(id, { id, restaurantId, period, key, counters: addCounters({}, counters) });
    }
  }
  return [...byId.values()]
    .filter((delta) => Object.keys(delta.counters).length > 0)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The same contributions with every counter negated (what removing the documents takes away). */
export function negateContributions(contributions: readonly DayContribution[]): DayContribution[] {
  return contributions.map((c) => ({
    ...c,
    counters: Object.fromEntries(Object.entries(c.counters).map(([k, v]) => [k, -v])),
  }));
}
