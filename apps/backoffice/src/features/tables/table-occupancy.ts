import { TABLE_OCCUPYING_STATUSES, holdsTablesAt, splitTableIds } from '@app/domain';
import type { Reservation, TableDurationMinutes } from '@app/domain';

/** Only confirmed and seated reservations with a table occupy it (the domain's rule, staff-operations §4). */
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

/** A table's state colour: seated blue wins over confirmed green; free grey. */
export function tableState(
  occupants: readonly Pick<Reservation, 'status'>[] | undefined,
): 'free' | 'confirmed' | 'seated' {
  if (!occupants || occupants.length === 0) return 'free';
  return occupants.some((r) => r.status === 'SEATED') ? 'seated' : 'confirmed';
}

/** A table label shows up to 8 numbers, then '+n' (staff-operations §2). */
export function tableLabel(tables: readonly string[]): string {
  if (tables.length <= 8) return tables.join(', ');
  return `${tables.slice(0, 8).join(', ')} +${tables.length - 8}`;
}
