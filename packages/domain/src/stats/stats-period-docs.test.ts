import { describe, expect, it } from 'vitest';
import { negateContributions, statsPeriodDeltas } from './stats-period-docs';

describe('statsPeriodDeltas', () => {
  it('spreads day contributions over day, month and whole-history documents, summed', () => {
    const deltas = statsPeriodDeltas([
      { restaurantId: 'r1', day: '2026-11-23', counters: { reservations: 1, covers: 4 } },
      { restaurantId: 'r1', day: '2026-11-24', counters: { reservations: 1, covers: 2 } },
      { restaurantId: 'r2', day: '2026-12-01', counters: { reviews: 1 } },
    ]);
    expect(deltas.map((d) => [d.id, d.counters])).toEqual([
      ['r1_all', { reservations: 2, covers: 6 }],
      ['r1_d_2026-11-23', { reservations: 1, covers: 4 }],
      ['r1_d_2026-11-24', { reservations: 1, covers: 2 }],
      ['r1_m_2026-11', { reservations: 2, covers: 6 }],
      ['r2_all', { reviews: 1 }],
      ['r2_d_2026-12-01', { reviews: 1 }],
      ['r2_m_2026-12', { reviews: 1 }],
    ]);
    expect(deltas.find((d) => d.id === 'r1_m_2026-11')).toMatchObject({ period: 'month', key: '2026-11' });
  });
  it('drops documents whose changes cancel out (a reservation moved within the month)', () => {
    const before = [{ restaurantId: 'r1', day: '2026-11-23', counters: { reservations: 1 } }];
    const after = [{ restaurantId: 'r1', day: '2026-11-24', counters: { reservations: 1 } }];
    expect(
      statsPeriodDeltas([...after, ...negateContributions(before)]).map((d) => [d.id, d.counters]),
    ).toEqual([
      ['r1_d_2026-11-23', { reservations: -1 }],
      ['r1_d_2026-11-24', { reservations: 1 }],
    ]);
  });
});
