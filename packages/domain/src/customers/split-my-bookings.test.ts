import { describe, expect, it } from 'vitest';
import { splitMyBookings } from './split-my-bookings';

const row = (id: string, date: string, time: string, status: string) => ({ id, date, time, status });

describe('splitMyBookings', () => {
  it('puts every booking still ahead first, nearest first, pending requests included', () => {
    const rows = [
      row('far', '2026-12-20', '20:00', 'CONFIRMED'),
      row('asked', '2026-12-01', '12:30', 'PENDING'),
      row('tonight', '2026-11-28', '20:30', 'CONFIRMED'),
      row('seated', '2026-11-28', '12:00', 'SEATED'),
      row('cancelled', '2026-12-05', '19:00', 'CANCELLED'),
      row('done', '2026-11-28', '12:00', 'COMPLETED'),
    ];
    const { upcoming, settled } = splitMyBookings({ rows, today: '2026-11-28' });
    expect(upcoming.map((r) => r.id)).toEqual(['seated', 'tonight', 'asked', 'far']);
    expect(settled.map((r) => r.id)).toEqual(['cancelled', 'done']);
  });

  it('leaves a booking of an earlier day out of « à venir », whatever its status', () => {
    const { upcoming, settled } = splitMyBookings({
      rows: [row('yesterday', '2026-11-27', '20:00', 'CONFIRMED')],
      today: '2026-11-28',
    });
    expect(upcoming).toEqual([]);
    expect(settled.map((r) => r.id)).toEqual(['yesterday']);
  });
});
