import { describe, expect, it } from 'vitest';
import { MY_SPACE_RECENT_LIMIT, selectRecentReservations } from './select-recent-reservations';

const r = (id: string, date: string, time: string, from = 'active') => ({ id, date, time, from });

describe('selectRecentReservations', () => {
  it('merges active and archived, newest first by date then time', () => {
    const active = [r('a', '2026-11-20', '12:00'), r('b', '2026-11-20', '19:30')];
    const archived = [r('c', '2026-06-01', '20:00', 'archive'), r('d', '2026-12-01', '09:00', 'archive')];
    expect(selectRecentReservations({ active, archived }).map((x) => x.id)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('keeps at most 10, and the active copy of a reservation found in both', () => {
    const active = Array.from({ length: 8 }, (_, i) => r(`a${i}`, `2026-11-${10 + i}`, '12:00'));
    const archived = [
      ...Array.from({ length: 8 }, (_, i) => r(`z${i}`, `2026-10-${10 + i}`, '12:00', 'archive')),
      r('a7', '2026-11-17', '12:00', 'archive'),
    ];
    const recent = selectRecentReservations({ active, archived });
    expect(recent).toHaveLength(MY_SPACE_RECENT_LIMIT);
    expect(recent[0]).toEqual(r('a7', '2026-11-17', '12:00'));
    expect(recent.map((x) => x.id).slice(-2)).toEqual(['z7', 'z6']);
  });
});
