import { splitTableIds } from '../schemas/reservation';
import type { DayClock } from './day-clock';
import { bookingWindow, TABLE_HOLDING_STATUSES, type TableBooking } from './plan-table-day';
import type { TableDurationBands } from './table-duration-bands-schema';

/** A table refused to a booking, and the booking that holds it then. */
export interface HeldTable {
  table: string;
  bookingId: string;
  /** The holder's wall time ('19:30'), as the refusal names it. */
  time: string;
}

/**
 * Who holds each of `tables` at some point of `window` (real minutes of the day, {@link DayClock}): for each table,
 * the earliest pending, confirmed or seated booking holding it then (its stored end, else its band; the eve's
 * late dinners included), never `exceptId`. Tables nobody holds then are left out. The server's refusal and the
 * timeline's preview of a move name the same bookings.
 */
export function findTableHolders({
  clock,
  bookings,
  bands,
  tables,
  window,
  exceptId,
}: {
  clock: DayClock;
  bookings: readonly TableBooking[];
  bands: TableDurationBands;
  tables: readonly string[];
  window: { start: number; end: number };
  exceptId?: string;
}): HeldTable[] {
  const holders = bookings
    .filter((b) => b.id !== exceptId && TABLE_HOLDING_STATUSES.includes(b.status.toUpperCase()))
    .map((b) => ({ b, ...bookingWindow({ clock, booking: b, bands }) }))
    .filter(({ start, end }) => start < window.end && window.start < end)
    .sort((x, y) => x.start - y.start);
  return tables.flatMap((table) => {
    const holder = holders.find(({ b }) => splitTableIds(b.tableId ?? '').includes(table));
    return holder ? [{ table, bookingId: holder.b.id, time: holder.b.time }] : [];
  });
}
