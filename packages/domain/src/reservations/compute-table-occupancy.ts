import type { TableDurationMinutes } from '../availability/table-duration-schema';
import { splitTableIds } from '../schemas';
import { tableHoldWindow, windowsOverlap } from './table-hold-window';

/**
 * A reservation still to come or at table holds its tables: a request given a table while it waits for an answer
 * (PENDING) keeps it too, or the table could be given twice and both guests confirmed (issue 36). Finished,
 * cancelled and no-show bookings hold nothing.
 */
export const TABLE_OCCUPYING_STATUSES: readonly string[] = ['PENDING', 'CONFIRMED', 'SEATED'];

/** The part of a reservation table occupancy reads. */
export interface TableHolder {
  id: string;
  status: string;
  tableId?: string;
  /** 'HH:MM'; a holder without a time is taken to hold its tables all day. */
  time?: string;
}

/** A table asked for that another reservation holds then, with that reservation. */
export interface TableClash<T extends TableHolder = TableHolder> {
  table: string;
  holder: T;
}

/**
 * Whether a reservation holds its tables at some point of the window a booking at `at` would hold
 * (from `at` for its service's duration). Without `at`, any occupying reservation counts, whatever its time.
 */
export function holdsTablesAt({
  reservation,
  at,
  durations,
}: {
  reservation: TableHolder;
  at?: string;
  durations?: TableDurationMinutes;
}): boolean {
  if (!TABLE_OCCUPYING_STATUSES.includes(reservation.status.toUpperCase())) return false;
  if (at === undefined || !reservation.time) return true;
  return windowsOverlap(
    tableHoldWindow({ time: reservation.time, durations }),
    tableHoldWindow({ time: at, durations }),
  );
}

/**
 * Which reservation holds each table among the reservations given (the caller passes one day's), for a
 * booking at `at` ('HH:MM'): a reservation counts when the time it holds its tables (its time plus its
 * service's duration, `durations` or two hours) overlaps the booking's. A table held by a 12:30 lunch is
 * taken for 13:00 and free for 20:00. A reservation on several tables ('3+4') holds each of them; the first
 * holder in the list wins.
 */
export function computeTableOccupancy<T extends TableHolder>({
  reservations,
  at,
  durations,
}: {
  reservations: readonly T[];
  at?: string;
  durations?: TableDurationMinutes;
}): Map<string, T> {
  const occupancy = new Map<string, T>();
  for (const reservation of reservations) {
    if (!holdsTablesAt({ reservation, at, durations })) continue;
    for (const table of splitTableIds(reservation.tableId ?? '')) {
      if (!occupancy.has(table)) occupancy.set(table, reservation);
    }
  }
  return occupancy;
}

/**
 * Tables among `tables` already held by another reservation at the time of the reservation being assigned
 * (`time`), each with the reservation holding it, so that assigning or moving refuses them with who holds
 * them ('table-occupied'). The reservation being edited never conflicts with itself.
 */
export function findTableClashes<T extends TableHolder>({
  reservations,
  tables,
  reservationId,
  time,
  durations,
}: {
  reservations: readonly T[];
  tables: readonly string[];
  reservationId: string;
  time: string;
  durations?: TableDurationMinutes;
}): TableClash<T>[] {
  // The earliest holder is named, whatever order the store returned the day in.
  const others = reservations
    .filter((reservation) => reservation.id !== reservationId)
    .sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  const occupancy = computeTableOccupancy({ reservations: others, at: time, durations });
  return tables.flatMap((asked) => {
    const table = asked.trim();
    const holder = occupancy.get(table);
    return holder ? [{ table, holder }] : [];
  });
}

/** The table numbers of {@link findTableClashes}: the tables among `tables` another reservation holds then. */
export function findOccupiedTables(input: {
  reservations: readonly TableHolder[];
  tables: readonly string[];
  reservationId: string;
  time: string;
  durations?: TableDurationMinutes;
}): string[] {
  return findTableClashes(input).map((clash) => clash.table);
}
