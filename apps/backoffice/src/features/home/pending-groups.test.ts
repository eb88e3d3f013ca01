import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { groupPendingByDay } from './pending-groups';

describe('groupPendingByDay', () => {
  it('puts today first, then the coming days in order, each by time, and past days last', () => {
    const items = [
      makeReservation({ id: 'later', date: '2026-12-03', time: '12:00' }),
      makeReservation({ id: 'tonight-late', date: '2026-11-28', time: '21:00' }),
      makeReservation({ id: 'yesterday', date: '2026-11-27', time: '20:00' }),
      makeReservation({ id: 'tomorrow', date: '2026-11-29', time: '19:30' }),
      makeReservation({ id: 'tonight', date: '2026-11-28', time: '19:00' }),
    ];
    const days = groupPendingByDay({ items, today: '2026-11-28' });
    expect(days.map((d) => [d.label, d.items.map((r) => r.id)])).toEqual([
      ["Aujourd'hui", ['tonight', 'tonight-late']],
      ['Demain', ['tomorrow']],
      ['jeudi 3 décembre 2026', ['later']],
      ['vendredi 27 novembre 2026 (passée)', ['yesterday']],
    ]);
  });

  it('has no group without requests', () => {
    expect(groupPendingByDay({ items: [], today: '2026-11-28' })).toEqual([]);
  });
});
