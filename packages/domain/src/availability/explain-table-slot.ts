import { pickBestFits, isTableFree, type TableFit } from './pick-best-fits';
import { isPendingHold, type TableDay } from './plan-table-day';

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

/**
 * The online tables and joinable groups whose seats (venue minimum included) take the party, free or not:
 * none means « Par tables » never seats that party online ('too-large').
 */
export function listSizedCandidates({
  day,
  partySize,
}: {
  day: Pick<TableDay, 'floor'>;
  partySize: number;
}): (readonly string[])[] {
  const fits = (min: number, max: number) => partySize >= min && partySize <= max;
  return [
    ...day.floor.tables.filter((t) => t.online && fits(t.minSeats, t.maxSeats)).map((t) => [t.number]),
    ...day.floor.groups.filter((g) => g.online && fits(g.minSeats, g.maxSeats)).map((g) => g.tables),
  ];
}

function nextFreeFor(day: TableDay, partySize: number, start: number, minutes: number) {
  let best: { tables: readonly string[]; at: number } | null = null;
  for (const tables of listSizedCandidates({ day, partySize })) {
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

/**
 * « Pourquoi complet ? » of one party at one time, as {@link evaluateTableSlot} saw it: the covers at table
 * and held then, the quarter's starts against the pacing, the tables free and until when, and for a party not
 * seated (`fit` null) what would open the slot: the next online table or group seating it to free for its whole
 * duration, and a table or group kept in-house that would seat it now.
 */
export function explainTableSlot({
  day,
  time,
  partySize,
  start,
  neededMinutes,
  coversStarting,
  pacing,
  fit,
}: {
  day: TableDay;
  time: string;
  partySize: number;
  /** Real minutes of the time in the day; null when the time does not exist that day. */
  start: number | null;
  neededMinutes: number;
  coversStarting: number;
  pacing: number | null;
  fit: TableFit | null;
}): TableSlotExplanation {
  if (start === null) {
    return {
      time,
      partySize,
      neededMinutes,
      endTime: null,
      coversBooked: 0,
      coversPending: 0,
      coversStarting: 0,
      pacingLimit: pacing,
      freeTables: [],
      nextFree: null,
      inHouse: null,
      unseated: day.unseated.length,
    };
  }
  const end = start + neededMinutes;
  const { booked, pending } = coversAt(day, start);
  const inHouseFit = fit
    ? undefined
    : pickBestFits({ day, partySize, start, end, online: false }).find((f) => !f.online);
  return {
    time,
    partySize,
    neededMinutes,
    endTime: day.clock.wallTimeOf(end),
    coversBooked: booked,
    coversPending: pending,
    coversStarting,
    pacingLimit: pacing,
    freeTables: freeTablesAt(day, start),
    nextFree: fit ? null : nextFreeFor(day, partySize, start, neededMinutes),
    inHouse: inHouseFit ? { tables: inHouseFit.tables, seats: inHouseFit.seats } : null,
    unseated: day.unseated.length,
  };
}
