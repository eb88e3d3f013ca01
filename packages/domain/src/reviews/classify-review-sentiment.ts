/** Sentiments of a review, as stored on each review (`sentiment`) so that the tabs query the store. */
export const REVIEW_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;

/** Sentiment of a review from its rating (administration §5). */
export type ReviewSentiment = (typeof REVIEW_SENTIMENTS)[number];

/** Counters and filter tabs of the reviews page. */
export const REVIEW_SENTIMENT_LABELS: Record<ReviewSentiment, string> = {
  positive: 'Positifs',
  neutral: 'Neutres',
  negative: 'Négatifs',
};

/** Positive is a rating of 4 or more, neutral exactly 3, negative 2 or less. */
export function classifyReviewSentiment({ rating }: { rating: number }): ReviewSentiment {
  if (rating >= 4) return 'positive';
  if (rating >= 3) return 'neutral';
  return 'negative';
}
