import { RESTAURANT_STATS_COLLECTION, RestaurantStatsSchema } from '@app/domain';
import { defineCollection } from './collection-def';
import { CollectionWriter } from './collection-writer';

/**
 * `restaurantStats/{restaurantId}_d_{day}` / `_m_{month}` / `_all`: a restaurant's counters per period
 * (ARCHITECTURE §8 "Aggregates, not scans"), kept by the server's stats aggregation and rebuilt by
 * `pnpm stats:rebuild`.
 */
export const restaurantStatsCollection = defineCollection(RESTAURANT_STATS_COLLECTION, RestaurantStatsSchema);
export const restaurantStatsWriter = new CollectionWriter(restaurantStatsCollection);
