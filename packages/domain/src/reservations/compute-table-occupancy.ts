import type { TableDurationMinutes } from '../availability/table-duration-schema';
import { splitTableIds } from '../schemas';
import { tableHoldWindow, windowsOverlap } from './table-hold-window';

/** Only a confirmed or seated reservation holds its tables; pending, finished or cancelled ones do not. */
export const TABLE_OCCUPYING_STATUSES: readonly string[] = ['CONFIRMED', 'SEATED'];

/** The part of a reservation table occupancy reads. */
export interface TableHolder {
  id: string;
  status: string;
  tableId?: string;
  /** 'HH:MM'; a holder without a time is taken to hold its tables all day. */
  time?: string;
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
 * (`time`), so that assigning or moving refuses them ('table-occupied'). The reservation being edited never
 * conflicts with itself.
 */
export function findOccupiedTables({
  reservations,
  tables,
  reservationId,
  time,
  durations,
}: {
  reservations: readonly TableHolder[];
  tables: readonly string[];
  reservationId: string;
  time: string;
  durations?: TableDurationMinutes;
}): string[] {
  const others = reservations.filter((reservation) => reservation.id !== reservationId);
  const occupancy = computeTableOccupancy({ reservations: others, at: time, durations });
  return tables.filter((table) => occupancy.has(table.trim()));
}
