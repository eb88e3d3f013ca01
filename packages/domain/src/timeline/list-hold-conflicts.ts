import type { TableDay } from '../availability/plan-table-day';

/** A table a booking holds while another booking holds it too. */
export interface HoldConflict {
  table: string;
  otherId: string;
}

/**
 * The engine's double bookings of a day: for each booking (by id) whose hold of a table overlaps another
 * booking's hold of that table, the table and the other booking. Read from the very holds availability plans
 * with ({@link TableDay}: stored ends, else the party's duration band), so the timeline marks exactly what the
 * engine counts twice. A hold ending when the next starts is no conflict.
 */
export function listHoldConflicts({ holds }: Pick<TableDay, 'holds'>): Map<string, HoldConflict[]> {
  const conflicts = new Map<string, HoldConflict[]>();
  const add = (id: string, conflict: HoldConflict) =>
    conflicts.set(id, [...(conflicts.get(id) ?? []), conflict]);
  for (const [table, list] of holds) {
    for (let i = 0; i < list.length; i += 1) {
      const a = list[i];
      if (!a) continue;
      for (let j = i + 1; j < list.length; j += 1) {
        const b = list[j];
        // Holds are sorted by start: once one starts after `a` ends, none after it overlaps `a`.
        if (!b || b.start >= a.end) break;
        if (a.bookingId === b.bookingId) continue;
        add(a.bookingId, { table, otherId: b.bookingId });
        add(b.bookingId, { table, otherId: a.bookingId });
      }
    }
  }
  return conflicts;
}
