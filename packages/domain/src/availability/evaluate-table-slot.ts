import { pickBestFits, isTableFree, type TableFit } from './pick-best-fits';
import { PACING_WINDOW_MINUTES } from './pacing-schema';
import { isPendingHold, planTableDay, type TableDay } from './plan-table-day';
import { resolveHoldMinutes } from './resolve-hold-minutes';

/** Why « Par tables » cannot seat a party online at a time. */
export type TableSlotRefusal = 'nonexistent-time' | 'too-large' | 'pacing' | 'no-table';

/** A table free at the slot's time, and for how long. */
export interface FreeTableAt {
  table: string;
  seats: number;
  online: boolean;
  /** Minutes until its next booking; null: free for the rest of the day. */
  freeMinutes: number | null;
  /** Paris wall time of its next booking; null when none. */
  freeUntil: string | null;
}

/** « Pourquoi complet ? »: what fills a slot, for one party size, as the decision itself saw it. */
export interface TableSlotExplanation {
  time: string;
  partySize: number;
  /** How long the party would hold its table, and until when (wall time). */
  neededMinutes: number;
  endTime: string | null;
  /** Covers of confirmed and seated bookings at table at that time. */
  coversBooked: number;
  /** Covers held then by requests to confirm and by waitlist offers. */
  coversPending: number;
  /** Covers starting in that quarter of an hour, and the venue's pacing limit (null: none). */
  coversStarting: number;
  pacingLimit: number | null;
  /** Tables free at that time, fewest seats first. */
  freeTables: FreeTableAt[];
  /** What would open it: the next table or group seating this party to free after that time. */
  nextFree: { tables: readonly string[]; time: string } | null;
  /** A table or group kept in-house that would seat the party for the whole duration. */
  inHouse: { tables: readonly string[]; seats: number } | null;
  /** Bookings without a table that no free table could seat that day. */
  unseated: number;
}

/** The engine's answer for one party at one time: seat it online (and where) or not, and why. */
export interface TableSlotDecision {
  time: string;
  partySize: number;
  seatable: boolean;
  reason: TableSlotRefusal | null;
  /** The best fit given online; null when refused. */
  fit: TableFit | null;
  /** When the fit frees its tables (ISO instant); null when refused. */
  tablesFreeAt: string | null;
  explanation: TableSlotExplanation;
}

function coversAt(day: TableDay, at: number): { booked: number; pending: number } {
  let booked = 0;
  let pending = 0;
  for (const entry of [...day.placed, ...day.unseated]) {
    if (entry.start > at || at >= entry.end) continue;
    if (isPendingHold(entry.booking)) pending += entry.booking.partySize;
    else booked += entry.booking.partySize;
  }
  return { booked, pending };
}

function freeTablesAt(day: TableDay, at: number): FreeTableAt[] {
  return day.floor.tables
    .filter((table) => isTableFree({ day, table: table.number, start: at, end: at + 1 }))
    .map((table) => {
      const next = (day.holds.get(table.number) ?? []).find((hold) => hold.start > at);
      return {
        table: table.number,
        seats: table.maxSeats,
        online: table.online,
        freeMinutes: next ? next.start - at : null,
        freeUntil: next ? day.clock.wallTimeOf(next.start) : null,
      };
    })
    .sort((a, b) => a.seats - b.seats || a.table.localeCompare(b.table, 'fr', { numeric: true }));
}

/** Online tables and groups that seat the party, whether free or not. */
function sizedCandidates(day: TableDay, partySize: number): (readonly string[])[] {
  const fits = (min: number, max: number) => partySize >= min && partySize <= max;
  return [
    ...day.floor.tables.filter((t) => t.online && fits(t.minSeats, t.maxSeats)).map((t) => [t.number]),
    ...day.floor.groups.filter((g) => g.online && fits(g.minSeats, g.maxSeats)).map((g) => g.tables),
  ];
}

function nextFreeFor(day: TableDay, partySize: number, start: number, minutes: number) {
  let best: { tables: readonly string[]; at: number } | null = null;
  for (const tables of sizedCandidates(day, partySize)) {
    const moments = tables
      .flatMap((table) => (day.holds.get(table) ?? []).map((hold) => hold.end))
      .filter((end) => end > start)
      .sort((a, b) => a - b);
    const at = moments.find((m) =>
      tables.every((table) => isTableFree({ day, table, start: m, end: m + minutes })),
    );
    if (at !== undefined && (!best || at < best.at)) best = { tables, at };
  }
  return best ? { tables: best.tables, time: day.clock.wallTimeOf(best.at) } : null;
}

/** Whether seating the party on `fit` leaves every booking without a table still seated somewhere. */
function keepsOthersSeated(
  day: TableDay,
  fit: TableFit,
  time: string,
  partySize: number,
  tablesFreeAt: string,
) {
  if (day.placed.every((entry) => entry.stored)) return true;
  const replanned = planTableDay({
    date: day.clock.date,
    clock: day.clock,
    floor: day.floor,
    bands: day.bands,
    bookings: [
      ...day.bookings,
      {
        id: '\u0000candidate',
        time,
        partySize,
        status: 'PENDING',
        tableId: fit.tables.join('+'),
        tablesFreeAt,
      },
    ],
  });
  return replanned.unseated.length <= day.unseated.length;
}

/**
 * THE « Par tables » decision for one party at one time, with its explanation: the same computation answers
 * the booking page's times, the online booking's transaction, the waitlist and « Pourquoi complet ? ». A party
 * is seated online when the time exists that day (not the 02:30 of a spring night), the quarter's pacing leaves
 * room for its covers, and an online table or joinable group within its seats is free for the party's whole
 * duration (best fit, see {@link pickBestFits}) without leaving a booking that has no table unseated.
 */
export function evaluateTableSlot({
  day,
  time,
  partySize,
  pacing,
}: {
  day: TableDay;
  time: string;
  partySize: number;
  /** Most covers starting per quarter of an hour; null or absent: no limit. */
  pacing?: number | null;
}): TableSlotDecision {
  const start = day.clock.minutesOf(time);
  const neededMinutes = resolveHoldMinutes({ time, partySize, bands: day.bands });
  const limit = pacing ?? null;
  if (start === null) {
    return {
      time,
      partySize,
      seatable: false,
      reason: 'nonexistent-time',
      fit: null,
      tablesFreeAt: null,
      explanation: {
        time,
        partySize,
        neededMinutes,
        endTime: null,
        coversBooked: 0,
        coversPending: 0,
        coversStarting: 0,
        pacingLimit: limit,
        freeTables: [],
        nextFree: null,
        inHouse: null,
        unseated: day.unseated.length,
      },
    };
  }
  const end = start + neededMinutes;
  const tablesFreeAt = day.clock.instantOf(end).toISOString();
  const coversStarting = day.startsByQuarter.get(Math.floor(start / PACING_WINDOW_MINUTES)) ?? 0;
  const paced = limit !== null && coversStarting + partySize > limit;
  const fits = pickBestFits({ day, partySize, start, end, online: true });
  const fit = paced
    ? null
    : (fits.find((candidate) => keepsOthersSeated(day, candidate, time, partySize, tablesFreeAt)) ?? null);
  const reason: TableSlotRefusal | null = paced
    ? 'pacing'
    : fit
      ? null
      : sizedCandidates(day, partySize).length === 0
        ? 'too-large'
        : 'no-table';
  const { booked, pending } = coversAt(day, start);
  const inHouseFit = fit
    ? undefined
    : pickBestFits({ day, partySize, start, end, online: false }).find((f) => !f.online);
  return {
    time,
    partySize,
    seatable: fit !== null,
    reason,
    fit,
    tablesFreeAt: fit ? tablesFreeAt : null,
    explanation: {
      time,
      partySize,
      neededMinutes,
      endTime: day.clock.wallTimeOf(end),
      coversBooked: booked,
      coversPending: pending,
      coversStarting,
      pacingLimit: limit,
      freeTables: freeTablesAt(day, start),
      nextFree: fit ? null : nextFreeFor(day, partySize, start, neededMinutes),
      inHouse: inHouseFit ? { tables: inHouseFit.tables, seats: inHouseFit.seats } : null,
      unseated: day.unseated.length,
    },
  };
}
