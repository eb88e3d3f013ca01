import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  reviewStatsCollection,
  reviewsCollection,
  type DocData,
  type DocStore,
  type Transaction,
} from '@app/data';
import {
  MESSAGES,
  REVIEW_QUERY_FIELDS_VERSION,
  ReviewStatsSchema,
  buildReviewQueryFields,
  buildReviewStats,
  type ReviewStats,
} from '@app/domain';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';

/** `reviewStats/{restaurantId}`. */
export const reviewStatsPath = (restaurantId: string) => `${reviewStatsCollection.name}/${restaurantId}`;

/** The stored aggregate, or null when absent or unreadable (then rebuilt by the next list). */
export function parseReviewStats(data: DocData | undefined): ReviewStats | null {
  if (!data) return null;
  const parsed = ReviewStatsSchema.safeParse(data);
  if (!parsed.success) logger.warn('reviewStats: unreadable aggregate, to be rebuilt', parsed.error.issues);
  return parsed.success ? parsed.data : null;
}

/**
 * The aggregate read inside a write transaction (before any write). A review or response written while it is
 * absent is not counted here: the one-off rebuild counts every review when the list is first asked.
 * An unreadable aggregate is deleted, so that the rebuild replaces it.
 */
export async function readReviewStatsForUpdate(tx: Transaction, restaurantId: string) {
  const snap = await tx.get(reviewStatsPath(restaurantId));
  const stats = parseReviewStats(snap.data);
  return {
    stats,
    /** Writes the new aggregate (after the transaction's reads), or drops an unreadable one. */
    write(next: (stats: ReviewStats) => ReviewStats): ReviewStats | null {
      if (stats) {
        const updated = next(stats);
        tx.set(reviewStatsPath(restaurantId), updated);
        return updated;
      }
      if (snap.exists) tx.delete(reviewStatsPath(restaurantId));
      return null;
    },
  };
}

// Firestore refuses batches above 500 writes; stay well below.
const BATCH_SIZE = 400;

/**
 * Gives `sentiment`, `answered` and `searchTokens` to the restaurant's reviews written before they existed.
 * Idempotent: a review already carrying all three is left alone.
 */
async function backfillReviewQueryFields(store: DocStore, restaurantId: string): Promise<number> {
  const { docs } = await store.query({
    collection: reviewsCollection.name,
    where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
  });
  const stale = docs.filter((doc) => {
    const data = doc.data ?? {};
    return (
      typeof data.rating === 'number' &&
      (!data.sentiment || !Array.isArray(data.searchTokens) || typeof data.answered !== 'boolean')
    );
  });
  for (let start = 0; start < stale.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const doc of stale.slice(start, start + BATCH_SIZE)) {
      const data = doc.data ?? {};
      batch.update(
        doc.path,
        buildReviewQueryFields({
          rating: Number(data.rating),
          customerName: typeof data.customerName === 'string' ? data.customerName : '',
          comment: typeof data.comment === 'string' ? data.comment : '',
          response: typeof data.response === 'string' ? data.response : undefined,
        }),
      );
    }
    await batch.commit();
  }
  return stale.length;
}

/**
 * The restaurant's aggregate for the reviews page: one document read. A store made before the aggregate
 * existed has none: the first ask then runs a ONE-OFF MIGRATION for that restaurant, which reads every review
 * once, gives the old ones their `sentiment` and `searchTokens` (tabs and search query them), and builds the
 * aggregate in a transaction that rereads the reviews, so a review written meanwhile is counted exactly once.
 * An aggregate of an older `fieldsVersion` (reviews without `answered`) makes the first ask backfill the
 * reviews' fields once and raise the version, its counts kept.
 * Afterwards the review callables keep the aggregate in the transactions that write reviews and responses.
 */
export async function readOrRebuildReviewStats(restaurantId: string, now: Date): Promise<ReviewStats> {
  const { store } = runtime();
  const current = parseReviewStats((await store.get(reviewStatsPath(restaurantId))).data);
  if (current && current.fieldsVersion >= REVIEW_QUERY_FIELDS_VERSION) return current;
  const restaurant = await store.get(`restaurants/${restaurantId}`);
  if (!restaurant.exists) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
  const migrated = await backfillReviewQueryFields(store, restaurantId);
  return transact(async (tx) => {
    const again = await tx.get(reviewStatsPath(restaurantId));
    const built = parseReviewStats(again.data);
    if (built && built.fieldsVersion >= REVIEW_QUERY_FIELDS_VERSION) return built;
    if (built) {
      // The counts were kept all along: only the reviews' fields were older. Mark them done.
      const upgraded = { ...built, fieldsVersion: REVIEW_QUERY_FIELDS_VERSION };
      tx.set(reviewStatsPath(restaurantId), upgraded);
      logger.info('reviewStats: query fields upgraded', { restaurantId, migrated });
      return upgraded;
    }
    const { docs } = await tx.query({
      collection: reviewsCollection.name,
      where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
    });
    const reviews = docs
      .map((doc) => doc.data ?? {})
      .filter((data) => typeof data.rating === 'number' && data.rating >= 1 && data.rating <= 5)
      .map((data) => ({
        rating: Number(data.rating),
        response: typeof data.response === 'string' ? data.response : undefined,
      }));
    const stats = buildReviewStats({ restaurantId, reviews, now });
    tx.set(reviewStatsPath(restaurantId), stats);
    logger.info('reviewStats: one-off rebuild', { restaurantId, reviews: reviews.length, migrated });
    return stats;
  });
}
