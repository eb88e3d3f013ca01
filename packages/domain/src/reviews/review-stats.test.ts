import { describe, expect, it } from 'vitest';
import { addResponseToStats } from './add-response-to-stats';
import { addReviewToStats } from './add-review-to-stats';
import { buildReviewStats } from './build-review-stats';
import { computeReviewStatistics } from './compute-review-statistics';
import { createEmptyReviewStats } from './create-empty-review-stats';
import { deriveReviewStatistics } from './derive-review-statistics';

const now = new Date('2026-11-22T10:00:00.000Z');
const later = new Date('2026-11-23T08:00:00.000Z');

describe('the reviews aggregate', () => {
  it('counts a review: total, sum, star, sentiment, and a response it already carries', () => {
    const empty = createEmptyReviewStats({ restaurantId: 'r1', now });
    const one = addReviewToStats({ stats: empty, review: { rating: 4 }, now: later });
    expect(one).toEqual({
      restaurantId: 'r1',
      total: 1,
      ratingSum: 4,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      positive: 1,
      neutral: 0,
      negative: 0,
      responded: 0,
      fieldsVersion: 2,
      updatedAt: later.toISOString(),
    });
    const two = addReviewToStats({ stats: one, review: { rating: 2, response: 'Désolés' }, now });
    expect(two).toMatchObject({ total: 2, ratingSum: 6, negative: 1, responded: 1 });
    expect(two.distribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 });
    expect(empty.total).toBe(0);
  });

  it('counts a first response once, never above the number of reviews', () => {
    const stats = buildReviewStats({ restaurantId: 'r1', reviews: [{ rating: 5 }], now });
    const answered = addResponseToStats({ stats, now: later });
    expect(answered).toMatchObject({ responded: 1, updatedAt: later.toISOString() });
    expect(addResponseToStats({ stats: answered, now }).responded).toBe(1);
  });

  it('derives the header: average with one decimal, response rate in whole percent', () => {
    const stats = buildReviewStats({
      restaurantId: 'r1',
      reviews: [
        { rating: 5, response: 'Merci !' },
        { rating: 4 },
        { rating: 3, response: '  ' },
        { rating: 1 },
      ],
      now,
    });
    expect(deriveReviewStatistics({ stats })).toEqual({
      total: 4,
      averageRating: 3.3,
      positive: 2,
      neutral: 1,
      negative: 1,
      unanswered: 3,
      responseRate: 25,
      ratingDistribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
    expect(
      deriveReviewStatistics({ stats: createEmptyReviewStats({ restaurantId: 'r1', now }) }),
    ).toMatchObject({ total: 0, averageRating: 0, responseRate: 0 });
  });

  it('gives the same numbers incrementally as from the whole list', () => {
    const reviews = [5, 4, 4, 3, 2, 1, 5, 5, 3].map((rating, i) => ({
      rating,
      response: i % 3 === 0 ? 'Merci' : undefined,
    }));
    let stats = createEmptyReviewStats({ restaurantId: 'r1', now });
    for (const review of reviews) {
      stats = addReviewToStats({ stats, review: { rating: review.rating }, now });
      if (review.response) stats = addResponseToStats({ stats, now });
    }
    expect(deriveReviewStatistics({ stats })).toEqual(computeReviewStatistics({ reviews }));
    expect(computeReviewStatistics({ reviews }).averageRating).toBe(3.6);
  });
});
