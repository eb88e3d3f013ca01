import { describe, expect, it } from 'vitest';
import { checkOnlineTableBooking } from './check-online-table-booking';
import type { FloorTables } from './floor-tables';
import { planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const SATURDAY = '2026-11-21';
const now = new Date('2026-11-20T08:00:00.000Z');
const settings = { ...DEFAULT_RESTAURANT_SETTINGS, availabilityMode: 'tables' as const };
const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: true },
  ],
  groups: [],
};

function check(
  patch: Partial<Parameters<typeof checkOnlineTableBooking>[0]> = {},
  bookings: TableBooking[] = [],
) {
  return checkOnlineTableBooking({
    settings,
    closedSlots: undefined,
    day: planTableDay({ date: SATURDAY, floor, bookings, bands: DEFAULT_TABLE_DURATION_BANDS }),
    date: SATURDAY,
    time: '20:00',
    partySize: 4,
    now,
    pacing: null,
    ...patch,
  });
}

describe('checkOnlineTableBooking', () => {
  it('accepts a party with the table to hold and when it frees it', () => {
    expect(check()).toMatchObject({ ok: true, tables: ['2'], tablesFreeAt: '2026-11-21T21:00:00.000Z' });
  });

  it('runs the checks every mode runs first, in the spec’s words', () => {
    expect(check({ settings: { ...settings, onlineBookingEnabled: false } })).toEqual({
      ok: false,
      reason: 'online-booking-disabled',
      message: 'Les réservations en ligne sont désactivées pour ce restaurant',
    });
    expect(check({ partySize: 13 })).toMatchObject({ reason: 'party-too-large' });
    expect(check({ time: '20:05' })).toMatchObject({ reason: 'slot-unavailable' });
    expect(check({ closedSlots: { lunch: [], dinner: ['20:00'] } })).toMatchObject({
      reason: 'slot-unavailable',
      message: 'Créneau plus disponible',
    });
  });

  it('refuses with « Créneau plus disponible » when no table is free for the whole duration, or pacing is reached', () => {
    const taken = [{ id: 'a', time: '19:30', partySize: 4, status: 'CONFIRMED', tableId: '2' }];
    expect(check({}, taken)).toEqual({
      ok: false,
      reason: 'capacity-exceeded',
      message: 'Créneau plus disponible',
    });
    expect(check({ partySize: 2 }, taken)).toMatchObject({ ok: true, tables: ['1'] });
    expect(check({ partySize: 2, pacing: 5 }, taken)).toMatchObject({ ok: true });
    const starting = [{ id: 'b', time: '20:00', partySize: 4, status: 'PENDING', tableId: '2' }];
    expect(check({ partySize: 2, pacing: 5 }, starting)).toMatchObject({ reason: 'capacity-exceeded' });
  });
});
