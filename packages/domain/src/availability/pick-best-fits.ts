import type { FloorTable, FloorTables } from './floor-tables';
import type { TableDurationBands } from './table-duration-bands-schema';

/** A table or a group of joinable tables that can seat a party for a whole window. */
export interface TableFit {
  tables: readonly string[];
  seats: number;
  /** The joinable group used; null for a single table. */
  groupId: string | null;
  /** Whether it may be given online (a group: all its tables are online). */
  online: boolean;
}

/** What best fit reads of a day: the tables, who holds them when, the duration bands. */
export interface FitDay {
  floor: FloorTables;
  holds: ReadonlyMap<string, readonly { start: number; end: number }[]>;
  bands: TableDurationBands;
}

/** A gap with no booking on that side: as far as a day goes. */
const NO_NEIGHBOUR = 1440;

/** Whether a table has no hold overlapping [start, end). */
export function isTableFree({
  day,
  table,
  start,
  end,
}: {
  day: Pick<FitDay, 'holds'>;
  table: string;
  start: number;
  end: number;
}): boolean {
  return !(day.holds.get(table) ?? []).some((hold) => hold.start < end && start < hold.end);
}

/** Minutes free on the table just before `start` and just after `end` (the window is free). */
function gapsAround(day: Pick<FitDay, 'holds'>, table: string, start: number, end: number) {
  let before = NO_NEIGHBOUR;
  let after = NO_NEIGHBOUR;
  for (const hold of day.holds.get(table) ?? []) {
    if (hold.end <= start) before = Math.min(before, start - hold.end);
    if (hold.start >= end) after = Math.min(after, hold.start - end);
  }
  return { before, after };
}

interface Ranked {
  fit: TableFit;
  key: number[];
  label: string;
}

const byNumber = new Intl.Collator('fr', { numeric: true });

/**
 * Every table and joinable group free for the whole window [start, end) that seats the party, best first:
 * the fewest seats (the big tables stay for big parties), a single table before joined ones, then the one that
 * keeps the most joinable groups formable for that time (a 4 seated on a table no group needs, so that two
 * joinable 4-tops stay free for a party of 8), then the one that wastes least time (no sliver too short for another booking left before or after, the tightest fit next to
 * the bookings already there), then by table number. `online` keeps to what may be given online and to the
 * venue's minimum per table; otherwise (staff, or a booking without a table the engine seats) every table
 * counts and the in-house ones come first, so online tables stay free for the diners.
 */
export function pickBestFits({
  day,
  partySize,
  start,
  end,
  online,
}: {
  day: FitDay;
  partySize: number;
  start: number;
  end: number;
  online: boolean;
}): TableFit[] {
  const shortest = Math.min(
    ...day.bands.lunch.map((b) => b.minutes),
    ...day.bands.dinner.map((b) => b.minutes),
  );
  const waste = (gap: number) => (gap > 0 && gap < shortest ? gap : 0);
  const seatsFit = (min: number, max: number) => partySize <= max && (!online || partySize >= min);
  const byNumberOf = new Map<string, FloorTable>(day.floor.tables.map((t) => [t.number, t]));
  /**
   * Joinable groups the fit would keep from being formed for the window: groups (not its own) sharing one of
   * its tables whose other tables are free then. Between equal fits, the table no big party could use anyway.
   */
  const groupsBroken = (fit: TableFit) =>
    day.floor.groups.filter(
      (group) =>
        group.id !== fit.groupId &&
        group.tables.some((table) => fit.tables.includes(table)) &&
        group.tables.every((table) => fit.tables.includes(table) || isTableFree({ day, table, start, end })),
    ).length;
  const ranked: Ranked[] = [];
  const consider = (fit: TableFit) => {
    let wasted = 0;
    let gaps = 0;
    for (const table of fit.tables) {
      if (!isTableFree({ day, table, start, end })) return;
      const { before, after } = gapsAround(day, table, start, end);
      wasted += waste(before) + waste(after);
      gaps += before + after;
    }
    const inHouseFirst = online ? 0 : fit.online ? 1 : 0;
    ranked.push({
      fit,
      key: [fit.seats, fit.groupId ? 1 : 0, fit.tables.length, groupsBroken(fit), inHouseFirst, wasted, gaps],
      label: fit.tables.join('+'),
    });
  };
  for (const table of day.floor.tables) {
    if (online && !table.online) continue;
    if (!seatsFit(table.minSeats, table.maxSeats)) continue;
    consider({ tables: [table.number], seats: table.maxSeats, groupId: null, online: table.online });
  }
  for (const group of day.floor.groups) {
    if (online && !group.online) continue;
    if (!seatsFit(group.minSeats, group.maxSeats)) continue;
    if (group.tables.some((number) => !byNumberOf.has(number))) continue;
    consider({ tables: group.tables, seats: group.maxSeats, groupId: group.id, online: group.online });
  }
  return ranked
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) {
        const diff = (a.key[i] ?? 0) - (b.key[i] ?? 0);
        if (diff !== 0) return diff;
      }
      return byNumber.compare(a.label, b.label);
    })
    .map((entry) => entry.fit);
}
