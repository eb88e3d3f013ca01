import { describe, expect, it } from 'vitest';
import { makeDayClock } from './day-clock';
import type { FloorTables } from './floor-tables';
import { bookingWindow, isPendingHold, planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const bands = DEFAULT_TABLE_DURATION_BANDS;
const SATURDAY = '2026-11-21';
const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: true },
    { number: '3', minSeats: 1, maxSeats: 6, online: false },
  ],
  groups: [],
};
const b = (id: string, time: string, partySize: number, extra: Partial<TableBooking> = {}): TableBooking => ({
  id,
  time,
  partySize,
  status: 'CONFIRMED',
  ...extra,
});

describe('bookingWindow', () => {
  const clock = makeDayClock({ date: SATURDAY });
  it('holds from the time for the party band, or until the end the booking stored when it is sound', () => {
    expect(bookingWindow({ clock, bands, booking: b('x', '20:00', 4) })).toEqual({ start: 1200, end: 1320 });
    const stored = { tablesFreeAt: '2026-11-21T21:45:00.000Z' };
    expect(bookingWindow({ clock, bands, booking: b('x', '20:00', 4, stored) }).end).toBe(1365);
    // An end before the start, or over 12 hours after it, is not trusted: the band decides.
    for (const tablesFreeAt of ['2026-11-21T18:00:00.000Z', '2026-11-22T12:00:00.000Z', 'demain']) {
      expect(bookingWindow({ clock, bands, booking: b('x', '20:00', 4, { tablesFreeAt }) }).end).toBe(1320);
    }
  });

  it('holds a late dinner past midnight, and the eve’s late dinner into the next day', () => {
    expect(bookingWindow({ clock, bands, booking: b('x', '23:00', 6) })).toEqual({ start: 1380, end: 1530 });
    const sunday = makeDayClock({ date: '2026-11-22' });
    const eve = b('x', '23:00', 6, { date: SATURDAY });
    expect(bookingWindow({ clock: sunday, bands, booking: eve })).toEqual({ start: -60, end: 90 });
  });
});

describe('planTableDay', () => {
  it('lets pending, confirmed and seated bookings hold their stored tables, each of a joined pair', () => {
    const day = planTableDay({
      date: SATURDAY,
      floor,
      bands,
      bookings: [
        b('a', '19:00', 2, { tableId: '1' }),
        b('b', '20:00', 6, { tableId: '2+3', status: 'seated' }),
        b('c', '21:00', 2, { tableId: '1', status: 'PENDING' }),
        b('d', '20:00', 2, { tableId: '1', status: 'CANCELLED' }),
        b('e', '20:00', 2, { tableId: '1', status: 'COMPLETED' }),
        b('f', '20:00', 2, { tableId: '1', status: 'NO_SHOW' }),
      ],
    });
    expect(day.holds.get('1')?.map((hold) => [hold.bookingId, hold.start, hold.end, hold.pending])).toEqual([
      ['a', 1140, 1230, false],
      ['c', 1260, 1350, true],
    ]);
    expect(day.holds.get('2')?.map((hold) => hold.bookingId)).toEqual(['b']);
    expect(day.holds.get('3')?.map((hold) => hold.bookingId)).toEqual(['b']);
    expect(day.placed.every((entry) => entry.stored)).toBe(true);
  });

  it('seats bookings without a table by time, larger parties first, in-house tables first, and counts the rest', () => {
    const day = planTableDay({
      date: SATURDAY,
      floor,
      bands,
      bookings: [
        b('couple', '20:00', 2),
        b('six', '20:00', 6),
        b('four', '20:00', 4),
        b('late', '20:00', 2, { heldOffer: true }),
      ],
    });
    const seated = Object.fromEntries(day.placed.map((entry) => [entry.booking.id, entry.tables.join('+')]));
    expect(seated).toEqual({ six: '3', four: '2', couple: '1' });
    expect(day.unseated.map((entry) => entry.booking.id)).toEqual(['late']);
    expect(day.placed.some((entry) => entry.stored)).toBe(false);
  });

  it('counts covers starting per quarter of an hour, finished ones too, cancelled and no-shows not', () => {
    const day = planTableDay({
      date: SATURDAY,
      floor,
      bands,
      bookings: [
        b('a', '20:00', 4),
        b('b', '20:10', 3, { status: 'COMPLETED' }),
        b('c', '20:14', 2, { status: 'CANCELLED' }),
        b('d', '20:15', 5, { status: 'PENDING' }),
        b('e', '20:00', 9, { status: 'NO_SHOW' }),
      ],
    });
    expect(day.startsByQuarter.get(80)).toBe(7);
    expect(day.startsByQuarter.get(81)).toBe(5);
  });

  it('keeps the eve’s late dinner on its table after midnight', () => {
    const day = planTableDay({
      date: '2026-11-22',
      floor,
      bands,
      bookings: [b('eve', '23:30', 2, { date: SATURDAY, tableId: '1' })],
    });
    expect(day.holds.get('1')).toEqual([
      { bookingId: 'eve', start: -30, end: 60, partySize: 2, pending: false },
    ]);
  });

  it('reads the spring night’s skipped time as the clocks do and holds real minutes', () => {
    const day = planTableDay({
      date: '2027-03-28',
      floor,
      bands,
      bookings: [b('night', '01:30', 2, { tableId: '1' }), b('gap', '02:30', 2, { tableId: '2' })],
    });
    // 01:30 winter time is 90 real minutes after midnight; it frees the table at 04:00 summer time.
    expect(day.holds.get('1')?.[0]).toMatchObject({ start: 90, end: 180 });
    expect(day.clock.wallTimeOf(180)).toBe('04:00');
    // 02:30 does not exist: read as 03:30 summer time (150 real minutes), held 1 h 30 from then.
    expect(day.holds.get('2')?.[0]).toMatchObject({ start: 150, end: 240 });
    expect(day.clock.wallTimeOf(150)).toBe('03:30');
  });
});

describe('isPendingHold', () => {
  it('holds the covers of requests to confirm and waitlist offers as pending', () => {
    expect(isPendingHold({ status: 'PENDING' })).toBe(true);
    expect(isPendingHold({ status: 'CONFIRMED', heldOffer: true })).toBe(true);
    expect(isPendingHold({ status: 'confirmed' })).toBe(false);
    expect(isPendingHold({ status: 'SEATED' })).toBe(false);
    expect(isPendingHold({ status: 'COMPLETED' })).toBe(false);
  });
});
