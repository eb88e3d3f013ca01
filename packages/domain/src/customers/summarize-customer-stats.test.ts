import { describe, expect, it } from 'vitest';
import { CustomerRestaurantStatsSchema } from '../schemas/customer';
import { summarizeCustomerStats } from './summarize-customer-stats';

describe('summarizeCustomerStats', () => {
  it('gives rates over the reservations and the favourite day and hour', () => {
    const stats = CustomerRestaurantStatsSchema.parse({
      totalReservations: 8,
      completed: 5,
      visitsDeclared: 1,
      cancelled: 2,
      noShow: 1,
      covers: 15,
      visitsByWeekday: [0, 0, 1, 0, 0, 4, 1],
      visitsByHour: { '12': 2, '20': 4 },
      totalSpent: 320,
      billedVisits: 4,
      billedCovers: 12,
    });
    expect(summarizeCustomerStats({ stats })).toMatchObject({
      visits: 6,
      reservations: 8,
      covers: 15,
      cancellationRate: 25,
      noShowRate: 13,
      averageParty: 2.5,
      favouriteDay: 'vendredi',
      favouriteTime: '20h',
      totalSpent: 320,
      averageSpendPerCover: 26.67,
    });
  });

  it('says nothing it cannot know', () => {
    const summary = summarizeCustomerStats({ stats: CustomerRestaurantStatsSchema.parse({}) });
    expect(summary).toMatchObject({
      visits: 0,
      cancellationRate: null,
      noShowRate: null,
      averageParty: null,
      averageSpendPerCover: null,
      favouriteDay: null,
      favouriteTime: null,
      firstVisit: null,
      lastVisit: null,
    });
  });
});
