import {
  ReviewSchema,
  ReviewStatsSchema,
  type Review,
  type ReviewSentiment,
  type ReviewStats,
  type ReviewsCursor,
} from '@app/domain';
import type { DocReader, WhereClause } from '../docstore/port';
import { type Entity, defineCollection, parseSnapshot } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const reviewsCollection = defineCollection('reviews', ReviewSchema);
export const reviewsWriter = new CollectionWriter(reviewsCollection);
/** `reviewStats/{restaurantId}`: the restaurant's reviews aggregate, kept by the review callables. */
export const reviewStatsCollection = defineCollection('reviewStats', ReviewStatsSchema);
export const reviewStatsWriter = new CollectionWriter(reviewStatsCollection);

/** One page of a restaurant's reviews, newest first, and where the next one starts (null at the end). */
export interface ReviewsPage {
  items: Entity<Review>[];
  next: ReviewsCursor | null;
}

/** Most reviews a restaurant's list loads at once. */
export const REVIEWS_CAP = 500;

/** Reads of reviews; staff always name their restaurant, a customer names their e-mail. */
export function createReviewsRepository(reader: DocReader, options?: RepositoryOptions) {
  const reviews = new CollectionReader(reader, reviewsCollection, options);
  const stats = new CollectionReader(reader, reviewStatsCollection, options);

  return {
    getById: (id: string): Promise<Entity<Review> | null> => reviews.get(id),

    /** The restaurant's aggregate, or null when none was built yet. */
    getStats: (restaurantId: string): Promise<Entity<ReviewStats> | null> => stats.get(restaurantId),

    /** The restaurant's aggregate, live: each new review or first response (the reviews page follows it). */
    watchStats: (
      restaurantId: string,
      next: (value: Entity<ReviewStats> | null) => void,
      error?: (err: Error) => void,
    ) => stats.watch(restaurantId, next, error),

    /**
     * A page of a restaurant's reviews, newest first, after `after`: optionally one sentiment (`==` on the stored
     * `sentiment`) and one search token (`array-contains` on `searchTokens`). Reads `pageSize + 1` documents
     * whatever the number of reviews; the extra one only tells whether a next page exists. The cursor follows
     * the documents read, so an invalid document skipped (onInvalid) never stalls the paging.
     */
    async listPage(input: {
      restaurantId: string;
      pageSize: number;
      sentiment?: ReviewSentiment | undefined;
      /** false: only the reviews the restaurant has not answered yet (`==` on the stored `answered`). */
      answered?: boolean | undefined;
      token?: string | undefined;
      after?: ReviewsCursor | undefined;
    }): Promise<ReviewsPage> {
      const where: WhereClause[] = [{ field: 'restaurantId', op: '==', value: input.restaurantId }];
      if (input.sentiment) where.push({ field: 'sentiment', op: '==', value: input.sentiment });
      if (input.answered !== undefined) where.push({ field: 'answered', op: '==', value: input.answered });
      if (input.token) where.push({ field: 'searchTokens', op: 'array-contains', value: input.token });
      const snap = await reader.query({
        collection: reviewsCollection.name,
        where,
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: input.pageSize + 1,
        ...(input.after ? { startAfter: [input.after.createdAt, input.after.id] } : {}),
      });
      const docs = snap.docs.slice(0, input.pageSize);
      const items: Entity<Review>[] = [];
      for (const doc of docs) {
        const parsed = parseSnapshot(reviewsCollection, doc);
        if (parsed.ok) items.push(parsed.value);
        else if (options?.onInvalid) options.onInvalid(parsed.error);
        else throw parsed.error;
      }
      const last = docs.at(-1);
      const next =
        snap.docs.length > input.pageSize && last
          ? { createdAt: String(last.data?.createdAt ?? ''), id: last.id }
          : null;
      return { items, next };
    },

    /** A restaurant's reviews, newest first (administration §7). */
    listForRestaurant(input: { restaurantId: string; limit?: number }): Promise<Entity<Review>[]> {
      return reviews.query({
        where: [{ field: 'restaurantId', op: '==', value: input.restaurantId }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: input.limit ?? REVIEWS_CAP,
      });
    },

    /** The review left for a reservation, if any (one review per reservation). */
    async findForReservation(input: {
      restaurantId: string;
      reservationId: string;
    }): Promise<Entity<Review> | null> {
      const list = await reviews.query({
        where: [
          { field: 'restaurantId', op: '==', value: input.restaurantId },
          { field: 'reservationId', op: '==', value: input.reservationId },
        ],
        limit: 1,
      });
      return list[0] ?? null;
    },

    /** A customer's reviews, newest first; sorted here because the query is equality-only. */
    async listForCustomer(input: { email: string; restaurantId?: string }): Promise<Entity<Review>[]> {
      const list = await reviews.query({
        where: [
          ...(input.restaurantId
            ? [{ field: 'restaurantId', op: '==' as const, value: input.restaurantId }]
            : []),
          { field: 'customerEmail', op: '==', value: input.email.trim().toLowerCase() },
        ],
        limit: REVIEWS_CAP,
      });
      return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
