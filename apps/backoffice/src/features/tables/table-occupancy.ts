import { TABLE_OCCUPYING_STATUSES, holdsTablesAt, splitTableIds } from '@app/domain';
import type { Reservation, TableConflict, TableDurationMinutes } from '@app/domain';

/**
 * Pending, confirmed and seated reservations with a table occupy it: a request given a table keeps it while it
 * waits for an answer (issue 36; the spec counted confirmed and seated only, so a table could be given twice).
 */
export function occupiesTable(r: Pick<Reservation, 'status' | 'tableId'>): boolean {
  return TABLE_OCCUPYING_STATUSES.includes(r.status) && r.tableId.trim() !== '';
}

/**
 * Reservations occupying each table number, in time order (a cell lists up to 4 of them). With `at`, only
 * those holding their tables during the time a booking at `at` would (its time plus the service's duration,
 * the restaurant's `durations`): the plan the server checks an assignment against.
 */
export function occupancyByTable(
  reservations: readonly Reservation[],
  { at, durations }: { at?: string; durations?: TableDurationMinutes } = {},
): Map<string, Reservation[]> {
  const map = new Map<string, Reservation[]>();
  for (const r of [...reservations].sort((a, b) => a.time.localeCompare(b.time))) {
    if (!occupiesTable(r) || !holdsTablesAt({ reservation: r, at, durations })) continue;
    for (const table of splitTableIds(r.tableId)) {
      const list = map.get(table) ?? [];
      list.push(r);
      map.set(table, list);
    }
  }
  return map;
}

/** A table's state: seated blue wins over confirmed green, which wins over a pending request (amber); free grey. */
export type TableState = 'free' | 'pending' | 'confirmed' | 'seated';

export function tableState(occupants: readonly Pick<Reservation, 'status'>[] | undefined): TableState {
  if (!occupants || occupants.length === 0) return 'free';
  if (occupants.some((r) => r.status === 'SEATED')) return 'seated';
  return occupants.some((r) => r.status === 'CONFIRMED') ? 'confirmed' : 'pending';
}

/**
 * Tables given twice among those drawn: two of a table's occupants hold it at the same time (the day's
 * `conflicts`, findTableConflicts). Marked on the plan until one of the bookings moves.
 */
export function conflictedTables(
  occupancy: ReadonlyMap<string, readonly Reservation[]>,
  conflicts: ReadonlyMap<string, readonly TableConflict<Reservation>[]>,
): Set<string> {
  const tables = new Set<string>();
  for (const [table, occupants] of occupancy) {
    const here = new Set(occupants.map((r) => r.id));
    const clash = occupants.some((r) =>
      (conflicts.get(r.id) ?? []).some((c) => c.table === table && here.has(c.other.id)),
    );
    if (clash) tables.add(table);
  }
  return tables;
}

/** A table label shows up to 8 numbers, then '+n' (staff-operations §2). */
export function tableLabel(tables: readonly string[]): string {
  if (tables.length <= 8) return tables.join(', ');
  return `${tables.slice(0, 8).join(', ')} +${tables.length - 8}`;
}
