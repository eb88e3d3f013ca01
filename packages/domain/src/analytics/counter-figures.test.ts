import { describe, expect, it } from 'vitest';
import {
  computeCounterPerformance,
  computeEmailCards,
  computeEmailTracking,
  computeEmailTrends,
  computeExpectedCovers,
  listEmailTypeBreakdown,
} from './compute-counter-figures';
import { computeTrend } from './compute-trend';

describe('figures from counters', () => {
  it('performance: per active day, rates of every reservation, refusals apart', () => {
    expect(
      computeCounterPerformance({
        counters: { reservations: 30, reservations_NO_SHOW: 2, cancellations: 3, refusals: 5, reviews: 4 },
        activeDays: 7,
      }),
    ).toEqual({
      averageReservationsPerDay: 4.29,
      noShowRate: 6.7,
      cancellationRate: 10,
      reviewsPerReservation: 0.13,
    });
    expect(computeCounterPerformance({ counters: {}, activeDays: 0 })).toEqual({
      averageReservationsPerDay: 0,
      noShowRate: 0,
      cancellationRate: 0,
      reviewsPerReservation: 0,
    });
  });

  it('expected covers leave out cancelled (refused) and no-show guests', () => {
    expect(
      computeExpectedCovers({
        counters: { covers: 40, covers_CANCELLED: 6, covers_NO_SHOW: 2, covers_COMPLETED: 10 },
      }),
    ).toBe(32);
    expect(computeExpectedCovers({ counters: {} })).toBe(0);
  });

  it('e-mail cards, tracking and breakdown', () => {
    const counters = {
      emails: 200,
      emails_sent: 190,
      emails_failed: 8,
      emails_pending: 2,
      emailsTracked: 120,
      emailsOpened: 60,
      emailsClicked: 15,
      emailsBounced: 5,
      emailType_confirmation: 120,
      emailTypeFailed_confirmation: 5,
      emailType_review_request: 80,
      emailTypeFailed_review_request: 3,
    };
    const cards = computeEmailCards({ counters, automations: 30 });
    expect(cards).toEqual({
      sent: 200,
      successRate: 95,
      openRate: 50,
      clickRate: 12.5,
      automations: 30,
      tracked: 120,
      bounces: 5,
      errors: 8,
    });
    expect(computeEmailTracking({ cards })).toEqual({ openRate: 50, clickRate: 12.5, bounceRate: 2.5 });
    expect(listEmailTypeBreakdown({ counters })).toEqual([
      { type: 'confirmation', count: 120, failed: 5 },
      { type: 'review_request', count: 80, failed: 3 },
    ]);
  });

  it('trends: one decimal, null without a base', () => {
    expect(computeTrend({ current: 150, previous: 120 })).toBe(25);
    expect(computeTrend({ current: 1, previous: 3 })).toBe(-66.7);
    expect(computeTrend({ current: 5, previous: 0 })).toBeNull();
    const zero = computeEmailCards({ counters: {}, automations: 0 });
    const some = computeEmailCards({ counters: { emails: 10, emails_sent: 10 }, automations: 2 });
    expect(computeEmailTrends({ current: some, previous: zero }).sent).toBeNull();
    expect(computeEmailTrends({ current: zero, previous: some })).toMatchObject({
      sent: -100,
      automations: -100,
    });
  });
});
