import { describe, expect, it } from 'vitest';
import type { ReviewableContext } from '../api/review-types';
import { reviewView } from './review-view';

const visit = {
  restaurantName: 'Au Bureau',
  customerName: 'Léa Martin',
  date: '2026-11-21',
  time: '20:00',
  partySize: 2,
};
const context = (patch: Partial<ReviewableContext> = {}): ReviewableContext => ({
  state: 'form',
  canReview: true,
  pointsPerReview: 7,
  reservation: visit,
  ...patch,
});
const base = { status: 'success' as const, linkRefused: false, outcome: null };

describe('reviewView', () => {
  it('loads, then tells a refused link from a failed load', () => {
    expect(reviewView({ ...base, status: 'pending', context: undefined })).toEqual({ kind: 'loading' });
    expect(reviewView({ ...base, status: 'error', context: undefined })).toEqual({ kind: 'load-error' });
    expect(reviewView({ ...base, status: 'error', context: undefined, linkRefused: true })).toEqual({
      kind: 'invalid-link',
    });
    expect(reviewView({ ...base, context: { state: 'invalid' } })).toEqual({ kind: 'invalid-link' });
  });

  it('shows the form, already reviewed with the configured points, or not completed', () => {
    expect(reviewView({ ...base, context: context() }).kind).toBe('form');
    expect(reviewView({ ...base, context: context({ state: 'already_reviewed' }) })).toEqual({
      kind: 'already-reviewed',
      pointsPerReview: 7,
      visit,
    });
    expect(reviewView({ ...base, context: context({ canReview: false }) })).toEqual({
      kind: 'not-completed',
      visit,
    });
    // A review that exists wins over the visit's status.
    expect(
      reviewView({ ...base, context: context({ state: 'already_reviewed', canReview: false }) }).kind,
    ).toBe('already-reviewed');
  });

  it('after sending: thanks (even once the cache says reviewed), or the state the refusal names', () => {
    const result = { ok: true, pointsEarned: 7, totalPoints: 42 };
    expect(
      reviewView({
        ...base,
        context: context({ state: 'already_reviewed' }),
        outcome: { kind: 'thanks', result },
      }),
    ).toEqual({ kind: 'thanks', result, visit });
    expect(reviewView({ ...base, context: context(), outcome: { kind: 'already-reviewed' } }).kind).toBe(
      'already-reviewed',
    );
    expect(reviewView({ ...base, context: context(), outcome: { kind: 'not-completed' } }).kind).toBe(
      'not-completed',
    );
    expect(reviewView({ ...base, context: context(), outcome: { kind: 'invalid-link' } }).kind).toBe(
      'invalid-link',
    );
  });

  it('keeps the loaded visit when a background refresh fails', () => {
    expect(reviewView({ ...base, status: 'error', context: context() }).kind).toBe('form');
  });
});
