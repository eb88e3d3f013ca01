import { describe, expect, it } from 'vitest';
import { REGULAR_MIN_VISITS, computeGuestLabels } from './compute-guest-labels';

const texts = (counters: Parameters<typeof computeGuestLabels>[0]) =>
  computeGuestLabels(counters).labels.map((label) => label.text);

describe('computeGuestLabels', () => {
  it('calls « Nouveau » a guest without an honoured visit here, even after bookings and no-shows', () => {
    expect(texts({})).toEqual(['Nouveau']);
    expect(texts({ completed: 0, visitsDeclared: 0, noShow: 1 })).toEqual(['Nouveau', 'Absences : 1']);
  });

  it('calls « Habitué » from the threshold of completed and declared visits, not one before', () => {
    expect(texts({ completed: REGULAR_MIN_VISITS - 2, visitsDeclared: 1 })).toEqual([]);
    expect(texts({ completed: REGULAR_MIN_VISITS - 1, visitsDeclared: 1 })).toEqual(['Habitué']);
  });

  it('counts the no-shows here', () => {
    expect(texts({ completed: 6, noShow: 3 })).toEqual(['Habitué', 'Absences : 3']);
  });

  it('gives the last visit and the average bill per billed visit, null without one', () => {
    const labels = computeGuestLabels({
      completed: 3,
      totalSpent: 200,
      billedVisits: 3,
      lastVisit: '2026-11-02',
    });
    expect(labels.averageSpend).toBe(66.67);
    expect(labels.lastVisit).toBe('2026-11-02');
    expect(labels.visits).toBe(3);
    expect(computeGuestLabels({ completed: 2, totalSpent: 0, billedVisits: 0 })).toMatchObject({
      averageSpend: null,
      lastVisit: null,
    });
  });

  it('reads a missing or broken counter as zero', () => {
    expect(texts({ completed: Number.NaN, noShow: -2 })).toEqual(['Nouveau']);
  });
});
