import { describe, expect, it } from 'vitest';
import { classifyReviewSentiment, REVIEW_SENTIMENT_LABELS } from './classify-review-sentiment';
import { computeReviewStatistics } from './compute-review-statistics';
import { searchReviews } from './search-reviews';

const reviews = [
  { id: 'a', rating: 5, customerName: 'Jean Dupont', comment: 'Excellent dîner', response: 'Merci !' },
  { id: 'b', rating: 4, customerName: 'Anne', comment: 'Très bon' },
  { id: 'c', rating: 3, customerName: 'Paul', comment: 'Correct', response: '  ' },
  { id: 'd', rating: 1, customerName: 'Zoé', comment: 'Service LENT' },
];

describe('classifyReviewSentiment', () => {
  it('splits at 4 and 3', () => {
    expect([5, 4, 3, 2, 1].map((rating) => classifyReviewSentiment({ rating }))).toEqual([
      'positive',
      'positive',
      'neutral',
      'negative',
      'negative',
    ]);
    expect(REVIEW_SENTIMENT_LABELS).toEqual({
      positive: 'Positifs',
      neutral: 'Neutres',
      negative: 'Négatifs',
    });
  });
});

describe('computeReviewStatistics', () => {
  it('computes the header statistics', () => {
    expect(computeReviewStatistics({ reviews })).toEqual({
      total: 4,
      averageRating: 3.3,
      positive: 2,
      neutral: 1,
      negative: 1,
      unanswered: 3,
      responseRate: 25,
      ratingDistribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
  });
  it('gives zeros without reviews', () => {
    expect(computeReviewStatistics({ reviews: [] })).toMatchObject({
      total: 0,
      averageRating: 0,
      responseRate: 0,
    });
  });
});

describe('searchReviews', () => {
  const ids = (list: { id: string }[]) => list.map((r) => r.id);
  it('searches name or comment, case-insensitive', () => {
    expect(ids(searchReviews({ reviews, query: 'jean' }))).toEqual(['a']);
    expect(ids(searchReviews({ reviews, query: 'SERVICE l' }))).toEqual(['d']);
    expect(ids(searchReviews({ reviews, query: 'DÎNER' }))).toEqual(['a']);
    expect(ids(searchReviews({ reviews, query: '  ' }))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('matches the start of words, accents ignored, every word of the query', () => {
    expect(ids(searchReviews({ reviews, query: 'zoe' }))).toEqual(['d']);
    expect(ids(searchReviews({ reviews, query: 'dupo jea' }))).toEqual(['a']);
    expect(ids(searchReviews({ reviews, query: 'dupont lent' }))).toEqual([]);
    expect(ids(searchReviews({ reviews, query: 'ent' }))).toEqual([]);
  });
  it('keeps the sentiment tab', () => {
    expect(ids(searchReviews({ reviews, query: '', filter: 'positive' }))).toEqual(['a', 'b']);
    expect(ids(searchReviews({ reviews, query: 'zo', filter: 'negative' }))).toEqual(['d']);
    expect(ids(searchReviews({ reviews, query: 'zo', filter: 'positive' }))).toEqual([]);
  });
  it('keeps NEUTRES, and SANS RÉPONSE: no response or a blank one', () => {
    expect(ids(searchReviews({ reviews, query: '', filter: 'neutral' }))).toEqual(['c']);
    expect(ids(searchReviews({ reviews, query: '', filter: 'unanswered' }))).toEqual(['b', 'c', 'd']);
    expect(ids(searchReviews({ reviews, query: 'zo', filter: 'unanswered' }))).toEqual(['d']);
  });
});
