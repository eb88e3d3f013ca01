import { splitTableIds } from '../schemas/reservation';
import { makeDayClock, type DayClock } from './day-clock';
import type { FloorTables } from './floor-tables';
import { PACING_WINDOW_MINUTES } from './pacing-schema';
import { parisWallTimeToDate } from './paris-time';
import { pickBestFits, type TableFit } from './pick-best-fits';
import { resolveHoldMinutes } from './resolve-hold-minutes';
import type { TableDurationBands } from './table-duration-bands-schema';

/** Statuses whose booking holds its tables: to come (a request to confirm too) or at table. */
export const TABLE_HOLDING_STATUSES: readonly string[] = ['PENDING', 'CONFIRMED', 'SEATED'];
/** Statuses whose covers started in their quarter of an hour (pacing counts what the kitchen had). */
export const PACING_STATUSES: readonly string[] = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED'];

/** A booking of the day as « Par tables » reads it. */
export interface TableBooking {
  id: string;
  /** Paris wall time 'HH:MM'. */
  time: string;
  /**
   * Its date when it is not the planned day's: the eve's late dinners still hold their tables past midnight
   * (a 23:00 table of 2 h 30 is taken until 01:30).
   */
  date?: string;
  partySize: number;
  status: string;
  /** Stored tables ('3+4'); empty: the engine seats it where it fits, without writing it. */
  tableId?: string;
  /** When it frees its tables (ISO instant), as stored by the booking; absent: from the duration bands. */
  tablesFreeAt?: string;
  /** A waitlist offer's covers, held for its 30 minutes like a request to confirm. */
  heldOffer?: boolean;
}

/** One booking's hold of one table, in real minutes since the day's midnight ({@link DayClock}). */
export interface TableHold {
  bookingId: string;
  start: number;
  end: number;
  partySize: number;
  /** A request to confirm or a waitlist offer: its covers are held, not yet booked. */
  pending: boolean;
}

/** A holding booking with its window and its tables (stored, or where the engine seated it). */
export interface PlacedBooking {
  booking: TableBooking;
  start: number;
  end: number;
  tables: readonly string[];
  /** Whether the tables are the booking's own (stored) rather than the engine's seating. */
  stored: boolean;
}

/** A day as the table engine sees it: every table's holds, the bookings seated, those it could not seat. */
export interface TableDay {
  clock: DayClock;
  floor: FloorTables;
  bands: TableDurationBands;
  holds: ReadonlyMap<string, readonly TableHold[]>;
  placed: readonly PlacedBooking[];
  /** Bookings without a stored table that no free table could seat: they still take the room's attention. */
  unseated: readonly PlacedBooking[];
  /** Covers starting per quarter of an hour (key: real minutes / 15). */
  startsByQuarter: ReadonlyMap<number, number>;
  /** The bookings given, for a re-planning with one more. */
  bookings: readonly TableBooking[];
}

/**
 * The start of a booking in the day's real minutes (negative for the eve's): a wall time the spring night skips
 * is read as the clocks read it.
 */
function startOf(clock: DayClock, booking: Pick<TableBooking, 'time' | 'date'>): number {
  const { time } = booking;
  const date = booking.date ?? clock.date;
  const own = date === clock.date ? clock.minutesOf(time) : null;
  return own ?? clock.minutesOfInstant(parisWallTimeToDate({ date, time }).getTime());
}

/** Real-minute window of a booking: its stored end when it is sound, else its duration band. */
export function bookingWindow({
  clock,
  booking,
  bands,
}: {
  clock: DayClock;
  booking: Pick<TableBooking, 'time' | 'date' | 'partySize' | 'tablesFreeAt'>;
  bands: TableDurationBands;
}): { start: number; end: number } {
  const start = startOf(clock, booking);
  const stored = booking.tablesFreeAt ? clock.minutesOfInstant(booking.tablesFreeAt) : Number.NaN;
  const end =
    stored > start && stored <= start + 720
      ? stored
      : start + resolveHoldMinutes({ time: booking.time, partySize: booking.partySize, bands });
  return { start, end };
}

function addHold(holds: Map<string, TableHold[]>, table: string, hold: TableHold): void {
  const list = holds.get(table) ?? [];
  const at = list.findIndex((other) => other.start > hold.start);
  if (at < 0) list.push(hold);
  else list.splice(at, 0, hold);
  holds.set(table, list);
}

function isHolding(booking: TableBooking): boolean {
  return TABLE_HOLDING_STATUSES.includes(booking.status.toUpperCase());
}

/** A request to confirm or a waitlist offer: covers held, not yet booked. */
export function isPendingHold(booking: Pick<TableBooking, 'status' | 'heldOffer'>): boolean {
  const status = booking.status.toUpperCase();
  return booking.heldOffer === true || status === 'PENDING';
}

/**
 * Plans a day for « Par tables »: each holding booking (pending, confirmed, seated, or a waitlist offer's
 * covers) holds its stored tables from its time until it frees them; bookings without a table (staff bookings
 * not yet placed, offers, bookings made « Par couverts ») are seated by time on the best free fit, any table
 * allowed, so their covers are never forgotten; those that fit nowhere are counted as unseated. Cancelled,
 * finished and no-show bookings hold nothing. The eve's late bookings (with their `date`) may be given: they
 * hold their tables past midnight. Pure: the same input gives the same day.
 */
export function planTableDay({
  date,
  floor,
  bookings,
  bands,
  clock = makeDayClock({ date }),
}: {
  date: string;
  floor: FloorTables;
  bookings: readonly TableBooking[];
  bands: TableDurationBands;
  clock?: DayClock;
}): TableDay {
  const holds = new Map<string, TableHold[]>();
  const placed: PlacedBooking[] = [];
  const floating: PlacedBooking[] = [];
  const startsByQuarter = new Map<number, number>();
  for (const booking of bookings) {
    const status = booking.status.toUpperCase();
    const { start, end } = bookingWindow({ clock, booking, bands });
    const covers = Number.isFinite(booking.partySize) ? Math.max(0, booking.partySize) : 0;
    if (PACING_STATUSES.includes(status)) {
      const quarter = Math.floor(start / PACING_WINDOW_MINUTES);
      startsByQuarter.set(quarter, (startsByQuarter.get(quarter) ?? 0) + covers);
    }
    if (!isHolding(booking)) continue;
    const tables = splitTableIds(booking.tableId ?? '');
    const entry: PlacedBooking = { booking, start, end, tables, stored: tables.length > 0 };
    if (tables.length === 0) {
      floating.push(entry);
      continue;
    }
    const hold = { bookingId: booking.id, start, end, partySize: covers, pending: isPendingHold(booking) };
    for (const table of new Set(tables)) addHold(holds, table, hold);
    placed.push(entry);
  }
  const day = {
    clock,
    floor,
    bands,
    holds,
    placed,
    unseated: [] as PlacedBooking[],
    startsByQuarter,
    bookings,
  };
  floating.sort(
    (a, b) =>
      a.start - b.start ||
      b.booking.partySize - a.booking.partySize ||
      a.booking.id.localeCompare(b.booking.id),
  );
  for (const entry of floating) {
    const [fit] = pickBestFits({
      day,
      partySize: entry.booking.partySize,
      start: entry.start,
      end: entry.end,
      online: false,
    });
    if (!fit) {
      day.unseated.push(entry);
      continue;
    }
    seatFit(holds, fit, {
      bookingId: entry.booking.id,
      start: entry.start,
      end: entry.end,
      partySize: entry.booking.partySize,
      pending: isPendingHold(entry.booking),
    });
    placed.push({ ...entry, tables: fit.tables });
  }
  return day;
}

function seatFit(holds: Map<string, TableHold[]>, fit: TableFit, hold: TableHold): void {
  for (const table of fit.tables) addHold(holds, table, hold);
}
