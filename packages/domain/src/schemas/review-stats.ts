import { z } from 'zod';
import { IdSchema, TimestampSchema } from './primitives';

const count = () => z.number().int().min(0).default(0);

/**
 * Per-restaurant review aggregate (collection `reviewStats`, id = the restaurant id), kept in the transaction
 * that writes a review or its first response (ARCHITECTURE §8 "Aggregates, not scans"): the reviews page reads
 * this one document instead of every review. `distribution` counts reviews per star, keys '1' to '5'.
 */
export const ReviewStatsSchema = z.object({
  restaurantId: IdSchema,
  total: count(),
  ratingSum: count(),
  distribution: z
    .object({ 1: count(), 2: count(), 3: count(), 4: count(), 5: count() })
    .default({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }),
  positive: count(),
  neutral: count(),
  negative: count(),
  /** Reviews with a restaurant response (counted once, on the first response). */
  responded: count(),
  updatedAt: TimestampSchema,
});
/** {@link ReviewStatsSchema} output type. */
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;
