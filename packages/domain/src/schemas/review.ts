import { z } from 'zod';
import { REVIEW_SENTIMENTS } from '../reviews/classify-review-sentiment';
import type { ReviewStatistics } from '../reviews/derive-review-statistics';
import { IdSchema, OptionalEmailSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/** Known review sources; any other value is shown as a third-party booking platform. */
export const KNOWN_REVIEW_SOURCES = ['internal', 'google', 'tripadvisor'] as const;

/** Reservation id used by walk-in visits on the review page (`/review/{restaurantId}/walkin`). */
export const WALK_IN_REVIEW_ID = 'walkin';

/** A review document (collection `reviews`). `customerId` is the customer e-mail as in the product. */
export const ReviewSchema = z.object({
  id: IdSchema,
  restaurantId: IdSchema,
  restaurantName: safeString().default(''),
  reservationId: safeString().default(''),
  customerId: safeString().default(''),
  customerName: safeString().default(''),
  customerEmail: OptionalEmailSchema.default(''),
  rating: z.number().int().min(1).max(5),
  comment: safeString().default(''),
  source: safeString().min(1).default('internal'),
  isPublic: z.boolean().default(true),
  response: safeString().optional(),
  respondedAt: TimestampSchema.optional(),
  /** Uid of the staff member who wrote the response last. */
  respondedBy: safeString().optional(),
  /**
   * Stored from the rating when the review is written, so the POSITIFS / NÉGATIFS tabs are `==` queries.
   * Absent on reviews written before it existed, until the one-off rebuild of the restaurant's statistics.
   */
  sentiment: z.enum(REVIEW_SENTIMENTS).optional(),
  /**
   * Whether the restaurant answered (isReviewAnswered), stored so that SANS RÉPONSE is an `==` query. Absent on
   * reviews written before it existed, until the restaurant's one-off rebuild (statistics' `fieldsVersion` 2).
   */
  answered: z.boolean().optional(),
  /** Prefixes of the words of the name and comment (buildReviewSearchTokens), for `array-contains` search. */
  searchTokens: z.array(safeString()).optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
});
/** {@link ReviewSchema} output type. */
export type Review = z.infer<typeof ReviewSchema>;

/** A review as the staff list shows it: the document without its search tokens. */
export type ReviewListItem = Omit<Review, 'searchTokens'> & { id: string };

/** Answer of `listReviews`: at most 20 reviews, where the next page starts (null at the end), the statistics. */
export interface ReviewPage {
  reviews: ReviewListItem[];
  nextCursor: string | null;
  /** From the restaurant's aggregate (`reviewStats`), whatever the tab and search. */
  stats: ReviewStatistics;
}

/** Answer of `respondToReview`: the review as the list shows it now, and the statistics after the response. */
export interface RespondToReviewResult {
  review: ReviewListItem;
  /** Null only while the restaurant's aggregate has not been built yet (the next list rebuilds it). */
  stats: ReviewStatistics | null;
}
