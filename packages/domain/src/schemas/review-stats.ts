import { z } from 'zod';
import { IdSchema, TimestampSchema } from './primitives';

/** The query fields' version reviews are written with today (see `fieldsVersion`). */
export const REVIEW_QUERY_FIELDS_VERSION = 2;

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
  /**
   * Version of the query fields every review of the restaurant carries: 1 = `sentiment` and `searchTokens`,
   * 2 = also `answered`. An aggregate below {@link REVIEW_QUERY_FIELDS_VERSION} makes the next list backfill the
   * restaurant's reviews once (review-stats-store).
   */
  fieldsVersion: z.number().int().min(1).max(99).default(1),
  updatedAt: TimestampSchema,
});
/** {@link ReviewStatsSchema} output type. */
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;
