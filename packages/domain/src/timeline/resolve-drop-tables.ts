import type { FloorTables } from '../availability/floor-tables';

/**
 * The tables a booking takes when staff drop it on a table's row: its own joined tables when it is dropped on
 * one of them (a change of time only); that table when it seats the party; else the smallest joinable group
 * with that table that seats it (a party of four dropped on a 2-top joined to its neighbour gets both); else
 * that table all the same (staff may add a chair: the seats warning says so).
 * @example resolveDropTables({ floor, table: '1', partySize: 4, currentTables: ['5'] }) // ['1', '2']
 */
export function resolveDropTables({
  floor,
  table,
  partySize,
  currentTables,
}: {
  floor: FloorTables;
  table: string;
  partySize: number;
  currentTables: readonly string[];
}): string[] {
  if (currentTables.length > 1 && currentTables.includes(table)) return [...currentTables];
  const row = floor.tables.find((t) => t.number === table);
  if (!row || row.maxSeats >= partySize) return [table];
  const group = floor.groups
    .filter((g) => g.tables.includes(table) && g.maxSeats >= partySize)
    .sort((a, b) => a.maxSeats - b.maxSeats || a.tables.length - b.tables.length)[0];
  return group ? [...group.tables] : [table];
}
