import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_DURATION_BANDS } from '../availability/table-duration-bands-schema';
import { buildServiceTimeline, OFF_PLAN_ROOM_ID } from './build-service-timeline';
import { booking, PLAN, SATURDAY } from './testing/timeline-fixtures';

const bands = DEFAULT_TABLE_DURATION_BANDS;
const dinnerSlots = ['19:00', '19:30', '20:00', '22:00'];
const timeline = (bookings: Parameters<typeof buildServiceTimeline>[0]['bookings'], date = SATURDAY) =>
  buildServiceTimeline({ date, plan: PLAN, bookings, bands, service: 'dinner', slotTimes: dinnerSlots });

describe('buildServiceTimeline', () => {
  it('has one row per table, room by room in table-number order, joinable groups named on their tables', () => {
    const { rooms } = timeline([]);
    expect(rooms.map((room) => [room.name, room.tables.map((row) => row.table)])).toEqual([
      ['Salle', ['1', '2', '10']],
      ['Terrasse', ['20']],
    ]);
    expect(rooms[0]?.tables[0]).toEqual({ table: '1', seats: 2, online: true, groups: ['1 + 2'] });
    expect(rooms[1]?.tables[0]).toMatchObject({ table: '20', online: false, groups: [] });
  });

  it('draws each booking from its time to when it frees its tables: its stored end, else its party’s band', () => {
    const { bars } = timeline([
      booking('two', '19:00', 2, { tableId: '1' }),
      booking('four', '20:00', 4, { tableId: '10', status: 'SEATED' }),
      // A bar stretched on the timeline (or booked « Par tables ») keeps the end it stored.
      booking('six', '20:00', 6, { tableId: '20', tablesFreeAt: '2026-11-21T22:15:00.000Z' }),
      booking('pair', '21:00', 4, { tableId: '1+2', status: 'PENDING' }),
    ]);
    expect(bars.map((bar) => [bar.bookingId, bar.tables, bar.startTime, bar.endTime, bar.status])).toEqual([
      ['two', ['1'], '19:00', '20:30', 'CONFIRMED'],
      ['four', ['10'], '20:00', '22:00', 'SEATED'],
      ['six', ['20'], '20:00', '23:15', 'CONFIRMED'],
      ['pair', ['1', '2'], '21:00', '23:00', 'PENDING'],
    ]);
    expect(bars.every((bar) => !bar.finished && bar.conflicts.length === 0)).toBe(true);
  });

  it('marks the bookings holding a table at the same time, and never one that ends as the next starts', () => {
    const { bars } = timeline([
      booking('a', '19:00', 2, { tableId: '1' }),
      booking('b', '20:00', 2, { tableId: '1' }),
      booking('c', '20:30', 2, { tableId: '1' }),
    ]);
    const conflicts = Object.fromEntries(bars.map((bar) => [bar.bookingId, bar.conflicts]));
    expect(conflicts).toEqual({
      a: [{ table: '1', otherId: 'b' }],
      b: [
        { table: '1', otherId: 'a' },
        { table: '1', otherId: 'c' },
      ],
      c: [{ table: '1', otherId: 'b' }],
    });
  });

  it('puts the bookings without a table in « À placer » with the engine’s best fit, or none when nothing is free', () => {
    const { unplaced, bars } = timeline([
      booking('held', '20:00', 6, { tableId: '20' }),
      booking('loose', '20:00', 3),
      booking('big', '20:15', 6),
    ]);
    expect(bars.map((bar) => bar.bookingId)).toEqual(['held']);
    expect(unplaced.map((u) => [u.bookingId, u.startTime, u.endTime, u.suggestion])).toEqual([
      ['loose', '20:00', '22:00', ['10']],
      ['big', '20:15', '22:45', null],
    ]);
  });

  it('draws completed bookings where they sat, holding nothing; cancelled and absent ones not at all', () => {
    const { bars } = timeline([
      booking('done', '19:00', 2, { tableId: '1', status: 'COMPLETED' }),
      booking('next', '19:30', 2, { tableId: '1' }),
      booking('gone', '19:00', 2, { tableId: '2', status: 'CANCELLED' }),
      booking('away', '19:00', 2, { tableId: '2', status: 'NO_SHOW' }),
    ]);
    expect(bars.map((bar) => [bar.bookingId, bar.finished, bar.conflicts.length])).toEqual([
      ['done', true, 0],
      ['next', false, 0],
    ]);
  });

  it('keeps a proposal’s mark, and shows a table the plan no longer has in « Hors plan »', () => {
    const { bars, rooms } = timeline([booking('p', '19:00', 2, { tableId: '1', proposed: true })]);
    expect(bars[0]?.proposed).toBe(true);
    expect(rooms.some((room) => room.id === OFF_PLAN_ROOM_ID)).toBe(false);
    const lost = timeline([booking('x', '19:00', 2, { tableId: '99' })]);
    expect(lost.rooms.at(-1)).toEqual({
      id: OFF_PLAN_ROOM_ID,
      name: 'Hors plan',
      tables: [{ table: '99', seats: 0, online: false, groups: [] }],
    });
  });

  it('spans the service from the hour of its first slot to the hour after its last booking, a column per quarter', () => {
    const { axis } = timeline([booking('late', '22:00', 6, { tableId: '20' })]);
    expect([axis.columns[0]?.label, axis.columns.at(-1)?.label, axis.columns.length]).toEqual([
      '19:00',
      '00:45',
      24,
    ]);
    expect(axis.columns.filter((column) => column.hour).map((column) => column.label)).toEqual([
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '00:00',
    ]);
  });

  it('shows one service at a time, or the whole day', () => {
    const bookings = [
      booking('lunch', '12:30', 2, { tableId: '1' }),
      booking('dinner', '20:00', 2, { tableId: '1' }),
    ];
    const of = (service: 'lunch' | 'dinner' | 'all') =>
      buildServiceTimeline({ date: SATURDAY, plan: PLAN, bookings, bands, service, slotTimes: [] }).bars.map(
        (bar) => bar.bookingId,
      );
    expect([of('lunch'), of('dinner'), of('all')]).toEqual([['lunch'], ['dinner'], ['lunch', 'dinner']]);
    const empty = buildServiceTimeline({
      date: SATURDAY,
      plan: PLAN,
      bookings: [],
      bands,
      service: 'lunch',
      slotTimes: [],
    });
    expect([empty.axis.columns[0]?.label, empty.axis.columns.length]).toEqual(['12:00', 12]);
  });

  it('lasts what the bands say across both clock changes of Paris', () => {
    // Spring 2027: 02:00 → 03:00. A 01:00 table of two held 1 h 30 frees at 03:30 on the clocks.
    const spring = buildServiceTimeline({
      date: '2027-03-28',
      plan: PLAN,
      bookings: [booking('night', '01:00', 2, { tableId: '1' })],
      bands,
      service: 'all',
      slotTimes: [],
    });
    expect([spring.bars[0]?.startTime, spring.bars[0]?.endTime]).toEqual(['01:00', '03:30']);
    expect(spring.axis.columns.map((column) => column.label)).not.toContain('02:30');
    // Autumn 2027: 03:00 → 02:00. A 01:30 table of two frees 90 real minutes later, at the second 02:00.
    const autumn = buildServiceTimeline({
      date: '2027-10-31',
      plan: PLAN,
      bookings: [booking('night', '01:30', 2, { tableId: '1' })],
      bands,
      service: 'all',
      slotTimes: [],
    });
    expect([autumn.bars[0]?.startTime, autumn.bars[0]?.endTime]).toEqual(['01:30', '02:00']);
    expect(autumn.bars[0]!.end - autumn.bars[0]!.start).toBe(90);
    const labels = autumn.axis.columns.map((column) => column.label);
    expect(labels.filter((label) => label === '02:30')).toHaveLength(2);
  });
});
