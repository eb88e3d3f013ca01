import type { FloorPlan } from '../schemas/floor-plan';

/** A table as the table engine reads it: its number (as bookings store it), its seats and its online flag. */
export interface FloorTable {
  number: string;
  /** Fewest guests seated there online (1 unless the venue keeps it for larger parties). */
  minSeats: number;
  maxSeats: number;
  /** False: kept in-house, for walk-ins and staff bookings. */
  online: boolean;
}

/** Joinable tables as the engine reads them: the table numbers and the seats the group gives. */
export interface FloorTableGroup {
  id: string;
  tables: readonly string[];
  minSeats: number;
  maxSeats: number;
  /** Online only when every table of it is. */
  online: boolean;
}

/** What « Par tables » seats parties on. */
export interface FloorTables {
  tables: readonly FloorTable[];
  groups: readonly FloorTableGroup[];
}

/**
 * The engine's view of a floor plan: every table of every room with its seats and online flag, and the
 * joinable groups by table number (a group naming a table removed since, or a table twice on the plan, is
 * left out rather than guessed).
 */
export function readFloorTables({
  plan,
}: {
  plan: Pick<FloorPlan, 'rooms'> & { tableGroups?: FloorPlan['tableGroups'] };
}): FloorTables {
  const byId = new Map<string, FloorTable>();
  const seen = new Set<string>();
  const tables: FloorTable[] = [];
  for (const room of plan.rooms) {
    for (const element of room.elements) {
      if (element.type !== 'table' || seen.has(element.number)) continue;
      seen.add(element.number);
      const table: FloorTable = {
        number: element.number,
        minSeats: Math.min(element.minCapacity ?? 1, element.capacity),
        maxSeats: element.capacity,
        online: element.online !== false,
      };
      tables.push(table);
      byId.set(element.id, table);
    }
  }
  const groups: FloorTableGroup[] = (plan.tableGroups ?? []).flatMap((group) => {
    const members = group.tableIds.map((id) => byId.get(id));
    if (members.some((member) => !member)) return [];
    const present = members as FloorTable[];
    return [
      {
        id: group.id,
        tables: present.map((member) => member.number),
        minSeats: Math.min(group.minCapacity ?? 1, group.capacity),
        maxSeats: group.capacity,
        online: present.every((member) => member.online),
      },
    ];
  });
  return { tables, groups };
}
