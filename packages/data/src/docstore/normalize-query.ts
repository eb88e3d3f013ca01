import { parseCollectionPath } from './paths';
import { StoreError, type QuerySpec, type WhereClause, type WhereOp } from './port';
import { assertStorable, fieldSegments, isTransform } from './values';

/**
 * A query checked against Firestore's rules and put in the form every evaluator needs: the effective ordering
 * (explicit orderBy, then inequality fields not already ordered, then the document id) and the cursors.
 */
export interface NormalizedQuery {
  collection: string;
  group: string;
  filters: WhereClause[];
  orders: { field: string; direction: 'asc' | 'desc' }[];
  /** The implicit last order key: the document id, in the direction of the last order. */
  idDirection: 'asc' | 'desc';
  limit: number | undefined;
  start: { values: unknown[]; inclusive: boolean } | undefined;
  end: { values: unknown[]; inclusive: boolean } | undefined;
}

const OPS: ReadonlySet<WhereOp> = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'array-contains',
  'array-contains-any',
]);
export const RANGE_OPS: ReadonlySet<WhereOp> = new Set(['<', '<=', '>', '>=']);
export const INEQUALITY_OPS: ReadonlySet<WhereOp> = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
/** Firestore: at most 30 values in `in` / `array-contains-any` (and 30 disjunctions overall), 10 in `not-in`. */
export const MAX_IN_VALUES = 30;
export const MAX_NOT_IN_VALUES = 10;

function invalid(message: string): never {
  throw new StoreError('invalid-argument', `Invalid query. ${message}`);
}

function checkValue(value: unknown, where: string): void {
  if (isTransform(value)) invalid(`${where}: a field transform is not a query value.`);
  assertStorable(value, where, false);
}

function checkClause(clause: WhereClause): void {
  if (!OPS.has(clause.op)) invalid(`Unknown operator "${String(clause.op)}".`);
  fieldSegments(clause.field);
  const where = `where("${clause.field}", "${clause.op}")`;
  if (clause.op === 'in' || clause.op === 'not-in' || clause.op === 'array-contains-any') {
    const max = clause.op === 'not-in' ? MAX_NOT_IN_VALUES : MAX_IN_VALUES;
    if (!Array.isArray(clause.value) || clause.value.length === 0) {
      invalid(`A non-empty array is required for '${clause.op}' filters.`);
    }
    if (clause.value.length > max) {
      invalid(
        `'${clause.op}' filters support a maximum of ${max} elements in the value array (got ${clause.value.length}).`,
      );
    }
    clause.value.forEach((v, i) => checkValue(v, `${where}[${i}]`));
    return;
  }
  checkValue(clause.value, where);
  if (clause.value === null && clause.op !== '==' && clause.op !== '!=') {
    invalid(`Null only supports '==' and '!=' comparisons.`);
  }
  if (clause.op === 'array-contains' && Array.isArray(clause.value)) {
    invalid(`'array-contains' cannot search for an array (arrays cannot contain arrays).`);
  }
}

/** Operator combinations Firestore refuses, checked before any index question. */
function checkCombinations(filters: WhereClause[]): void {
  const count = (ops: WhereOp[]) => filters.filter((f) => ops.includes(f.op)).length;
  if (count(['array-contains', 'array-contains-any']) > 1) {
    invalid(`A query can have at most one 'array-contains' or 'array-contains-any' filter.`);
  }
  if (count(['!=', 'not-in']) > 1) invalid(`A query can have at most one '!=' or 'not-in' filter.`);
  if (count(['not-in']) > 0 && count(['in', 'array-contains-any']) > 0) {
    invalid(`'not-in' filters cannot be combined with 'in' or 'array-contains-any' filters.`);
  }
  const disjunctions = filters
    .filter((f) => f.op === 'in' || f.op === 'array-contains-any')
    .reduce((product, f) => product * (f.value as unknown[]).length, 1);
  if (disjunctions > MAX_IN_VALUES) {
    invalid(`The query has ${disjunctions} disjunctions; Firestore allows at most ${MAX_IN_VALUES}.`);
  }
}

function checkCursor(values: unknown[] | undefined, name: string, orderCount: number): void {
  if (values === undefined) return;
  if (!Array.isArray(values) || values.length === 0) invalid(`${name}() needs at least one value.`);
  if (values.length > orderCount + 1) {
    invalid(
      `Too many arguments provided to ${name}(): the number of arguments must be at most the number of orderBy() clauses plus the document id.`,
    );
  }
  values.forEach((v, i) => checkValue(v, `${name}[${i}]`));
  if (values.length === orderCount + 1 && typeof values[orderCount] !== 'string') {
    invalid(`${name}(): the value after the orderBy() values must be a document id (string).`);
  }
}

/** Validates a QuerySpec the way Firestore does and returns its normalized form. */
export function normalizeQuery(spec: QuerySpec): NormalizedQuery {
  const { collection, group } = parseCollectionPath(spec.collection);
  const filters = spec.where ?? [];
  filters.forEach(checkClause);
  checkCombinations(filters);

  const orders: NormalizedQuery['orders'] = (spec.orderBy ?? []).map((o) => {
    fieldSegments(o.field);
    if (o.direction !== undefined && o.direction !== 'asc' && o.direction !== 'desc')
      invalid(`Unknown direction "${String(o.direction)}".`);
    return { field: o.field, direction: o.direction ?? 'asc' };
  });
  // Firestore orders by the inequality fields after the explicit orderBy, in field-path order.
  const inequalityFields = [
    ...new Set(filters.filter((f) => INEQUALITY_OPS.has(f.op)).map((f) => f.field)),
  ].sort();
  for (const field of inequalityFields)
    if (!orders.some((o) => o.field === field)) orders.push({ field, direction: 'asc' });

  if (spec.limit !== undefined && (!Number.isInteger(spec.limit) || spec.limit <= 0)) {
    invalid(`Query limit (${spec.limit}) is invalid. Limit must be a positive integer.`);
  }
  if (spec.startAt && spec.startAfter) invalid('Use either startAt() or startAfter(), not both.');
  if (spec.endAt && spec.endBefore) invalid('Use either endAt() or endBefore(), not both.');
  const explicitCount = (spec.orderBy ?? []).length;
  checkCursor(spec.startAt, 'startAt', explicitCount);
  checkCursor(spec.startAfter, 'startAfter', explicitCount);
  checkCursor(spec.endAt, 'endAt', explicitCount);
  checkCursor(spec.endBefore, 'endBefore', explicitCount);
  const startValues = spec.startAt ?? spec.startAfter;
  const endValues = spec.endAt ?? spec.endBefore;
  const usesId = [startValues, endValues].some((v) => v !== undefined && v.length > explicitCount);
  if (usesId && orders.length > explicitCount) {
    invalid(
      'A cursor cannot name the document id when inequality filters add implicit orderBy fields; order by them explicitly.',
    );
  }

  return {
    collection,
    group,
    filters,
    orders,
    idDirection: orders[orders.length - 1]?.direction ?? 'asc',
    limit: spec.limit,
    start: startValues ? { values: startValues, inclusive: spec.startAt !== undefined } : undefined,
    end: endValues ? { values: endValues, inclusive: spec.endAt !== undefined } : undefined,
  };
}
