import { HttpsError } from 'firebase-functions/v2/https';
import { reviewsCollection } from '@app/data';
import {
  MESSAGES,
  RespondToReviewInputSchema,
  ReviewSchema,
  addResponseToStats,
  deriveReviewStatistics,
  type RespondToReviewResult,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import { readReviewStatsForUpdate } from './review-stats-store';
import { toReviewListItem } from './review-list-item';

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The restaurant's response to a review, written or edited by its staff (what every review tool offers; not in
 * the spec's screens, which only show it). Sets `response`, `respondedAt` (shown on the card), `respondedBy`
 * and `updatedAt`; the aggregate counts the review as answered on its first response only, in the same
 * transaction. An empty response is refused: a response once given is edited, never blanked.
 */
export const respondToReview = defineCallable({
  name: 'respondToReview',
  input: RespondToReviewInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, reviewId, response }, { caller, now }): Promise<RespondToReviewResult> => {
    assertRestaurantAccess(caller, restaurantId);
    if (reviewId.includes('/')) throw new HttpsError('not-found', MESSAGES.review.reviewNotFound);
    const path = `${reviewsCollection.name}/${reviewId}`;
    return transact(async (tx) => {
      const [snap, aggregate] = await Promise.all([tx.get(path), readReviewStatsForUpdate(tx, restaurantId)]);
      if (!snap.data || snap.data.restaurantId !== restaurantId)
        throw new HttpsError('not-found', MESSAGES.review.reviewNotFound);
      const first = !hasText(snap.data.response);
      const nowIso = now.toISOString();
      const patch = {
        response,
        answered: true,
        respondedAt: nowIso,
        respondedBy: caller.uid,
        updatedAt: nowIso,
      };
      tx.update(path, patch);
      const stats = first
        ? aggregate.write((current) => addResponseToStats({ stats: current, now }))
        : aggregate.stats;
      const review = ReviewSchema.parse({ ...snap.data, ...patch, id: reviewId });
      return {
        review: toReviewListItem({ ...review, id: reviewId }),
        stats: stats ? deriveReviewStatistics({ stats }) : null,
      };
    });
  },
});
