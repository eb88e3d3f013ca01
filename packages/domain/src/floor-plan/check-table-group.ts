import { FLOOR_PLAN_MESSAGES as F } from '../errors/admin-messages';
import type { TableGroup } from '../schemas/floor-plan';

/**
 * Chairs a venue may add when it joins tables (one at each end of the joined row): above the tables' seats
 * together plus this, a group's capacity is a typing slip, and the engine would seat parties that cannot sit.
 */
export const TABLE_GROUP_EXTRA_SEATS = 2;

/** A table as a group's check reads it. */
export interface GroupableTable {
  id: string;
  number: string;
  capacity: number;
}

/**
 * Why one joinable group cannot be saved, or null: every table is on the plan, the group seats at least as many
 * as its largest table alone (else joining is pointless) and at most the tables' seats together plus
 * {@link TABLE_GROUP_EXTRA_SEATS}, and no other group (`others`) joins exactly the same tables. The group's own
 * shape (2 to 8 distinct tables, 2 to 50 seats) is the schema's.
 */
export function checkTableGroup({
  tables,
  group,
  others = [],
}: {
  tables: ReadonlyMap<string, GroupableTable>;
  group: { tableIds: readonly string[]; capacity: TableGroup['capacity'] };
  others?: readonly { tableIds: readonly string[] }[];
}): string | null {
  const members = group.tableIds.map((id) => tables.get(id));
  if (members.some((member) => member === undefined)) return F.groupUnknownTable;
  const present = members as GroupableTable[];
  // The plan's own check runs even when a group's shape was refused: a group of fewer than 2 tables says so here.
  if (present.length < 2) return F.groupTablesCount;
  const largest = present.reduce((best, table) => (table.capacity > best.capacity ? table : best));
  if (group.capacity < largest.capacity) return F.groupCapacityBelowTable(largest.number, largest.capacity);
  const most = present.reduce((sum, table) => sum + table.capacity, 0) + TABLE_GROUP_EXTRA_SEATS;
  if (group.capacity > most) return F.groupCapacityAboveTables(most);
  const key = [...group.tableIds].sort().join('\u0000');
  if (others.some((other) => [...other.tableIds].sort().join('\u0000') === key)) return F.groupSameTables;
  return null;
}

/** An element of a room as {@link indexGroupableTables} reads it (a stored number may still be a number). */
export interface GroupablePlanElement {
  id: string;
  type: string;
  number?: string | number;
  capacity?: number;
}

/** The tables of a plan by element id, for {@link checkTableGroup}. */
export function indexGroupableTables(
  rooms: readonly { elements: readonly GroupablePlanElement[] }[],
): Map<string, GroupableTable> {
  const byId = new Map<string, GroupableTable>();
  for (const room of rooms) {
    for (const element of room.elements) {
      if (element.type !== 'table') continue;
      byId.set(element.id, {
        id: element.id,
        number: String(element.number ?? ''),
        capacity: element.capacity ?? 0,
      });
    }
  }
  return byId;
}
