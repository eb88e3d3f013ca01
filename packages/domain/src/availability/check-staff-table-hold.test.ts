import { describe, expect, it } from 'vitest';
import { checkStaffTableHold } from './check-staff-table-hold';
import type { FloorTables } from './floor-tables';
import type { TableBooking } from './plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const SATURDAY = '2026-11-21';
const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: false },
  ],
  groups: [],
};
const bookings: TableBooking[] = [
  { id: 'a', time: '19:00', partySize: 2, status: 'CONFIRMED', tableId: '1' },
  { id: 'b', time: '20:00', partySize: 4, status: 'PENDING', tableId: '2' },
  { id: 'c', time: '20:00', partySize: 6, status: 'CONFIRMED' },
  { id: 'd', time: '20:00', partySize: 2, status: 'CANCELLED', tableId: '1' },
];
const check = (patch: Partial<Parameters<typeof checkStaffTableHold>[0]>) =>
  checkStaffTableHold({
    date: SATURDAY,
    floor,
    bookings,
    bands: DEFAULT_TABLE_DURATION_BANDS,
    tables: ['1'],
    time: '20:30',
    partySize: 2,
    ...patch,
  });

describe('checkStaffTableHold', () => {
  it('refuses a table another booking holds during the party’s duration, with the spec’s words', () => {
    expect(check({ time: '20:00' })).toEqual({
      ok: false,
      reason: 'table-occupied',
      message: 'Cette table est déjà occupée',
      tables: ['1'],
    });
    // Four at 18:00 hold 2 h, over the 19:00 couple.
    expect(check({ time: '18:00', partySize: 4 })).toMatchObject({ ok: false });
    expect(check({ tables: ['1', '2'], time: '20:15' })).toMatchObject({ tables: ['1', '2'] });
  });

  it('accepts from the end of the previous party, on a table kept in-house, and says when it frees', () => {
    expect(check({})).toEqual({ ok: true, tablesFreeAt: '2026-11-21T21:00:00.000Z' });
    expect(check({ time: '17:30' })).toMatchObject({ ok: true });
    expect(check({ tables: ['2'], time: '22:00', partySize: 6 })).toEqual({
      ok: true,
      tablesFreeAt: '2026-11-21T23:30:00.000Z',
    });
  });

  it('holds the tables for the minutes staff set when given (a bar stretched on the timeline)', () => {
    // Table 1 is held from 19:00 for 1 h 30: a 17:00 party held 2 h ends as it starts, one of 2 h 15 meets it.
    expect(check({ time: '17:00', minutes: 120 })).toEqual({
      ok: true,
      tablesFreeAt: '2026-11-21T18:00:00.000Z',
    });
    expect(check({ time: '17:00', minutes: 135 })).toMatchObject({ ok: false, tables: ['1'] });
  });

  it('never refuses a booking its own table, nor for bookings without a table', () => {
    expect(check({ reservationId: 'a', time: '19:15' })).toMatchObject({ ok: true });
    // The six at 20:00 have no table: the engine would seat them on the 6-top, staff may still take it.
    const withSixTop = {
      ...floor,
      tables: [...floor.tables, { number: '3', minSeats: 1, maxSeats: 6, online: true }],
    };
    expect(check({ floor: withSixTop, tables: ['3'], time: '20:00', partySize: 6 })).toMatchObject({
      ok: true,
    });
  });

  it('keeps the eve’s late dinner on its table past midnight and counts real minutes on the spring night', () => {
    const eve: TableBooking = {
      id: 'eve',
      date: SATURDAY,
      time: '23:30',
      partySize: 5,
      status: 'SEATED',
      tableId: '2',
    };
    const sunday = { date: '2026-11-22', bookings: [eve], tables: ['2'] };
    expect(check({ ...sunday, time: '01:30' })).toMatchObject({ ok: false });
    expect(check({ ...sunday, time: '02:00' })).toMatchObject({ ok: true });
    const spring = [{ id: 'n', time: '01:00', partySize: 2, status: 'CONFIRMED', tableId: '1' }];
    // 01:00 winter time + 1 h 30 = 03:30 summer time.
    expect(check({ date: '2027-03-28', bookings: spring, time: '03:15' })).toMatchObject({ ok: false });
    expect(check({ date: '2027-03-28', bookings: spring, time: '03:30' })).toEqual({
      ok: true,
      tablesFreeAt: '2027-03-28T03:00:00.000Z',
    });
  });
});
