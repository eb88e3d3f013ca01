import type { TableDurationMinutes } from '../availability/table-duration-schema';
import { splitTableIds } from '../schemas';
import { TABLE_OCCUPYING_STATUSES, type TableHolder } from './compute-table-occupancy';
import { tableHoldWindow, windowsOverlap } from './table-hold-window';

/** A table one reservation shares with `other` while both hold it. */
export interface TableConflict<T extends TableHolder = TableHolder> {
  table: string;
  other: T;
}

function holdOverlap(a: TableHolder, b: TableHolder, durations?: TableDurationMinutes): boolean {
  // A holder without a time holds its tables all day (as computeTableOccupancy reads it).
  if (!a.time || !b.time) return true;
  return windowsOverlap(
    tableHoldWindow({ time: a.time, durations }),
    tableHoldWindow({ time: b.time, durations }),
  );
}

/**
 * The day's double bookings of a table: for each reservation (by id) that holds a table while another holds it
 * too (each from its time for its service's duration), the tables shared and with whom. Assigning refuses such
 * a table unless staff choose « Attribuer quand même »; then both rows carry a conflict mark, in the list and on
 * the plan, until one of them moves, is cancelled or ends. Pending, confirmed and seated bookings count.
 * @example findTableConflicts({ reservations: [a19h30Table3, b20h15Table3] }) // a → [{ table: '3', other: b }], b → […a]
 */
export function findTableConflicts<T extends TableHolder>({
  reservations,
  durations,
}: {
  reservations: readonly T[];
  durations?: TableDurationMinutes;
}): Map<string, TableConflict<T>[]> {
  const byTable = new Map<string, T[]>();
  for (const reservation of reservations) {
    if (!TABLE_OCCUPYING_STATUSES.includes(reservation.status.toUpperCase())) continue;
    for (const table of new Set(splitTableIds(reservation.tableId ?? ''))) {
      const holders = byTable.get(table) ?? [];
      holders.push(reservation);
      byTable.set(table, holders);
    }
  }
  const conflicts = new Map<string, TableConflict<T>[]>();
  const add = (reservation: T, conflict: TableConflict<T>) =>
    conflicts.set(reservation.id, [...(conflicts.get(reservation.id) ?? []), conflict]);
  for (const [table, holders] of byTable) {
    for (let i = 0; i < holders.length; i += 1) {
      for (let j = i + 1; j < holders.length; j += 1) {
        const a = holders[i] as T;
        const b = holders[j] as T;
        if (a.id === b.id || !holdOverlap(a, b, durations)) continue;
        add(a, { table, other: b });
        add(b, { table, other: a });
      }
    }
  }
  return conflicts;
}
