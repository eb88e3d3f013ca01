import { describe, expect, it } from 'vitest';
import { buildDemoProductEvents } from './demo-product-events';

const reservations = [
  { restaurantId: 'r1', source: 'online', createdAt: '2026-11-20T10:00:00.000Z' },
  { restaurantId: 'r1', source: 'online', createdAt: '2026-11-20T11:00:00.000Z' },
  { restaurantId: 'r1', source: 'admin', createdAt: '2026-11-20T12:00:00.000Z' },
  { restaurantId: 'r2', source: 'online', createdAt: '2026-11-25T12:00:00.000Z' },
];

describe('buildDemoProductEvents', () => {
  it('gives every venue 60 days of visits, more pages opened than slots chosen than requests, deterministically', () => {
    const increments = buildDemoProductEvents({ reservations, today: '2026-11-26' });
    expect(buildDemoProductEvents({ reservations, today: '2026-11-26' })).toEqual(increments);
    const days = increments.filter((i) => i.data.period === 'day');
    expect(days.filter((i) => i.data.restaurantId === 'r1')).toHaveLength(60);
    expect(days.map((i) => i.data.key).sort()[0]).toBe('2026-09-28');
    expect(days.every((i) => i.data.key <= '2026-11-26')).toBe(true);
    const day20 = days.find((i) => i.path === 'restaurantStats/r1_d_2026-11-20')?.data.counters ?? {};
    const slots = day20.event_slot_chosen ?? 0;
    expect(slots).toBeGreaterThanOrEqual(4);
    expect(day20.event_booking_page_opened).toBeGreaterThan(slots);
    // Only the funnel's recorded steps: the requests come from the reservations themselves.
    expect(Object.keys(day20).sort()).toEqual(['event_booking_page_opened', 'event_slot_chosen']);
  });
});
