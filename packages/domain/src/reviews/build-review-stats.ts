import type { ReviewStats } from '../schemas/review-stats';
import { addReviewToStats } from './add-review-to-stats';
import { createEmptyReviewStats } from './create-empty-review-stats';

/**
 * The aggregate of a restaurant counted from its reviews: the one-off rebuild of a store made before the
 * aggregate existed, and the demo seed. Screens never call it on a request path.
 */
export function buildReviewStats({
  restaurantId,
  reviews,
  now,
}: {
  restaurantId: string;
  reviews: readonly { rating: number; response?: string | null | undefined }[];
  now: Date;
}): ReviewStats {
  return reviews.reduce(
    (stats, review) => addReviewToStats({ stats, review, now }),
    createEmptyReviewStats({ restaurantId, now }),
  );
}
