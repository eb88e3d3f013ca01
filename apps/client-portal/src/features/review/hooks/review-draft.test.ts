import { MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { clampComment, reviewBlockers } from './review-draft';

describe('reviewBlockers', () => {
  it('asks for a note and a trimmed comment of 5 characters or more', () => {
    expect(reviewBlockers({ rating: null, comment: '' })).toEqual([
      MESSAGES.review.ratingRequired,
      MESSAGES.review.commentTooShort,
    ]);
    expect(reviewBlockers({ rating: 4, comment: '   Bon   ' })).toEqual([MESSAGES.review.commentTooShort]);
    expect(reviewBlockers({ rating: null, comment: 'Super' })).toEqual([MESSAGES.review.ratingRequired]);
    expect(reviewBlockers({ rating: 5, comment: ' Super ' })).toEqual([]);
    expect(reviewBlockers({ rating: 5, comment: 'a'.repeat(500) })).toEqual([]);
    expect(reviewBlockers({ rating: 5, comment: 'a'.repeat(501) })).toEqual([MESSAGES.review.commentTooLong]);
  });

  it('cuts a comment at 500 characters', () => {
    expect(clampComment('a'.repeat(501))).toHaveLength(500);
    expect(clampComment('Parfait')).toBe('Parfait');
    // Never half an emoji (issue 55): 250 whole ones fill the 500 units.
    expect(clampComment(`a${'😀'.repeat(300)}`)).toBe(`a${'😀'.repeat(249)}`);
  });
});
