import {
  REVIEWS_PAGE_SIZE,
  buildReviewStats,
  classifyReviewSentiment,
  deriveReviewStatistics,
  searchReviews,
  type ListReviewsInput,
  type ReviewListItem,
  type ReviewPage,
  type ReviewStats,
} from '@app/domain';

/** A review as listReviews returns it, for the screen's tests. */
export function makeReview(overrides: Partial<ReviewListItem> & { id: string }): ReviewListItem {
  const rating = overrides.rating ?? 5;
  return {
    restaurantId: 'r1',
    restaurantName: 'Le Bistrot',
    reservationId: '',
    customerId: 'client@example.fr',
    customerName: 'Client',
    customerEmail: 'client@example.fr',
    rating,
    comment: 'Très bien',
    source: 'internal',
    isPublic: true,
    sentiment: classifyReviewSentiment({ rating }),
    createdAt: '2026-11-20T19:00:00.000Z',
    ...overrides,
  };
}

/**
 * An in-memory `listReviews` over `reviews` (newest first as given): the tab, the search (the domain's rule),
 * 20 a page with the index of the next one as cursor, and the statistics of all the reviews.
 */
export function fakeListReviews(reviews: () => ReviewListItem[]) {
  return async (input: ListReviewsInput): Promise<ReviewPage> => {
    const all = reviews();
    const found = searchReviews({ reviews: all, query: input.search ?? '', filter: input.tab ?? 'all' });
    const start = input.cursor ? Number(input.cursor.split('|')[1]) : 0;
    const end = start + REVIEWS_PAGE_SIZE;
    return {
      reviews: found.slice(start, end),
      nextCursor: end < found.length ? `2026-11-20T19:00:00.000Z|${end}` : null,
      stats: deriveReviewStatistics({
        stats: buildReviewStats({ restaurantId: 'r1', reviews: all, now: new Date(0) }),
      }),
    };
  };
}

/**
 * The reviews repository's live aggregate for the screen's tests: `push` sends a new snapshot of the
 * restaurant's statistics to every open listener, as the store does when a review or a response is written.
 */
export function fakeReviewStatsFeed() {
  const listeners = new Set<(value: ReviewStats | null) => void>();
  return {
    repository: {
      watchStats: (_restaurantId: string, next: (value: ReviewStats | null) => void) => {
        listeners.add(next);
        return () => void listeners.delete(next);
      },
    },
    push: (reviews: ReviewListItem[], now: Date) =>
      listeners.forEach((next) => next(buildReviewStats({ restaurantId: 'r1', reviews, now }))),
  };
}
