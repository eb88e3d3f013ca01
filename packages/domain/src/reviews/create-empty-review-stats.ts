import { REVIEW_QUERY_FIELDS_VERSION, type ReviewStats } from '../schemas/review-stats';

/** The aggregate of a restaurant without any review. */
export function createEmptyReviewStats({
  restaurantId,
  now,
}: {
  restaurantId: string;
  now: Date;
}): ReviewStats {
  return {
    restaurantId,
    total: 0,
    ratingSum: 0,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    positive: 0,
    neutral: 0,
    negative: 0,
    responded: 0,
    fieldsVersion: REVIEW_QUERY_FIELDS_VERSION,
    updatedAt: now.toISOString(),
  };
}
