import { describe, expect, it } from 'vitest';
import { CustomerRestaurantStatsSchema } from '../schemas/customer';
import { mergeRestaurantStats } from './merge-restaurant-stats';

describe('mergeRestaurantStats', () => {
  it('adds the counters and keeps the widest span of visits', () => {
    const kept = CustomerRestaurantStatsSchema.parse({
      points: 10.5,
      totalReservations: 2,
      completed: 1,
      covers: 2,
      firstVisit: '2026-05-01',
      lastVisit: '2026-06-01',
      visitsByWeekday: [1],
      visitsByHour: { '12': 1 },
      totalSpent: 40,
      billedVisits: 1,
      billedCovers: 2,
    });
    const duplicate = CustomerRestaurantStatsSchema.parse({
      points: 20,
      totalReservations: 3,
      completed: 2,
      cancelled: 1,
      covers: 5,
      firstVisit: '2026-01-01',
      lastVisit: '2026-03-01',
      visitsByWeekday: [0, 0, 2],
      visitsByHour: { '12': 1, '20': 1 },
      totalSpent: 60.5,
      billedVisits: 2,
      billedCovers: 5,
    });
    const merged = mergeRestaurantStats({ kept, duplicate });
    expect(merged).toMatchObject({
      points: 30.5,
      totalReservations: 5,
      completed: 3,
      cancelled: 1,
      covers: 7,
      totalSpent: 100.5,
      billedVisits: 3,
      billedCovers: 7,
      firstVisit: '2026-01-01',
      lastVisit: '2026-06-01',
      visitsByWeekday: [1, 0, 2, 0, 0, 0, 0],
      visitsByHour: { '12': 2, '20': 1 },
    });
  });
});
