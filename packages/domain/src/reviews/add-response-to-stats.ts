import type { ReviewStats } from '../schemas/review-stats';

/**
 * The aggregate once a review gets its first response from the restaurant. Editing a response does not count
 * again: the caller applies this only when the review had none. Never above the number of reviews.
 */
export function addResponseToStats({ stats, now }: { stats: ReviewStats; now: Date }): ReviewStats {
  return { ...stats, responded: Math.min(stats.total, stats.responded + 1), updatedAt: now.toISOString() };
}
