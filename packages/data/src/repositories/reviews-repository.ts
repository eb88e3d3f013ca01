import { ReviewSchema, type Review } from '@app/domain';
import type { DocReader } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const reviewsCollection = defineCollection('reviews', ReviewSchema);
export const reviewsWriter = new CollectionWriter(reviewsCollection);

/** Most reviews a restaurant's list loads at once. */
export const REVIEWS_CAP = 500;

/** Reads of reviews; staff always name their restaurant, a customer names their e-mail. */
export function createReviewsRepository(reader: DocReader, options?: RepositoryOptions) {
  const reviews = new CollectionReader(reader, reviewsCollection, options);

  return {
    getById: (id: string): Promise<Entity<Review> | null> => reviews.get(id),

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
