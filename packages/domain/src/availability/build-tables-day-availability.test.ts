import { describe, expect, it } from 'vitest';
import { buildTablesDayAvailability } from './build-tables-day-availability';
import type { FloorTables } from './floor-tables';
import { planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const SATURDAY = '2026-11-21';
const settings = { ...DEFAULT_RESTAURANT_SETTINGS, availabilityMode: 'tables' as const };
const floor: FloorTables = { tables: [{ number: '1', minSeats: 1, maxSeats: 4, online: true }], groups: [] };

function build(partySize: number, bookings: TableBooking[] = [], now = new Date('2026-11-20T08:00:00.000Z')) {
  return buildTablesDayAvailability({
    settings,
    closedSlots: { lunch: [], dinner: ['22:30'] },
    day: planTableDay({ date: SATURDAY, floor, bookings, bands: DEFAULT_TABLE_DURATION_BANDS }),
    date: SATURDAY,
    now,
    partySize,
    pacing: null,
  });
}

const dinner = (day: ReturnType<typeof build>) =>
  Object.fromEntries(day.slots.filter((s) => s.service === 'dinner').map((s) => [s.time, s.status]));

describe('buildTablesDayAvailability', () => {
  it('offers only the times a table is free for the party’s whole duration', () => {
    const booked = [{ id: 'a', time: '20:00', partySize: 4, status: 'CONFIRMED', tableId: '1' }];
    const couple = dinner(build(2, booked));
    // A couple at 19:00 would still be at table at 20:00; four at 20:00 hold it 2 h, so 22:00 is the next time.
    expect(couple['19:00']).toBe('full');
    expect(couple['21:45']).toBe('full');
    expect(couple['22:00']).toBe('available');
    expect(couple['22:30']).toBe('closed');
    const day = build(4, []);
    expect(day).toMatchObject({ mode: 'tables', partySize: 4, closed: false, maxPartySize: 12 });
    expect(day.slots.every((slot) => slot.status === (slot.time === '22:30' ? 'closed' : 'available'))).toBe(
      true,
    );
    expect(day.slots.find((slot) => slot.time === '20:00')).toMatchObject({ remaining: 4, available: true });
    expect(day.decisions).toHaveLength(day.slots.length);
  });

  it('says full for a party the tables cannot seat or above the online maximum, passed for the hour gone', () => {
    expect(Object.values(dinner(build(5))).filter((status) => status === 'available')).toEqual([]);
    expect(Object.values(dinner(build(13))).filter((status) => status === 'available')).toEqual([]);
    const evening = build(2, [], new Date('2026-11-21T18:30:00.000Z'));
    expect(dinner(evening)['20:00']).toBe('passed');
    expect(dinner(evening)['21:30']).toBe('available');
  });
});
