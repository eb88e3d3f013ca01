import { describe, expect, it } from 'vitest';
import { isStatsTrackedCollection, statsContributionOf } from './stats-contribution-of';

describe('statsContributionOf', () => {
  const reservation = { restaurantId: 'r1', date: '2026-11-23', partySize: 2, status: 'COMPLETED' };
  it('counts an archived copy like the active reservation, and the flagged active document not at all', () => {
    const active = statsContributionOf({ collection: 'reservations', data: reservation });
    expect(active).toHaveLength(1);
    expect(
      statsContributionOf({ collection: 'reservations_archive', data: { ...reservation, archived: true } }),
    ).toEqual(active);
    expect(
      statsContributionOf({ collection: 'reservations', data: { ...reservation, archived: true } }),
    ).toEqual([]);
  });
  it('counts nothing for absent documents and untracked collections', () => {
    expect(statsContributionOf({ collection: 'reservations', data: undefined })).toEqual([]);
    expect(statsContributionOf({ collection: 'customers', data: reservation })).toEqual([]);
    expect(isStatsTrackedCollection('email_logs')).toBe(true);
    expect(isStatsTrackedCollection('mail_outbox')).toBe(false);
  });
});
