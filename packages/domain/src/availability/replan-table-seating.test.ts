import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateTableSlot } from './evaluate-table-slot';
import type { FloorTables } from './floor-tables';
import { planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';

const SATURDAY = '2026-11-21';
/** The Friday before: every Saturday booking is still to come. */
const FRIDAY = new Date('2026-11-20T10:00:00.000Z');
const bands = DEFAULT_TABLE_DURATION_BANDS;

/** A 2-top and a 4-top, both given online. */
const TWO_TABLES: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: true },
  ],
  groups: [],
};

/** A couple the engine seated on the 4-top at 19:00 (the 2-top was taken then; that booking was cancelled). */
const couple = (extra: Partial<TableBooking> = {}): TableBooking => ({
  id: 'couple',
  time: '19:00',
  partySize: 2,
  status: 'CONFIRMED',
  tableId: '2',
  tablesByEngine: true,
  ...extra,
});

function decide(bookings: TableBooking[], time: string, partySize: number, now: Date | null = FRIDAY) {
  const day = planTableDay({ date: SATURDAY, floor: TWO_TABLES, bookings, bands, ...(now ? { now } : {}) });
  return evaluateTableSlot({ day, time, partySize });
}

describe('re-seating the bookings the engine placed (replanTableSeating through evaluateTableSlot)', () => {
  it('moves a couple the engine seated on the 4-top to the free 2-top so that a party of 4 is seated', () => {
    const decision = decide([couple()], '19:30', 4);
    expect(decision.seatable).toBe(true);
    expect(decision.fit?.tables).toEqual(['2']);
    expect(decision.moves).toEqual([{ bookingId: 'couple', tables: ['1'], tableId: '1' }]);
  });

  it('moves nothing when a table is free as the day stands', () => {
    const decision = decide([couple({ tableId: '1' })], '19:30', 4);
    expect(decision.fit?.tables).toEqual(['2']);
    expect(decision.moves).toEqual([]);
  });

  it('never moves a table staff set or moved, a party at table, a request begun, or without the time of day', () => {
    // Staff set it (no tablesByEngine): the party of 4 is refused.
    expect(decide([couple({ tablesByEngine: undefined })], '19:30', 4).seatable).toBe(false);
    expect(decide([couple({ status: 'SEATED' })], '19:30', 4).seatable).toBe(false);
    // 19:05 Paris: the couple's dinner has begun.
    expect(decide([couple()], '19:30', 4, new Date('2026-11-21T18:05:00.000Z')).seatable).toBe(false);
    expect(decide([couple()], '19:30', 4, null).seatable).toBe(false);
    // A waitlist offer's covers or the eve's booking are not the engine's to move either.
    expect(decide([couple({ heldOffer: true })], '19:30', 4).seatable).toBe(false);
  });

  it('never moves a booking onto a table kept in-house', () => {
    const floor: FloorTables = {
      tables: [
        { number: '1', minSeats: 1, maxSeats: 2, online: false },
        { number: '2', minSeats: 1, maxSeats: 4, online: true },
      ],
      groups: [],
    };
    const day = planTableDay({ date: SATURDAY, floor, bookings: [couple()], bands, now: FRIDAY });
    expect(evaluateTableSlot({ day, time: '19:30', partySize: 4 }).seatable).toBe(false);
  });
});

const floorArb: fc.Arbitrary<FloorTables> = fc
  .array(fc.record({ seats: fc.constantFrom(2, 4, 6), online: fc.boolean() }), { minLength: 1, maxLength: 7 })
  .map((specs) => ({
    tables: specs.map((spec, i) => ({
      number: String(i + 1),
      minSeats: 1,
      maxSeats: spec.seats,
      online: spec.online || i === 0,
    })),
    groups:
      specs.length >= 2
        ? [{ id: 'g', tables: ['1', '2'], minSeats: 1, maxSeats: 8, online: specs[1]!.online }]
        : [],
  }));

const requestArb = fc.record({
  time: fc.constantFrom('18:30', '19:00', '19:15', '19:30', '20:00', '20:15', '20:45', '21:30'),
  partySize: fc.integer({ min: 1, max: 8 }),
  /** Staff seat this one on a table of their choice instead of the engine. */
  byStaff: fc.boolean(),
  seated: fc.boolean(),
});

describe('re-seating (properties)', () => {
  it('never seats two parties at one table at once and never moves a staff table or a seated party', () => {
    fc.assert(
      fc.property(floorArb, fc.array(requestArb, { minLength: 1, maxLength: 25 }), (floor, requests) => {
        const bookings: TableBooking[] = [];
        const fixed = new Map<string, string>();
        for (const [i, r] of requests.entries()) {
          const day = planTableDay({ date: SATURDAY, floor, bookings, bands, now: FRIDAY });
          const decision = evaluateTableSlot({ day, time: r.time, partySize: r.partySize });
          if (!decision.fit || !decision.tablesFreeAt) continue;
          for (const move of decision.moves) {
            expect(fixed.has(move.bookingId)).toBe(false);
            const at = bookings.findIndex((b) => b.id === move.bookingId);
            bookings[at] = { ...bookings[at]!, tableId: move.tableId };
          }
          const id = `r${i}`;
          const tableId = decision.fit.tables.join('+');
          // A staff booking or a party at table: its tables are no longer the engine's to move.
          if (r.byStaff || r.seated) fixed.set(id, tableId);
          bookings.push({
            id,
            time: r.time,
            partySize: r.partySize,
            status: r.seated ? 'SEATED' : 'CONFIRMED',
            tableId,
            tablesFreeAt: decision.tablesFreeAt,
            ...(r.byStaff ? {} : { tablesByEngine: true }),
          });
        }
        for (const [id, tableId] of fixed) expect(bookings.find((b) => b.id === id)?.tableId).toBe(tableId);
        const day = planTableDay({ date: SATURDAY, floor, bookings, bands });
        for (const [table, holds] of day.holds) {
          for (const [i, a] of holds.entries())
            for (const b of holds.slice(i + 1))
              expect(a.start < b.end && b.start < a.end, `${table}: ${a.bookingId} / ${b.bookingId}`).toBe(
                false,
              );
        }
        for (const entry of day.placed) {
          const seats =
            entry.tables.length === 1
              ? floor.tables.find((t) => t.number === entry.tables[0])
              : floor.groups.find((g) => g.tables.join('+') === entry.tables.join('+'));
          expect(seats?.maxSeats ?? 0).toBeGreaterThanOrEqual(entry.booking.partySize);
          expect(seats?.online).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
