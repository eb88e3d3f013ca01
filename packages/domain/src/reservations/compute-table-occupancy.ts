import { splitTableIds } from '../schemas';

/** Only a confirmed or seated reservation holds its tables; pending, finished or cancelled ones do not. */
export const TABLE_OCCUPYING_STATUSES: readonly string[] = ['CONFIRMED', 'SEATED'];

/** The part of a reservation table occupancy reads. */
export interface TableHolder {
  id: string;
  status: string;
  tableId?: string;
}

/**
 * Which reservation holds each table among the reservations given (the caller passes one day's service).
 * A reservation on several tables ('3+4') holds each of them; the first holder in the list wins.
 */
export function computeTableOccupancy<T extends TableHolder>({
  reservations,
}: {
  reservations: readonly T[];
}): Map<string, T> {
  const occupancy = new Map<string, T>();
  for (const reservation of reservations) {
    if (!TABLE_OCCUPYING_STATUSES.includes(reservation.status.toUpperCase())) continue;
    for (const table of splitTableIds(reservation.tableId ?? '')) {
      if (!occupancy.has(table)) occupancy.set(table, reservation);
    }
  }
  return occupancy;
}

/**
 * Tables among `tables` already held by another reservation, so that assigning or moving refuses them
 * ('table-occupied'). The reservation being edited never conflicts with itself.
 */
export function findOccupiedTables({
  reservations,
  tables,
  reservationId,
}: {
  reservations: readonly TableHolder[];
  tables: readonly string[];
  reservationId: string;
}): string[] {
  const others = reservations.filter((reservation) => reservation.id !== reservationId);
  const occupancy = computeTableOccupancy({ reservations: others });
  return tables.filter((table) => occupancy.has(table.trim()));
}
