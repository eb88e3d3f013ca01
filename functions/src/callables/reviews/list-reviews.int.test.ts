import type { ReviewPage } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
  type TestCaller,
} from '../testing/callable-harness';
import { seedRestaurant } from '../testing/fixtures';
import { listReviews } from './list-reviews';
import { respondToReview } from './respond-to-review';
import { minute, seedStoredReview } from './review-test-data';

/**
 * `listReviews`: pages of 20, newest first, by tab and search, from stored sentiment and tokens; the staff of
 * the restaurant only; bounded reads.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

// 50 reviews of r1: ratings cycle 5, 4, 3, 2, 1; every third one says « service lent »; one customer of ten is
// Zoé Dupont. A larger index is newer.
const RATINGS = [5, 4, 3, 2, 1];
const reviewOf = (i: number) => ({
  id: `rev-${String(i).padStart(2, '0')}`,
  rating: RATINGS[i % 5] ?? 5,
  customerName: i % 10 === 0 ? 'Zoé Dupont' : `Client ${i}`,
  comment: i % 3 === 0 ? 'Le service était lent ce soir' : 'Très bonne soirée',
  createdAt: minute(i),
});
const ALL = Array.from({ length: 50 }, (_, i) => reviewOf(i));
const newestFirst = (list: typeof ALL) => [...list].reverse().map((r) => r.id);

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
  for (const review of ALL) await seedStoredReview(h.store, review);
  await seedStoredReview(h.store, { ...reviewOf(99), id: 'r2-review', restaurantId: 'r2' });
});

/** Every page of a tab and search, following `nextCursor` to the end. */
async function allPages(input: { tab?: string; search?: string }, caller: TestCaller = admin('r1')) {
  const pages: ReviewPage[] = [];
  let cursor: string | undefined;
  do {
    const page: ReviewPage = await call(listReviews, { restaurantId: 'r1', ...input, cursor }, caller);
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 10);
  return { pages, ids: pages.flatMap((p) => p.reviews.map((r) => r.id)) };
}

describe('listReviews', () => {
  it('gives 20 reviews a page, newest first, to the end, with the statistics of the aggregate', async () => {
    const { pages, ids } = await allPages({});
    expect(pages.map((p) => p.reviews.length)).toEqual([20, 20, 10]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(ids).toEqual(newestFirst(ALL));
    expect(pages[0]?.stats).toEqual({
      total: 50,
      averageRating: 3,
      positive: 20,
      neutral: 10,
      negative: 20,
      unanswered: 50,
      responseRate: 0,
      ratingDistribution: { 1: 10, 2: 10, 3: 10, 4: 10, 5: 10 },
    });
    expect(pages[0]?.reviews[0]).not.toHaveProperty('searchTokens');
    expect(pages[0]?.reviews[0]).toMatchObject({
      id: 'rev-49',
      customerName: 'Client 49',
      sentiment: 'negative',
    });
  });

  it('queries the POSITIFS and NÉGATIFS tabs across pages', async () => {
    const positive = await allPages({ tab: 'positive' });
    expect(positive.pages.map((p) => p.reviews.length)).toEqual([20]);
    expect(positive.ids).toEqual(newestFirst(ALL.filter((r) => r.rating >= 4)));
    const negative = await allPages({ tab: 'negative' });
    expect(negative.ids).toEqual(newestFirst(ALL.filter((r) => r.rating <= 2)));
    expect(negative.pages.every((p) => p.stats.total === 50)).toBe(true);
  });

  it('queries NEUTRES, and SANS RÉPONSE from the responses given, across pages and within a search', async () => {
    const neutral = await allPages({ tab: 'neutral' });
    expect(neutral.ids).toEqual(newestFirst(ALL.filter((r) => r.rating === 3)));
    for (const reviewId of ['rev-49', 'rev-30', 'rev-03'])
      await call(
        respondToReview,
        { restaurantId: 'r1', reviewId, response: 'Merci de votre retour' },
        admin('r1'),
      );
    const answered = new Set(['rev-49', 'rev-30', 'rev-03']);
    const waiting = await allPages({ tab: 'unanswered' });
    expect(waiting.pages.map((p) => p.reviews.length)).toEqual([20, 20, 7]);
    expect(waiting.ids).toEqual(newestFirst(ALL.filter((r) => !answered.has(r.id))));
    expect(waiting.pages[0]?.stats).toMatchObject({ total: 50, unanswered: 47, responseRate: 6 });
    const zoe = await allPages({ tab: 'unanswered', search: 'zoé' });
    expect(zoe.ids).toEqual(['rev-40', 'rev-20', 'rev-10', 'rev-00']);
  });

  it('searches name and comment, case- and accent-insensitive, across pages and within a tab', async () => {
    const lent = ALL.filter((r) => r.comment.includes('lent'));
    const search = await allPages({ search: 'LENT' });
    expect(search.pages.map((p) => p.reviews.length)).toEqual([17]);
    expect(search.ids).toEqual(newestFirst(lent));
    const service = await allPages({ search: 'Serv' });
    expect(service.ids).toEqual(newestFirst(lent));
    expect((await allPages({ search: 'zoe' })).ids).toEqual([
      'rev-40',
      'rev-30',
      'rev-20',
      'rev-10',
      'rev-00',
    ]);
    expect((await allPages({ search: 'Zoé', tab: 'positive' })).ids).toEqual(
      ['rev-40', 'rev-30', 'rev-20', 'rev-10', 'rev-00'].filter(
        (id) => ALL.find((r) => r.id === id)!.rating >= 4,
      ),
    );
    const negativeLent = await allPages({ search: 'service lent', tab: 'negative' });
    expect(negativeLent.ids).toEqual(newestFirst(lent.filter((r) => r.rating <= 2)));
    expect((await allPages({ search: 'dupont lent' })).ids).toEqual(['rev-30', 'rev-00']);
    expect((await allPages({ search: 'introuvable' })).ids).toEqual([]);
    expect((await allPages({ search: 'a b' })).ids).toEqual([]);
  });

  it('pages a search of more than 20 results', async () => {
    const bonne = await allPages({ search: 'bonne' });
    expect(bonne.pages.map((p) => p.reviews.length)).toEqual([20, 13]);
    expect(bonne.ids).toEqual(newestFirst(ALL.filter((r) => r.comment.includes('bonne'))));
  });

  it('reads the aggregate and at most 21 reviews a page, whatever the number of reviews', async () => {
    await call(listReviews, { restaurantId: 'r1' }, admin('r1'));
    const get = vi.spyOn(h.store, 'get');
    const query = vi.spyOn(h.store, 'query');
    try {
      const first = await call(
        listReviews,
        { restaurantId: 'r1', tab: 'negative', search: 'lent' },
        admin('r1'),
      );
      await call(
        listReviews,
        { restaurantId: 'r1', cursor: first.nextCursor ?? minute(60) + '|x' },
        admin('r1'),
      );
      // Per call: the aggregate, and the caller's revocation record (a demoted account is refused at once).
      expect(get).toHaveBeenCalledTimes(4);
      expect(query).toHaveBeenCalledTimes(2);
      for (const result of query.mock.results)
        expect((await result.value).docs.length).toBeLessThanOrEqual(21);
    } finally {
      get.mockRestore();
      query.mockRestore();
    }
  });

  it('shows each staff role the reviews of its restaurants only', async () => {
    for (const caller of [admin('r1'), adminFull('r1', 'r2'), MASTER]) {
      const page = await call(listReviews, { restaurantId: 'r1' }, caller);
      expect(page.reviews.every((r) => r.restaurantId === 'r1')).toBe(true);
    }
    expect(
      (await call(listReviews, { restaurantId: 'r2' }, adminFull('r1', 'r2'))).reviews.map((r) => r.id),
    ).toEqual(['r2-review']);
    const denied = {
      code: 'permission-denied',
      message: "Accès refusé : vous n'avez pas les permissions nécessaires",
    };
    expect(await failureOf(call(listReviews, { restaurantId: 'r1' }, admin('r2')))).toEqual(denied);
    expect(await failureOf(call(listReviews, { restaurantId: 'r1' }, client('zoe@example.fr')))).toEqual(
      denied,
    );
    expect((await failureOf(call(listReviews, { restaurantId: 'r1' }))).code).toBe('unauthenticated');
    expect(await failureOf(call(listReviews, { restaurantId: 'nowhere' }, MASTER))).toEqual({
      code: 'not-found',
      message: 'Restaurant non trouvé',
    });
    expect((await h.store.get('reviewStats/nowhere')).exists).toBe(false);
  });

  it('refuses a forged cursor and a search over 100 characters', async () => {
    expect(
      await failureOf(call(listReviews, { restaurantId: 'r1', cursor: 'reviews/x' }, admin('r1'))),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Données invalides',
    });
    expect(
      await failureOf(call(listReviews, { restaurantId: 'r1', search: 'x'.repeat(101) }, admin('r1'))),
    ).toEqual({
      code: 'invalid-argument',
      message: 'La recherche ne peut pas dépasser 100 caractères',
    });
  });
});
