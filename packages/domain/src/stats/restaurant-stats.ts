import { z } from 'zod';
import { safeString } from '../schemas/safe-string';

/** The three granularities kept: one document per day, per month and for the whole history. */
export const STATS_PERIODS = ['day', 'month', 'all'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** Flat map of counter name (see STAT in ./stat-keys) to value; a missing key is 0. */
export type StatCounters = Record<string, number>;

/**
 * A restaurant's counters for one period (collection `restaurantStats`), written by the server only, in the same
 * transaction as the change it counts (functions' stats aggregation), rebuilt from the raw data by
 * `pnpm stats:rebuild`. Read by admin_full of the restaurant and master_admin.
 */
export const RestaurantStatsSchema = z.object({
  restaurantId: safeString().min(1),
  period: z.enum(STATS_PERIODS),
  /** 'yyyy-MM-dd' for a day, 'yyyy-MM' for a month, 'all' for the whole history. */
  key: safeString().min(1),
  counters: z.record(safeString(), z.number()).default({}),
});
export type RestaurantStats = z.infer<typeof RestaurantStatsSchema>;

/** Collection of {@link RestaurantStatsSchema}. */
export const RESTAURANT_STATS_COLLECTION = 'restaurantStats';

/**
 * Document id of a period's counters: `{restaurantId}_d_{yyyy-MM-dd}`, `{restaurantId}_m_{yyyy-MM}`,
 * `{restaurantId}_all`.
 * @example restaurantStatsId({ restaurantId: 'r1', period: 'day', key: '2026-11-23' }) // 'r1_d_2026-11-23'
 */
export function restaurantStatsId({
  restaurantId,
  period,
  key,
}: {
  restaurantId: string;
  period: StatsPeriod;
  key: string;
}): string {
  if (period === 'all') return `${restaurantId}_all`;
  return `${restaurantId}_${period === 'day' ? 'd' : 'm'}_${key}`;
}
