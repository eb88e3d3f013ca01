import { buildReviewSearchTokens } from './build-review-search-tokens';
import { classifyReviewSentiment, type ReviewSentiment } from './classify-review-sentiment';

/**
 * The fields every review stores so that the staff list queries the store instead of scanning: its sentiment
 * (tabs, `==`) and its search tokens (search, `array-contains`). Written with the review, and by the one-off
 * rebuild on reviews written before they existed.
 */
export function buildReviewQueryFields(review: {
  rating: number;
  customerName?: string | undefined;
  comment?: string | undefined;
}): { sentiment: ReviewSentiment; searchTokens: string[] } {
  return {
    sentiment: classifyReviewSentiment({ rating: review.rating }),
    searchTokens: buildReviewSearchTokens(review),
  };
}
