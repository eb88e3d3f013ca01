import { TABLE_SUGGESTION_LIMIT } from './suggest-tables';

/** A joinable group as staff assignment reads it: its tables by number and the people it seats. */
export interface SuggestableGroup {
  id: string;
  tables: readonly string[];
  maxSeats: number;
}

/**
 * Joinable groups to offer a party that no single free table seats (the floor plan's « Tables associées »):
 * those whose tables are all free at the booking's time (none in `occupied`) and that seat the whole party,
 * the closest fit first (fewest spare seats), then fewer tables, then by their tables' numbers. Empty when a
 * free table seats the party alone (`singleFits` > 0): a table is offered before tables are joined. At most
 * `limit`.
 * @example suggestTableGroups({ groups, occupied: new Set(), partySize: 6, singleFits: 0 }) // [4 + 5 seating 6]
 */
export function suggestTableGroups<G extends SuggestableGroup>({
  groups,
  occupied,
  partySize,
  singleFits,
  limit = TABLE_SUGGESTION_LIMIT,
}: {
  groups: readonly G[];
  occupied: ReadonlySet<string> | ReadonlyMap<string, unknown>;
  partySize: number;
  /** How many free single tables seat the party. */
  singleFits: number;
  limit?: number;
}): G[] {
  if (singleFits > 0) return [];
  const byNumbers = new Intl.Collator('fr', { numeric: true });
  return groups
    .filter((group) => group.maxSeats >= partySize && group.tables.every((table) => !occupied.has(table)))
    .sort(
      (a, b) =>
        a.maxSeats - b.maxSeats ||
        a.tables.length - b.tables.length ||
        byNumbers.compare(a.tables.join('+'), b.tables.join('+')),
    )
    .slice(0, Math.max(0, limit));
}
