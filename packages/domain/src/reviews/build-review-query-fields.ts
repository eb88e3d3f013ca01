import { buildReviewSearchTokens } from './build-review-search-tokens';
import { classifyReviewSentiment, type ReviewSentiment } from './classify-review-sentiment';
import { isReviewAnswered } from './is-review-answered';

/**
 * The fields every review stores so that the staff list queries the store instead of scanning: its sentiment
 * (tabs, `==`), whether the restaurant answered it (SANS RÉPONSE, `==`) and its search tokens (search,
 * `array-contains`). Written with the review, `answered` again with its first response, and by the one-off
 * rebuilds on reviews written before they existed.
 */
export function buildReviewQueryFields(review: {
  rating: number;
  customerName?: string | undefined;
  comment?: string | undefined;
  response?: string | undefined;
}): { sentiment: ReviewSentiment; answered: boolean; searchTokens: string[] } {
  return {
    sentiment: classifyReviewSentiment({ rating: review.rating }),
    answered: isReviewAnswered(review),
    searchTokens: buildReviewSearchTokens(review),
  };
}
