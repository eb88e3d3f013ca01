/** How many table numbers a label lists before « +n » (staff-operations §2: up to 8 numbers then '+n'). */
export const MAX_LISTED_TABLES = 8;

/**
 * The tables of a booking as a row shows them: « Table 3, 4 », the first 8 numbers then « +n » for the rest
 * (a large group on 12 tables reads « Table 1, 2, 3, 4, 5, 6, 7, 8 +4 »); '' when no table is set.
 * @example formatTableNumbers({ tables: ['3', '4'] }) // 'Table 3, 4'
 */
export function formatTableNumbers({ tables }: { tables: readonly string[] }): string {
  if (tables.length === 0) return '';
  const listed = tables.slice(0, MAX_LISTED_TABLES).join(', ');
  const rest = tables.length - MAX_LISTED_TABLES;
  return rest > 0 ? `Table ${listed} +${rest}` : `Table ${listed}`;
}
