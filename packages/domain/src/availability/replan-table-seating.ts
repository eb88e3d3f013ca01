import { joinTableIds } from '../schemas/reservation';
import { pickBestFits, type TableFit } from './pick-best-fits';
import { planTableDay, type TableDay, type TableHold } from './plan-table-day';

/** A booking the engine re-seats to make room: its new tables. */
export interface TableMove {
  bookingId: string;
  tables: readonly string[];
  /** The tables as the booking stores them ('3+4'). */
  tableId: string;
}

/** A seating found by re-planning: the new party's fit and the bookings to move for it. */
export interface TableReplan {
  fit: TableFit;
  moves: readonly TableMove[];
}

function addHold(holds: Map<string, TableHold[]>, tables: readonly string[], hold: TableHold) {
  for (const table of tables) holds.set(table, [...(holds.get(table) ?? []), hold]);
}

/** Most bookings moved to seat one party: a move of a few tables, never a reshuffle of the room. */
const MOST_MOVES = 3;

/**
 * Re-planning « Par tables » for a party no free table seats as the day stands: for each table or joinable
 * group that would seat it (best fit first) if the bookings the engine may still move left it
 * ({@link PlacedBooking.movable}: never a table staff set or moved, never a party at table or begun), those
 * bookings (at most {@link MOST_MOVES}) are seated again on the best online fit left, largest first, every
 * other hold staying where it is. The first that works wins, provided the bookings without a table stay
 * seated too. Returns the new party's fit and the bookings whose tables change, or null.
 */
export function replanTableSeating({
  day,
  partySize,
  start,
  end,
  time,
  tablesFreeAt,
}: {
  day: TableDay;
  partySize: number;
  start: number;
  end: number;
  time: string;
  tablesFreeAt: string;
}): TableReplan | null {
  const movable = day.placed.filter((entry) => entry.movable && entry.start < end && start < entry.end);
  if (movable.length === 0) return null;
  const moving = new Set(movable.map((entry) => entry.booking.id));
  const base = new Map(
    [...day.holds].map(([table, list]) => [table, list.filter((hold) => !moving.has(hold.bookingId))]),
  );
  const fits = pickBestFits({ day: { ...day, holds: base }, partySize, start, end, online: true });
  for (const fit of fits) {
    const displaced = movable
      .filter((entry) => entry.tables.some((table) => fit.tables.includes(table)))
      .sort((a, b) => b.booking.partySize - a.booking.partySize || a.start - b.start);
    if (displaced.length === 0 || displaced.length > MOST_MOVES) continue;
    const gone = new Set(displaced.map((entry) => entry.booking.id));
    const holds = new Map(
      [...day.holds].map(([table, list]) => [table, list.filter((hold) => !gone.has(hold.bookingId))]),
    );
    addHold(holds, fit.tables, { bookingId: '\u0000candidate', start, end, partySize, pending: false });
    const moves: TableMove[] = [];
    for (const entry of displaced) {
      const [other] = pickBestFits({
        day: { floor: day.floor, bands: day.bands, holds },
        partySize: entry.booking.partySize,
        start: entry.start,
        end: entry.end,
        online: true,
      });
      if (!other) break;
      addHold(holds, other.tables, {
        bookingId: entry.booking.id,
        start: entry.start,
        end: entry.end,
        partySize: entry.booking.partySize,
        pending: false,
      });
      moves.push({ bookingId: entry.booking.id, tables: other.tables, tableId: joinTableIds(other.tables) });
    }
    if (moves.length < displaced.length) continue;
    const party = { time, partySize, tableId: joinTableIds(fit.tables), tablesFreeAt };
    if (keepsFloatingSeated(day, moves, party)) return { fit, moves };
  }
  return null;
}

/** Whether the day re-planned with the moves and the new party leaves no more bookings without a table. */
function keepsFloatingSeated(
  day: TableDay,
  moves: readonly TableMove[],
  party: { time: string; partySize: number; tableId: string; tablesFreeAt: string },
): boolean {
  if (day.placed.every((entry) => entry.stored) && day.unseated.length === 0) return true;
  const moved = new Map(moves.map((move) => [move.bookingId, move.tableId]));
  const replanned = planTableDay({
    date: day.clock.date,
    clock: day.clock,
    floor: day.floor,
    bands: day.bands,
    bookings: [
      ...day.bookings.map((booking) =>
        moved.has(booking.id) ? { ...booking, tableId: moved.get(booking.id)! } : booking,
      ),
      { id: '\u0000candidate', status: 'PENDING', ...party },
    ],
  });
  return replanned.unseated.length <= day.unseated.length;
}
