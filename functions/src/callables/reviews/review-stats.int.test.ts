import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { listReviews } from './list-reviews';
import { respondToReview } from './respond-to-review';
import { minute, seedStoredReview } from './review-test-data';
import { submitReview } from './reviews';

/** The per-restaurant aggregate: kept in the transactions that write reviews and first responses, rebuilt once. */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

async function completed(id: string, customerName: string) {
  await h.store.set(`reservations/${id}`, {
    restaurantId: 'r1',
    restaurantName: 'Au Bureau',
    date: '2026-11-21',
    time: '20:00',
    partySize: 2,
    customerName,
    customerEmail: `${id}@example.fr`,
    customerPhone: '0611223344',
    status: 'COMPLETED',
    createdAt: '2026-11-20T10:00:00.000Z',
  });
}

const stats = async () => (await h.store.get('reviewStats/r1')).data;
const STAFF = admin('r1');

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
  await completed('v1', 'Zoé Martin');
  await completed('v2', 'Jean Dupont');
});

describe('the reviews aggregate', () => {
  it('counts each submitted review in its own transaction, and each review stores its sentiment and tokens', async () => {
    await call(listReviews, { restaurantId: 'r1' }, STAFF);
    expect(await stats()).toMatchObject({ total: 0, ratingSum: 0, responded: 0 });
    await call(submitReview, { restaurantId: 'r1', reservationId: 'v1', rating: 2, comment: 'Service lent' });
    await call(submitReview, {
      restaurantId: 'r1',
      reservationId: 'v2',
      rating: 5,
      comment: 'Excellent dîner',
    });
    expect(await stats()).toEqual({
      restaurantId: 'r1',
      total: 2,
      ratingSum: 7,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
      positive: 1,
      neutral: 0,
      negative: 1,
      responded: 0,
      fieldsVersion: 2,
      updatedAt: h.now().toISOString(),
    });
    expect((await h.store.get('reviews/v1')).data).toMatchObject({
      sentiment: 'negative',
      answered: false,
      searchTokens: expect.arrayContaining(['zo', 'zoe', 'ma', 'martin', 'se', 'service', 'le', 'lent']),
    });
    expect((await call(listReviews, { restaurantId: 'r1' }, STAFF)).stats).toEqual({
      total: 2,
      averageRating: 3.5,
      positive: 1,
      neutral: 0,
      negative: 1,
      unanswered: 2,
      responseRate: 0,
      ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
    });
  });

  it('counts a response once: on the first one, not when it is edited', async () => {
    await call(listReviews, { restaurantId: 'r1' }, STAFF);
    await call(submitReview, { restaurantId: 'r1', reservationId: 'v1', rating: 2, comment: 'Service lent' });
    h.setNow('2026-11-24T09:15:00.000Z');
    const first = await call(
      respondToReview,
      { restaurantId: 'r1', reviewId: 'v1', response: '  Toutes nos excuses  ' },
      STAFF,
    );
    expect(first.review).toMatchObject({
      id: 'v1',
      response: 'Toutes nos excuses',
      respondedAt: '2026-11-24T09:15:00.000Z',
      respondedBy: 'u-admin',
      updatedAt: '2026-11-24T09:15:00.000Z',
    });
    expect(first.review).not.toHaveProperty('searchTokens');
    expect(first.stats).toMatchObject({ total: 1, responseRate: 100 });
    expect(await stats()).toMatchObject({ responded: 1 });
    const edited = await call(
      respondToReview,
      { restaurantId: 'r1', reviewId: 'v1', response: 'Toutes nos excuses, revenez vite' },
      adminFull('r1'),
    );
    expect(edited.review.response).toBe('Toutes nos excuses, revenez vite');
    expect(edited.stats?.responseRate).toBe(100);
    expect(await stats()).toMatchObject({ total: 1, responded: 1 });
    expect((await h.store.get('reviews/v1')).data).toMatchObject({ respondedBy: 'u-full' });
  });

  it('rebuilds a missing aggregate once from the reviews, and gives old reviews their sentiment and tokens', async () => {
    await seedStoredReview(h.store, {
      id: 'old1',
      rating: 1,
      customerName: 'Paul Leroy',
      comment: 'Froid',
      createdAt: minute(1),
      legacy: true,
    });
    await seedStoredReview(h.store, {
      id: 'old2',
      rating: 4,
      customerName: 'Anne',
      comment: 'Très bon',
      createdAt: minute(2),
      response: 'Merci !',
      legacy: true,
    });
    await seedStoredReview(h.store, {
      id: 'other',
      rating: 5,
      customerName: 'Léa',
      comment: 'Parfait',
      createdAt: minute(3),
      restaurantId: 'r2',
      legacy: true,
    });
    // A review written while there is no aggregate is left to the rebuild, which counts it once.
    await call(submitReview, {
      restaurantId: 'r1',
      reservationId: 'v1',
      rating: 3,
      comment: 'Correct sans plus',
    });
    expect(await stats()).toBeUndefined();

    const page = await call(listReviews, { restaurantId: 'r1' }, STAFF);
    expect(page.stats).toEqual({
      total: 3,
      averageRating: 2.7,
      positive: 1,
      neutral: 1,
      negative: 1,
      unanswered: 2,
      responseRate: 33,
      ratingDistribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 0 },
    });
    expect(await stats()).toMatchObject({ total: 3, ratingSum: 8, responded: 1 });
    expect((await h.store.get('reviews/old1')).data).toMatchObject({ sentiment: 'negative' });
    expect((await h.store.get('reviews/other')).data?.sentiment).toBeUndefined();
    const negative = await call(listReviews, { restaurantId: 'r1', tab: 'negative', search: 'leroy' }, STAFF);
    expect(negative.reviews.map((r) => r.id)).toEqual(['old1']);

    // Built once: a later list reads the document, and keeps what the callables add to it.
    await call(submitReview, { restaurantId: 'r1', reservationId: 'v2', rating: 5, comment: 'Excellent' });
    expect((await call(listReviews, { restaurantId: 'r1' }, STAFF)).stats.total).toBe(4);
  });

  it('upgrades an aggregate older than the `answered` field once: reviews backfilled, counts kept', async () => {
    await seedStoredReview(h.store, {
      id: 'a',
      rating: 2,
      customerName: 'Paul',
      comment: 'Lent',
      createdAt: minute(1),
    });
    await seedStoredReview(h.store, {
      id: 'b',
      rating: 5,
      customerName: 'Anne',
      comment: 'Parfait',
      createdAt: minute(2),
      response: 'Merci !',
    });
    // As the store held them before: no `answered` on the reviews, no `fieldsVersion` on the aggregate.
    for (const id of ['a', 'b']) {
      const { answered: _answered, ...rest } = (await h.store.get(`reviews/${id}`)).data ?? {};
      await h.store.set(`reviews/${id}`, rest);
    }
    const kept = { restaurantId: 'r1', total: 2, ratingSum: 7, responded: 1, positive: 1, negative: 1 };
    await h.store.set('reviewStats/r1', { ...kept, updatedAt: minute(3) });

    const waiting = await call(listReviews, { restaurantId: 'r1', tab: 'unanswered' }, STAFF);
    expect(waiting.reviews.map((r) => r.id)).toEqual(['a']);
    expect(waiting.stats).toMatchObject({ total: 2, unanswered: 1 });
    expect((await h.store.get('reviews/b')).data).toMatchObject({ answered: true });
    expect(await stats()).toMatchObject({ ...kept, fieldsVersion: 2 });

    // Once: a response given afterwards leaves the tab, and the next list reads the aggregate only.
    await call(respondToReview, { restaurantId: 'r1', reviewId: 'a', response: 'Désolés' }, STAFF);
    expect((await call(listReviews, { restaurantId: 'r1', tab: 'unanswered' }, STAFF)).reviews).toEqual([]);
    expect(await stats()).toMatchObject({ responded: 2, fieldsVersion: 2 });
  });

  it('rebuilds an unreadable aggregate instead of adding to it', async () => {
    await h.store.set('reviewStats/r1', { restaurantId: 'r1', total: 'beaucoup' });
    await call(submitReview, {
      restaurantId: 'r1',
      reservationId: 'v1',
      rating: 4,
      comment: 'Très bon repas',
    });
    expect(await stats()).toBeUndefined();
    expect((await call(listReviews, { restaurantId: 'r1' }, MASTER)).stats.total).toBe(1);
  });
});

describe('respondToReview refusals', () => {
  beforeEach(async () => {
    await seedStoredReview(h.store, {
      id: 'rev1',
      rating: 2,
      customerName: 'Zoé Martin',
      comment: 'Service lent',
      createdAt: minute(1),
    });
    await seedStoredReview(h.store, {
      id: 'rev-r2',
      rating: 5,
      customerName: 'Léa',
      comment: 'Parfait',
      createdAt: minute(2),
      restaurantId: 'r2',
    });
    await call(listReviews, { restaurantId: 'r1' }, STAFF);
  });
  const input = { restaurantId: 'r1', reviewId: 'rev1', response: 'Merci pour votre retour' };
  const DENIED = {
    code: 'permission-denied',
    message: "Accès refusé : vous n'avez pas les permissions nécessaires",
  };

  it("refuses another restaurant's staff, a customer and anonymous callers, and writes nothing", async () => {
    const before = await writeSnapshot(h);
    expect(await failureOf(call(respondToReview, input, admin('r2')))).toEqual(DENIED);
    expect(await failureOf(call(respondToReview, input, adminFull('r2')))).toEqual(DENIED);
    expect(await failureOf(call(respondToReview, input, client('zoe@example.fr')))).toEqual(DENIED);
    expect(await failureOf(call(respondToReview, input))).toEqual({
      code: 'unauthenticated',
      message: 'Vous devez être connecté pour effectuer cette action',
    });
    // Naming its own restaurant does not reach another restaurant's review.
    expect(await failureOf(call(respondToReview, { ...input, reviewId: 'rev-r2' }, STAFF))).toEqual({
      code: 'not-found',
      message: 'Avis non trouvé',
    });
    expect(await failureOf(call(respondToReview, { ...input, reviewId: 'nope' }, STAFF))).toEqual({
      code: 'not-found',
      message: 'Avis non trouvé',
    });
    expect(await writeSnapshot(h)).toEqual(before);
  });

  it('refuses a response too long or empty, also to blank one already given', async () => {
    expect(await failureOf(call(respondToReview, { ...input, response: 'x'.repeat(1001) }, STAFF))).toEqual({
      code: 'invalid-argument',
      message: 'La réponse ne peut pas dépasser 1000 caractères',
    });
    await call(respondToReview, { ...input, response: 'x'.repeat(1000) }, STAFF);
    const before = await writeSnapshot(h);
    for (const response of ['', '   '])
      expect(await failureOf(call(respondToReview, { ...input, response }, STAFF))).toEqual({
        code: 'invalid-argument',
        message: 'La réponse ne peut pas être vide',
      });
    expect(await writeSnapshot(h)).toEqual(before);
    expect((await h.store.get('reviews/rev1')).data?.response).toBe('x'.repeat(1000));
  });
});
