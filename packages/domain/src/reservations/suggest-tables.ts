/** A table as suggestions read it (a floor-plan table, possibly with its room). */
export interface SuggestableTable {
  number: string;
  capacity: number;
}

/** How many suggestions the assignment modal shows. */
export const TABLE_SUGGESTION_LIMIT = 3;

const byNumber = new Intl.Collator('fr', { numeric: true });

/**
 * Tables to offer a party: free ones (not in `occupied`, computed at the booking's time) that seat the whole
 * party, the closest fit first (fewest spare seats), then tables of `preferred` (e.g. the terrace room when the
 * guest asked for it), then by table number ('2' before '10'). At most `limit`.
 * @example suggestTables({ tables, occupied: new Set(['4']), partySize: 3 }) // a 4-seat table before a 6-seat one
 */
export function suggestTables<T extends SuggestableTable>({
  tables,
  occupied,
  partySize,
  preferred,
  limit = TABLE_SUGGESTION_LIMIT,
}: {
  tables: readonly T[];
  occupied: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  partySize: number;
  /** Tables to prefer between equal fits. */
  preferred?: (table: T) => boolean;
  limit?: number;
}): T[] {
  const rank = (table: T) => (preferred?.(table) ? 0 : 1);
  return tables
    .filter((table) => !occupied.has(table.number) && table.capacity >= partySize)
    .sort((a, b) => a.capacity - b.capacity || rank(a) - rank(b) || byNumber.compare(a.number, b.number))
    .slice(0, Math.max(0, limit));
}
