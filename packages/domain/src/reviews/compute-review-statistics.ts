import { classifyReviewSentiment } from './classify-review-sentiment';

/** The part of a review the statistics read. */
export interface RatedReview {
  rating: number;
  response?: string | null;
}

/** Review statistics of administration §3: average with one decimal, response rate in whole percent. */
export interface ReviewStatistics {
  total: number;
  averageRating: number;
  positive: number;
  neutral: number;
  negative: number;
  responseRate: number;
  ratingDistribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/**
 * Statistics of the reviews page header: total, average rating (one decimal, 0 without reviews),
 * sentiment counts, share of reviews with a response (%), and the count per star 1 to 5.
 */
export function computeReviewStatistics({ reviews }: { reviews: readonly RatedReview[] }): ReviewStatistics {
  const stats: ReviewStatistics = {
    total: reviews.length,
    averageRating: 0,
    positive: 0,
    neutral: 0,
    negative: 0,
    responseRate: 0,
    ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  };
  if (reviews.length === 0) return stats;
  let sum = 0;
  let responded = 0;
  for (const review of reviews) {
    sum += review.rating;
    stats[classifyReviewSentiment({ rating: review.rating })] += 1;
    if (review.response && review.response.trim() !== '') responded += 1;
    const star = Math.min(5, Math.max(1, Math.round(review.rating))) as 1 | 2 | 3 | 4 | 5;
    stats.ratingDistribution[star] += 1;
  }
  stats.averageRating = Math.round((sum / reviews.length) * 10) / 10;
  stats.responseRate = Math.round((responded / reviews.length) * 100);
  return stats;
}
