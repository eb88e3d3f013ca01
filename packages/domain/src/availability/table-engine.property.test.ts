import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDayAvailability } from './build-day-availability';
import { checkOnlineBooking } from './check-online-booking';
import { makeDayClock } from './day-clock';
import { evaluateTableSlot } from './evaluate-table-slot';
import { explainDaySlots } from './explain-day-slots';
import type { FloorTables } from './floor-tables';
import { planTableDay, type TableBooking } from './plan-table-day';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import { DEFAULT_TABLE_DURATION_BANDS } from './table-duration-bands-schema';
import { buildVenueDayAvailability, checkVenueOnlineBooking } from './venue-availability';

const bands = DEFAULT_TABLE_DURATION_BANDS;
/** An ordinary Saturday and both clock-change nights. */
const DATES = ['2026-11-21', '2027-03-28', '2027-10-31'] as const;
const TIMES = Array.from(
  { length: 24 * 4 },
  (_, q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`,
);

const floorArb: fc.Arbitrary<FloorTables> = fc
  .array(
    fc.record({ seats: fc.constantFrom(2, 4, 6), online: fc.boolean(), min: fc.constantFrom(1, 1, 3) }),
    { minLength: 1, maxLength: 8 },
  )
  .chain((specs) => {
    const tables = specs.map((spec, i) => ({
      number: String(i + 1),
      minSeats: Math.min(spec.min, spec.seats),
      maxSeats: spec.seats,
      online: spec.online || i === 0,
    }));
    const pairs = fc.array(
      fc.tuple(fc.nat(tables.length - 1), fc.nat(tables.length - 1), fc.integer({ min: 4, max: 12 })),
      { maxLength: 3 },
    );
    return pairs.map((list) => ({
      tables,
      groups: list
        .filter(([a, b]) => a !== b)
        .map(([a, b, seats], i) => ({
          id: `g${i}`,
          tables: [String(a + 1), String(b + 1)],
          minSeats: 1,
          maxSeats: seats,
          online: tables[a]!.online && tables[b]!.online,
        })),
    }));
  });

const requestArb = fc.record({
  time: fc.constantFrom(...TIMES.filter((t) => t >= '00:00')),
  partySize: fc.integer({ min: 1, max: 10 }),
});

/** Existing bookings of the day: some on tables (never overlapping: staff kept them apart), some without. */
const floatingArb = fc.array(
  fc.record({
    time: fc.constantFrom('19:00', '19:30', '20:00', '20:30', '21:00', '01:00', '02:00'),
    partySize: fc.integer({ min: 1, max: 6 }),
    status: fc.constantFrom('CONFIRMED', 'PENDING', 'SEATED', 'CANCELLED'),
  }),
  { maxLength: 4 },
);

/** Pairs of bookings holding the same table at the same time: the engine must never make one. */
function overlaps(bookings: readonly TableBooking[], date: string): string[] {
  const day = planTableDay({ date, floor: { tables: [], groups: [] }, bookings, bands });
  const clashes: string[] = [];
  for (const [table, holds] of day.holds) {
    for (let i = 0; i < holds.length; i += 1) {
      for (let j = i + 1; j < holds.length; j += 1) {
        const a = holds[i]!;
        const b = holds[j]!;
        if (a.start < b.end && b.start < a.end) clashes.push(`${table}: ${a.bookingId} / ${b.bookingId}`);
      }
    }
  }
  return clashes;
}

describe('« Par tables » (properties)', () => {
  it('never seats two parties at one table at once, whatever the order of requests, pacing and clock changes', () => {
    fc.assert(
      fc.property(
        floorArb,
        fc.array(requestArb, { minLength: 1, maxLength: 30 }),
        floatingArb,
        fc.constantFrom(...DATES),
        fc.option(fc.integer({ min: 4, max: 20 }), { nil: null }),
        (floor, requests, floating, date, pacing) => {
          const accepted: TableBooking[] = floating.map((f, i) => ({ id: `f${i}`, ...f }));
          for (const [i, request] of requests.entries()) {
            const day = planTableDay({ date, floor, bookings: accepted, bands });
            const decision = evaluateTableSlot({ day, ...request, pacing });
            if (!decision.fit || !decision.tablesFreeAt) continue;
            const tables = decision.fit.tables;
            // Only online tables, within their seats, and the quarter's pacing kept.
            expect(tables.every((t) => floor.tables.find((x) => x.number === t)?.online)).toBe(true);
            expect(decision.fit.seats).toBeGreaterThanOrEqual(request.partySize);
            if (pacing !== null)
              expect(decision.explanation.coversStarting + request.partySize).toBeLessThanOrEqual(pacing);
            const next = [
              ...accepted,
              {
                id: `r${i}`,
                ...request,
                status: 'PENDING',
                tableId: tables.join('+'),
                tablesFreeAt: decision.tablesFreeAt,
              },
            ];
            // Accepting never leaves a booking without a table unseated.
            expect(planTableDay({ date, floor, bookings: next, bands }).unseated.length).toBeLessThanOrEqual(
              day.unseated.length,
            );
            accepted.splice(0, accepted.length, ...next);
          }
          const stored = accepted.filter((b) => b.tableId);
          expect(overlaps(stored, date)).toEqual([]);
          // Bookings without a table are seated only where nobody sits either.
          expect(
            overlaps(
              planTableDay({ date, floor, bookings: accepted, bands }).placed.map((p) => ({
                ...p.booking,
                tableId: p.tables.join('+'),
                tablesFreeAt: undefined,
                time: p.booking.time,
              })),
              date,
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same seats whatever order the same requests arrive in when there is room for all', () => {
    fc.assert(
      fc.property(
        fc.array(requestArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...DATES),
        (requests, date) => {
          // One table per request, all of 10 seats, online: each request is seated in any order.
          const floor: FloorTables = {
            tables: requests.map((_, i) => ({
              number: String(i + 1),
              minSeats: 1,
              maxSeats: 10,
              online: true,
            })),
            groups: [],
          };
          const seat = (order: typeof requests) => {
            const accepted: TableBooking[] = [];
            for (const [i, r] of order.entries()) {
              const d = evaluateTableSlot({
                day: planTableDay({ date, floor, bookings: accepted, bands }),
                ...r,
              });
              if (d.fit)
                accepted.push({
                  id: `r${i}`,
                  ...r,
                  status: 'CONFIRMED',
                  tableId: d.fit.tables.join('+'),
                  tablesFreeAt: d.tablesFreeAt ?? undefined,
                });
            }
            return accepted.length;
          };
          // Only a time the spring night skips (02:xx on 28 March 2027) seats nobody.
          const clock = makeDayClock({ date });
          const existing = requests.filter((r) => clock.minutesOf(r.time) !== null).length;
          expect(seat(requests)).toBe(existing);
          expect(seat([...requests].reverse())).toBe(existing);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('keeps « Par couverts » exactly as it was, whatever floor plan or table settings the venue also has', () => {
    const reservationArb = fc.record({
      time: fc.constantFrom('12:00', '12:30', '19:00', '20:00', '21:15'),
      partySize: fc.integer({ min: 1, max: 30 }),
      status: fc.constantFrom('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'),
      tableId: fc.constantFrom('', '1', '1+2'),
    });
    fc.assert(
      fc.property(
        floorArb,
        fc.array(reservationArb, { maxLength: 12 }),
        fc.constantFrom(undefined, 'covers' as const),
        fc.record({
          maxCapacityPerDay: fc.integer({ min: 1, max: 80 }),
          bookingCutoffHours: fc.integer({ min: 0, max: 4 }),
          maxOnlineReservation: fc.integer({ min: 1, max: 12 }),
          pacingCoversPer15Min: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        }),
        fc.constantFrom('12:00', '12:30', '19:00', '20:00', '21:15', '23:00'),
        fc.integer({ min: 0, max: 14 }),
        fc.option(fc.constantFrom(['19:00'], ['12:00', '20:00']), { nil: undefined }),
        (floor, reservations, availabilityMode, patch, time, partySize, dinnerClosed) => {
          const settings = {
            ...DEFAULT_RESTAURANT_SETTINGS,
            ...patch,
            availabilityMode,
            tableDurationBands: bands,
          };
          const closedSlots = dinnerClosed ? { lunch: [], dinner: dinnerClosed } : undefined;
          const input = {
            settings,
            closedSlots,
            reservations: reservations.map((r, i) => ({ id: `x${i}`, ...r })),
            floor,
            date: '2026-11-24',
            now: new Date('2026-11-24T08:00:00.000Z'),
          };
          const { mode, ...check } = checkVenueOnlineBooking({ ...input, time, partySize }) as {
            mode?: string;
          };
          expect(check).toEqual(checkOnlineBooking({ ...input, time, partySize }));
          if (mode !== undefined) expect(mode).toBe('covers');
          expect(buildVenueDayAvailability({ ...input, partySize })).toEqual(buildDayAvailability(input));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never shows a diner « Complet » for a time staff see seated online, and books exactly the times shown', () => {
    fc.assert(
      fc.property(
        floorArb,
        fc.array(requestArb, { maxLength: 15 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 4, max: 20 }), { nil: null }),
        (floor, requests, partySize, pacing) => {
          const date = '2026-11-24';
          const now = new Date('2026-11-23T08:00:00.000Z');
          const settings = {
            ...DEFAULT_RESTAURANT_SETTINGS,
            availabilityMode: 'tables' as const,
            pacingCoversPer15Min: pacing,
          };
          const reservations: TableBooking[] = [];
          for (const [i, r] of requests.entries()) {
            const check = checkVenueOnlineBooking({
              settings,
              closedSlots: undefined,
              reservations,
              floor,
              date,
              now,
              ...r,
            });
            if (check.ok && check.mode === 'tables')
              reservations.push({
                id: `r${i}`,
                ...r,
                status: 'PENDING',
                tableId: check.tables.join('+'),
                tablesFreeAt: check.tablesFreeAt,
              });
          }
          const input = { settings, closedSlots: undefined, reservations, floor, date, now };
          const page = buildVenueDayAvailability({ ...input, partySize });
          const staff = explainDaySlots({ ...input, partySize });
          for (const [i, slot] of page.slots.entries()) {
            const online = checkVenueOnlineBooking({ ...input, time: slot.time, partySize }).ok;
            expect(slot.available).toBe(online);
            expect(staff[i]!.seatableSizes.includes(partySize)).toBe(online);
            expect(staff[i]!.decision?.seatable).toBe(online);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
