import { buildReviewSearchTokens } from './build-review-search-tokens';
import { classifyReviewSentiment } from './classify-review-sentiment';
import { isReviewAnswered } from './is-review-answered';
import { matchesReviewSearch, parseReviewSearch } from './parse-review-search';

/** The part of a review the reviews screen searches and filters. */
export interface SearchableReview {
  rating: number;
  response?: string | undefined;
  customerName?: string;
  comment?: string;
}

/**
 * Filter tabs of the reviews page: the spec's TOUS, POSITIFS, NÉGATIFS, with NEUTRES and SANS RÉPONSE (the
 * reviews still waiting for the restaurant's response), as every review tool offers (issue 48).
 */
export const REVIEW_FILTERS = ['all', 'positive', 'neutral', 'negative', 'unanswered'] as const;
/** Filter tabs of the reviews page: TOUS, POSITIFS, NEUTRES, NÉGATIFS, SANS RÉPONSE. */
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/**
 * Reviews of a list in memory whose customer name or comment match the query, within a sentiment tab, with the
 * same word-start rule as the stored search tokens (the server's query). An empty query keeps the whole tab.
 */
export function searchReviews<T extends SearchableReview>({
  reviews,
  query,
  filter = 'all',
}: {
  reviews: readonly T[];
  query: string;
  filter?: ReviewFilter;
}): T[] {
  const search = parseReviewSearch({ query });
  return reviews.filter((review) => {
    if (filter === 'unanswered') {
      if (isReviewAnswered(review)) return false;
    } else if (filter !== 'all' && classifyReviewSentiment({ rating: review.rating }) !== filter)
      return false;
    if (!search) return true;
    return matchesReviewSearch({ tokens: buildReviewSearchTokens(review), search });
  });
}
