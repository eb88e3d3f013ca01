import type { ReviewStats } from '../schemas/review-stats';

/** Review statistics of administration §3: average with one decimal, response rate in whole percent. */
export interface ReviewStatistics {
  total: number;
  averageRating: number;
  positive: number;
  neutral: number;
  negative: number;
  /** Reviews still without the restaurant's response (SANS RÉPONSE). */
  unanswered: number;
  responseRate: number;
  ratingDistribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/**
 * What the reviews page header shows, from the restaurant's aggregate: average rating rounded to one decimal
 * (0 without reviews), sentiment counts, share of reviews with a response in whole percent, count per star.
 * @example deriveReviewStatistics({ stats: { total: 4, ratingSum: 13, responded: 1, … } }) // averageRating 3.3, responseRate 25
 */
export function deriveReviewStatistics({ stats }: { stats: ReviewStats }): ReviewStatistics {
  const { total } = stats;
  return {
    total,
    averageRating: total === 0 ? 0 : Math.round((stats.ratingSum / total) * 10) / 10,
    positive: stats.positive,
    neutral: stats.neutral,
    negative: stats.negative,
    unanswered: total - Math.min(stats.responded, total),
    responseRate: total === 0 ? 0 : Math.round((Math.min(stats.responded, total) / total) * 100),
    ratingDistribution: { ...stats.distribution },
  };
}
