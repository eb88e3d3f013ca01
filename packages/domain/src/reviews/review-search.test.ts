import { describe, expect, it } from 'vitest';
import {
  REVIEW_TOKEN_MAX_LENGTH,
  REVIEW_TOKENS_CAP,
  buildReviewSearchTokens,
} from './build-review-search-tokens';
import { buildReviewQueryFields } from './build-review-query-fields';
import { describeReviewSource } from './describe-review-source';
import { matchesReviewSearch, parseReviewSearch } from './parse-review-search';
import { decodeReviewsCursor, encodeReviewsCursor } from './reviews-cursor';

describe('buildReviewSearchTokens', () => {
  it('stores lower-case, accent-free prefixes from 2 characters of each word of the name and comment', () => {
    const tokens = buildReviewSearchTokens({
      customerName: 'Zoé Dupont',
      comment: 'Service LENT, l’entrée tiède',
    });
    expect(tokens).toEqual(
      expect.arrayContaining([
        'zo',
        'zoe',
        'du',
        'dupont',
        'se',
        'service',
        'le',
        'lent',
        'en',
        'entree',
        'ti',
        'tiede',
      ]),
    );
    expect(tokens).not.toContain('l');
    expect(tokens).not.toContain('Zoé');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('cuts words at 15 characters and caps the number of tokens', () => {
    const tokens = buildReviewSearchTokens({ comment: 'anticonstitutionnellement' });
    expect(Math.max(...tokens.map((t) => t.length))).toBe(REVIEW_TOKEN_MAX_LENGTH);
    const long = Array.from({ length: 200 }, (_, i) => `mot${i}suivant`).join(' ');
    const capped = buildReviewSearchTokens({ customerName: 'Marie', comment: long });
    expect(capped).toHaveLength(REVIEW_TOKENS_CAP);
    expect(capped.slice(0, 4)).toEqual(['ma', 'mar', 'mari', 'marie']);
  });

  it('gives no token for an empty review, and the sentiment with the tokens', () => {
    expect(buildReviewSearchTokens({})).toEqual([]);
    expect(buildReviewQueryFields({ rating: 3, customerName: 'Al' })).toEqual({
      sentiment: 'neutral',
      answered: false,
      searchTokens: ['al'],
    });
    expect(buildReviewQueryFields({ rating: 5, response: 'Merci !' }).answered).toBe(true);
    expect(buildReviewQueryFields({ rating: 5, response: '  ' }).answered).toBe(false);
  });
});

describe('parseReviewSearch', () => {
  it('looks up the longest word and keeps every word to match', () => {
    expect(parseReviewSearch({ query: '  Service l ' })).toEqual({
      token: 'service',
      words: ['service', 'l'],
    });
    expect(parseReviewSearch({ query: 'DÎNER' })).toEqual({ token: 'diner', words: ['diner'] });
    expect(parseReviewSearch({ query: 'a'.repeat(30) })?.token).toBe('a'.repeat(REVIEW_TOKEN_MAX_LENGTH));
  });

  it('is null without letters or digits, and has no token under 2 characters', () => {
    expect(parseReviewSearch({ query: '  ' })).toBeNull();
    expect(parseReviewSearch({ query: '…!' })).toBeNull();
    expect(parseReviewSearch({ query: 'a b' })).toEqual({ token: null, words: ['a', 'b'] });
  });

  it('matches a review whose words start with every word of the query', () => {
    const tokens = buildReviewSearchTokens({ customerName: 'Jean Dupont', comment: 'Excellent dîner' });
    const matches = (query: string) => {
      const search = parseReviewSearch({ query });
      return (
        search !== null &&
        search.token !== null &&
        tokens.includes(search.token) &&
        matchesReviewSearch({ tokens, search })
      );
    };
    expect(matches('jean')).toBe(true);
    expect(matches('Dupont exc')).toBe(true);
    expect(matches('diner j')).toBe(true);
    expect(matches('diner z')).toBe(false);
    expect(matches('pont')).toBe(false);
  });
});

describe('describeReviewSource', () => {
  it('names the known sources and calls any other one a booking platform', () => {
    expect(describeReviewSource({ source: 'internal' }).label).toBe('Interne');
    expect(describeReviewSource({ source: 'Google' })).toEqual({ kind: 'google', label: 'Google' });
    expect(describeReviewSource({ source: 'tripadvisor' }).label).toBe('TripAdvisor');
    expect(describeReviewSource({ source: 'thefork' })).toEqual({
      kind: 'other',
      label: 'Plateforme de réservation',
    });
  });
});

describe('reviews cursor', () => {
  it('round-trips the last review of a page', () => {
    const cursor = encodeReviewsCursor({ createdAt: '2026-11-22T10:00:00.000Z', id: 'rev-1' });
    expect(cursor).toBe('2026-11-22T10:00:00.000Z|rev-1');
    expect(decodeReviewsCursor({ cursor })).toEqual({ createdAt: '2026-11-22T10:00:00.000Z', id: 'rev-1' });
    expect(decodeReviewsCursor({ cursor: 'rev-1' })).toBeNull();
    expect(decodeReviewsCursor({ cursor: '2026|' })).toBeNull();
  });
});
