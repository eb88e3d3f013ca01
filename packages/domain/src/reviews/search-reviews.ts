import { classifyReviewSentiment } from './classify-review-sentiment';

/** The part of a review the reviews screen searches and filters. */
export interface SearchableReview {
  rating: number;
  customerName?: string;
  comment?: string;
}

/** Filter tabs of the reviews page: TOUS, POSITIFS, NÉGATIFS. */
export type ReviewFilter = 'all' | 'positive' | 'negative';

/**
 * Reviews whose customer name or comment contains the query (case-insensitive), within a sentiment tab.
 * An empty query keeps every review of the tab.
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
  const q = query.trim().toLocaleLowerCase('fr-FR');
  return reviews.filter((review) => {
    if (filter !== 'all' && classifyReviewSentiment({ rating: review.rating }) !== filter) return false;
    if (q === '') return true;
    return [review.customerName ?? '', review.comment ?? ''].some((text) =>
      text.toLocaleLowerCase('fr-FR').includes(q),
    );
  });
}
