import * as logger from 'firebase-functions/logger';
import { createReviewsRepository } from '@app/data';
import {
  ListReviewsInputSchema,
  REVIEWS_PAGE_SIZE,
  decodeReviewsCursor,
  deriveReviewStatistics,
  encodeReviewsCursor,
  matchesReviewSearch,
  parseReviewSearch,
  type ReviewPage,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { readOrRebuildReviewStats } from './review-stats-store';
import { toReviewListItem } from './review-list-item';

/**
 * « Avis Clients » (administration §2): a page of 20 reviews of a restaurant the staff caller holds, newest
 * first, in a tab (TOUS / POSITIFS / NEUTRES / NÉGATIFS / SANS RÉPONSE) and optionally searched on name and comment, with the header's
 * statistics from the restaurant's aggregate. Reads stay bounded whatever the number of reviews: the aggregate
 * and at most 21 reviews (ARCHITECTURE §8 "Aggregates, not scans", "Search without a scan").
 *
 * The search looks up its longest word in the stored tokens (`array-contains`) and keeps, among the 20 reviews
 * read, those matching its other words too: with several words a page may hold fewer than 20 reviews while
 * `nextCursor` still leads further.
 */
export const listReviews = defineCallable({
  name: 'listReviews',
  input: ListReviewsInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, tab, search, cursor }, { caller, now }): Promise<ReviewPage> => {
    assertRestaurantAccess(caller, restaurantId);
    const stats = deriveReviewStatistics({ stats: await readOrRebuildReviewStats(restaurantId, now) });
    const terms = search === '' ? null : parseReviewSearch({ query: search });
    if (terms && !terms.token) return { reviews: [], nextCursor: null, stats };
    const repository = createReviewsRepository(runtime().store, {
      onInvalid: (error) => logger.warn('listReviews: invalid review skipped', error.path, error.issues),
    });
    const page = await repository.listPage({
      restaurantId,
      pageSize: REVIEWS_PAGE_SIZE,
      sentiment: tab === 'all' || tab === 'unanswered' ? undefined : tab,
      answered: tab === 'unanswered' ? false : undefined,
      token: terms?.token ?? undefined,
      after: cursor ? (decodeReviewsCursor({ cursor }) ?? undefined) : undefined,
    });
    const found = terms
      ? page.items.filter((review) =>
          matchesReviewSearch({ tokens: review.searchTokens ?? [], search: terms }),
        )
      : page.items;
    return {
      reviews: found.map(toReviewListItem),
      nextCursor: page.next ? encodeReviewsCursor(page.next) : null,
      stats,
    };
  },
});
