import type { ReviewStats } from '../schemas/review-stats';
import { classifyReviewSentiment } from './classify-review-sentiment';

/** A star 1 to 5 of a rating (ratings are whole stars; anything else is clamped and rounded). */
export function toReviewStar({ rating }: { rating: number }): 1 | 2 | 3 | 4 | 5 {
  return Math.min(5, Math.max(1, Math.round(rating))) as 1 | 2 | 3 | 4 | 5;
}

/**
 * The aggregate once a new review is counted: total, rating sum, its star, its sentiment, and `responded`
 * when it already carries a response (reviews imported with one). Pure: the caller writes the result in the
 * same transaction as the review.
 */
export function addReviewToStats({
  stats,
  review,
  now,
}: {
  stats: ReviewStats;
  review: { rating: number; response?: string | null | undefined };
  now: Date;
}): ReviewStats {
  const star = toReviewStar({ rating: review.rating });
  const sentiment = classifyReviewSentiment({ rating: star });
  const responded = Boolean(review.response && review.response.trim() !== '');
  return {
    ...stats,
    total: stats.total + 1,
    ratingSum: stats.ratingSum + star,
    distribution: { ...stats.distribution, [star]: stats.distribution[star] + 1 },
    [sentiment]: stats[sentiment] + 1,
    responded: stats.responded + (responded ? 1 : 0),
    updatedAt: now.toISOString(),
  };
}
