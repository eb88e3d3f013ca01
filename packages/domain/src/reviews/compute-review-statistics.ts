import { buildReviewStats } from './build-review-stats';
import { deriveReviewStatistics, type ReviewStatistics } from './derive-review-statistics';

/** The part of a review the statistics read. */
export interface RatedReview {
  rating: number;
  response?: string | null;
}

/**
 * Statistics of a list of reviews already in memory (e.g. a customer's own reviews): the same numbers as the
 * restaurant's aggregate gives. The reviews page reads the aggregate instead (deriveReviewStatistics).
 */
export function computeReviewStatistics({ reviews }: { reviews: readonly RatedReview[] }): ReviewStatistics {
  const stats = buildReviewStats({ restaurantId: '-', reviews, now: new Date(0) });
  return deriveReviewStatistics({ stats });
}
