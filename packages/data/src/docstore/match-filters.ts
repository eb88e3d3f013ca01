import type { NormalizedQuery } from './normalize-query';
import type { DocData, WhereClause } from './port';
import { compareValues, getField, typeRank, valuesEqual } from './values';

/** Whether a stored value satisfies one where clause, with Firestore's type-aware semantics. */
export function matchesClause(clause: WhereClause, value: unknown): boolean {
  if (value === undefined) return false;
  const target = clause.value;
  switch (clause.op) {
    case '==':
      return valuesEqual(value, target);
    case '!=':
      // Firestore never matches a missing or null field with '!=' / 'not-in'.
      return value !== null && !valuesEqual(value, target);
    case 'in':
      return (target as unknown[]).some((t) => valuesEqual(value, t));
    case 'not-in':
      return value !== null && !(target as unknown[]).some((t) => valuesEqual(value, t));
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => valuesEqual(item, target));
    case 'array-contains-any':
      return (
        Array.isArray(value) && value.some((item) => (target as unknown[]).some((t) => valuesEqual(item, t)))
      );
    default: {
      // Range filters only match values of the same type as the bound.
      if (typeRank(value) !== typeRank(target)) return false;
      const c = compareValues(value, target);
      if (clause.op === '<') return c < 0;
      if (clause.op === '<=') return c <= 0;
      if (clause.op === '>') return c > 0;
      return c >= 0;
    }
  }
}

/**
 * Whether a document can belong to the query's results, cursors and limit aside: every filter holds and every
 * order field exists (Firestore leaves out documents that lack an orderBy field).
 */
export function matchesFilters(query: NormalizedQuery, data: DocData | undefined): boolean {
  if (data === undefined) return false;
  if (!query.filters.every((clause) => matchesClause(clause, getField(data, clause.field)))) return false;
  return query.orders.every((order) => getField(data, order.field) !== undefined);
}
