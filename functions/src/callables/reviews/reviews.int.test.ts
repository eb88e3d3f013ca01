import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { getReviewContext, submitReview } from './reviews';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

async function reservation(id: string, status: string, extra: Record<string, unknown> = {}) {
  await h.store.set(`reservations/${id}`, {
    restaurantId: 'r1',
    restaurantName: 'Au Bureau',
    date: '2026-11-21',
    time: '20:00',
    partySize: 2,
    customerName: 'Marie Curie',
    customerEmail: 'marie@example.fr',
    customerPhone: '0611223344',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  });
}

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 10) });
  await reservation('done', 'COMPLETED');
  await reservation('soon', 'CONFIRMED');
  await reservation('visit1', 'VISIT_DECLARED', {
    date: '2026-11-22',
    time: '10:30',
    partySize: 1,
    isVirtualReservation: true,
    source: 'tablet_declaration',
  });
});

const review = { restaurantId: 'r1', reservationId: 'done', rating: 5, comment: '  Excellent dîner  ' };

describe('getReviewContext', () => {
  it('shows the form for a completed visit, then already reviewed', async () => {
    expect(await call(getReviewContext, { restaurantId: 'r1', reservationId: 'done' })).toEqual({
      state: 'form',
      canReview: true,
      pointsPerReview: 5,
      reservation: {
        restaurantName: 'Au Bureau',
        customerName: 'Marie Curie',
        date: '2026-11-21',
        time: '20:00',
        partySize: 2,
      },
    });
    await call(submitReview, review);
    expect(await call(getReviewContext, { restaurantId: 'r1', reservationId: 'done' })).toMatchObject({
      state: 'already_reviewed',
    });
  });

  it('calls a missing reservation or one of another restaurant an invalid link', async () => {
    expect(await call(getReviewContext, { restaurantId: 'r1', reservationId: 'nope' })).toEqual({
      state: 'invalid',
    });
    expect(await call(getReviewContext, { restaurantId: 'r2', reservationId: 'done' })).toEqual({
      state: 'invalid',
    });
  });
});

describe('submitReview', () => {
  it('stores the trimmed review once and adds the review points through the ledger', async () => {
    expect(await call(submitReview, review)).toEqual({ ok: true, pointsEarned: 5, totalPoints: 15 });
    expect((await h.store.get('reviews/done')).data).toMatchObject({
      rating: 5,
      comment: 'Excellent dîner',
      source: 'internal',
      isPublic: true,
      customerEmail: 'marie@example.fr',
    });
    expect((await h.store.get('customers/marie@example.fr')).data?.restaurantStats).toMatchObject({
      r1: { points: 15, reviews: 1 },
    });
    expect(await failureOf(call(submitReview, review))).toEqual({
      code: 'already-exists',
      message: 'Vous avez déjà laissé un avis pour cette réservation',
    });
  });

  it('gives one success to two simultaneous submissions', async () => {
    const results = await Promise.allSettled([
      call(submitReview, review),
      call(submitReview, { ...review, rating: 4 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await h.store.get('customers/marie@example.fr')).data?.loyaltyPoints).toBe(15);
  });

  it('refuses a visit not completed, a missing reservation and bad input', async () => {
    expect((await failureOf(call(submitReview, { ...review, reservationId: 'soon' }))).message).toBe(
      'Vous pourrez laisser un avis une fois votre visite terminée',
    );
    expect((await failureOf(call(submitReview, { ...review, reservationId: 'nope' }))).message).toBe(
      'Réservation non trouvée',
    );
    expect((await failureOf(call(submitReview, { ...review, rating: 0 }))).message).toBe(
      'Veuillez sélectionner une note',
    );
    expect((await failureOf(call(submitReview, { ...review, rating: 6 }))).message).toBe(
      'Veuillez sélectionner une note',
    );
    expect((await failureOf(call(submitReview, { ...review, comment: '  abcd   ' }))).message).toBe(
      'Commentaire trop court (minimum 5 caractères)',
    );
  });

  it('still records the review when the customer is known only by name and phone', async () => {
    await reservation('walk', 'COMPLETED', {
      customerEmail: '',
      customerName: 'Paul',
      customerPhone: '0700000000',
    });
    expect(await call(submitReview, { ...review, reservationId: 'walk' })).toMatchObject({
      ok: true,
      pointsEarned: 5,
    });
    expect((await h.store.get('customers/Paul_0700000000')).data?.restaurantStats).toMatchObject({
      r1: { points: 5 },
    });
  });
});

describe('walk-in review links (/review/{restaurantId}/walkin?visit={id})', () => {
  const walkIn = { restaurantId: 'r1', reservationId: 'walkin' };

  it('shows the form for the declared visit, stores the review under its id, then already reviewed', async () => {
    expect(await call(getReviewContext, { ...walkIn, visitId: 'visit1' })).toEqual({
      state: 'form',
      canReview: true,
      pointsPerReview: 5,
      reservation: {
        restaurantName: 'Au Bureau',
        customerName: 'Marie Curie',
        date: '2026-11-22',
        time: '10:30',
        partySize: 1,
      },
    });
    expect(
      await call(submitReview, { ...walkIn, visitId: 'visit1', rating: 4, comment: 'Très bon accueil' }),
    ).toEqual({ ok: true, pointsEarned: 5, totalPoints: 15 });
    expect((await h.store.get('reviews/visit1')).data).toMatchObject({
      id: 'visit1',
      reservationId: 'visit1',
      rating: 4,
      customerEmail: 'marie@example.fr',
    });
    expect((await h.store.get('reviews/walkin')).exists).toBe(false);
    expect(await call(getReviewContext, { ...walkIn, visitId: 'visit1' })).toMatchObject({
      state: 'already_reviewed',
      pointsPerReview: 5,
    });
    expect(
      await failureOf(
        call(submitReview, { ...walkIn, visitId: 'visit1', rating: 5, comment: 'Encore merci' }),
      ),
    ).toEqual({ code: 'already-exists', message: 'Vous avez déjà laissé un avis pour cette réservation' });
  });

  it('calls a walk-in link without a visit, or naming a booking, invalid', async () => {
    expect(await call(getReviewContext, walkIn)).toEqual({ state: 'invalid' });
    expect(await call(getReviewContext, { ...walkIn, visitId: 'done' })).toEqual({ state: 'invalid' });
    expect(await call(getReviewContext, { ...walkIn, visitId: 'nope' })).toEqual({ state: 'invalid' });
    expect(
      await call(getReviewContext, { restaurantId: 'r2', reservationId: 'walkin', visitId: 'visit1' }),
    ).toEqual({ state: 'invalid' });
    const comment = { rating: 5, comment: 'Excellent dîner' };
    for (const link of [walkIn, { ...walkIn, visitId: 'done' }]) {
      expect(await failureOf(call(submitReview, { ...link, ...comment }))).toEqual({
        code: 'not-found',
        message: 'Réservation non trouvée',
      });
    }
    expect((await h.store.query({ collection: 'reviews' })).docs).toHaveLength(0);
  });
});
