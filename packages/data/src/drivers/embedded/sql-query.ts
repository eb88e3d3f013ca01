import type { NormalizedQuery } from '../../docstore/normalize-query';
import { RANGE_OPS } from '../../docstore/normalize-query';
import type { WhereClause } from '../../docstore/port';
import { isPlainObject } from '../../docstore/values';
import { encodeValue } from './codec';
import { fieldExpr, keyExprs, sqlLiteral } from './schema';

/** SQL text, its parameters (strings) and their SQL types, in order. */
export interface SqlQuery {
  text: string;
  params: string[];
  types: ParamType[];
}

export type ParamType = 'text' | 'jsonb';

/** Collects parameters; a value's key triple is computed by the same SQL functions as the stored values'. */
class Params {
  readonly values: string[] = [];
  readonly types: ParamType[] = [];
  json(value: unknown): string {
    this.values.push(JSON.stringify(encodeValue(value)));
    this.types.push('jsonb');
    return `$${this.values.length}::jsonb`;
  }
  text(value: string): string {
    this.values.push(value);
    this.types.push('text');
    return `$${this.values.length}::text`;
  }
  keyOf(value: unknown): string[] {
    const p = this.json(value);
    return [`fs_rank(${p})`, `fs_num(${p})`, `(fs_str(${p}) COLLATE "C")`];
  }
}

const row = (parts: string[]) => `(${parts.join(', ')})`;

function clauseSql(clause: WhereClause, params: Params): string {
  const field = keyExprs(clause.field);
  const e = fieldExpr(clause.field);
  const eq = (value: unknown) => `${row(field)} = ${row(params.keyOf(value))}`;
  switch (clause.op) {
    case '==':
      return eq(clause.value);
    case '!=':
      return `${field[0]} > 0 AND NOT (${eq(clause.value)})`;
    case 'in':
      return `(${(clause.value as unknown[]).map((v) => `(${eq(v)})`).join(' OR ')})`;
    case 'not-in':
      return `${field[0]} > 0 AND NOT (${(clause.value as unknown[]).map((v) => `(${eq(v)})`).join(' OR ')})`;
    case 'array-contains':
      return containsSql(e, clause.value, params);
    case 'array-contains-any':
      return `(${(clause.value as unknown[]).map((v) => `(${containsSql(e, v, params)})`).join(' OR ')})`;
    default: {
      if (!RANGE_OPS.has(clause.op)) throw new Error(`unhandled operator ${clause.op}`);
      const key = params.keyOf(clause.value);
      // Range filters are type-aware in Firestore: only values of the bound's type match.
      return `${field[0]} = ${key[0]} AND ${row(field.slice(1))} ${clause.op} ${row(key.slice(1))}`;
    }
  }
}

/** `@>` uses the GIN index; maps need an exact element check because jsonb containment is structural. */
function containsSql(e: string, value: unknown, params: Params): string {
  const p = params.json(value);
  const base = `jsonb_typeof(${e}) = 'array' AND ${e} @> jsonb_build_array(${p})`;
  return isPlainObject(value)
    ? `${base} AND EXISTS (SELECT 1 FROM jsonb_array_elements(${e}) el WHERE el = ${p})`
    : base;
}

interface CursorPart {
  doc: string[];
  value: string[];
  direction: 'asc' | 'desc';
}

/** Lexicographic position of the document against a cursor, along the query's ordering. */
function cursorSql(parts: CursorPart[], after: boolean, inclusive: boolean): string {
  const strict = (dir: 'asc' | 'desc') => ((dir === 'asc') === after ? '>' : '<');
  const allSame = parts.every((p) => p.direction === parts[0]?.direction);
  if (allSame && parts[0]) {
    // One row comparison: the form a btree index can serve.
    const op = strict(parts[0].direction) + (inclusive ? '=' : '');
    return `${row(parts.flatMap((p) => p.doc))} ${op} ${row(parts.flatMap((p) => p.value))}`;
  }
  const terms: string[] = [];
  parts.forEach((part, i) => {
    const equalBefore = parts.slice(0, i).map((p) => `${row(p.doc)} = ${row(p.value)}`);
    terms.push(
      [...equalBefore, `${row(part.doc)} ${strict(part.direction)} ${row(part.value)}`].join(' AND '),
    );
  });
  if (inclusive) terms.push(parts.map((p) => `${row(p.doc)} = ${row(p.value)}`).join(' AND '));
  return `(${terms.map((t) => `(${t})`).join(' OR ')})`;
}

function cursorParts(query: NormalizedQuery, values: unknown[], params: Params): CursorPart[] {
  return values.map((value, i) => {
    // normalizeQuery allows one value past the orderBy fields only when it is the document id.
    const order = query.orders[i];
    if (order) {
      return { doc: keyExprs(order.field), value: params.keyOf(value), direction: order.direction };
    }
    return {
      doc: ['id'],
      value: [`${params.text(String(value))} COLLATE "C"`],
      direction: query.idDirection,
    };
  });
}

/** WHERE and ORDER BY of a normalized query (the collection is bound as a parameter, the group as a literal). */
export function buildSelect(query: NormalizedQuery, columns: string, withOrder: boolean): SqlQuery {
  const params = new Params();
  const conditions = [`grp = ${sqlLiteral(query.group)}`, `collection = ${params.text(query.collection)}`];
  for (const clause of query.filters) conditions.push(clauseSql(clause, params));
  for (const order of query.orders) conditions.push(`${keyExprs(order.field)[0]} IS NOT NULL`);
  if (query.start)
    conditions.push(cursorSql(cursorParts(query, query.start.values, params), true, query.start.inclusive));
  if (query.end)
    conditions.push(cursorSql(cursorParts(query, query.end.values, params), false, query.end.inclusive));
  let text = `SELECT ${columns} FROM docs WHERE ${conditions.join(' AND ')}`;
  if (withOrder || query.limit !== undefined) {
    const keys = query.orders.flatMap((o) =>
      keyExprs(o.field).map((k) => `${k} ${o.direction.toUpperCase()}`),
    );
    keys.push(`id ${query.idDirection.toUpperCase()}`);
    text += ` ORDER BY ${keys.join(', ')}`;
  }
  if (query.limit !== undefined) text += ` LIMIT ${query.limit}`;
  return { text, params: params.values, types: params.types };
}

export function buildCount(query: NormalizedQuery): SqlQuery {
  const inner = buildSelect(query, '1', false);
  return {
    text: `SELECT count(*)::int AS n FROM (${inner.text}) q`,
    params: inner.params,
    types: inner.types,
  };
}

/** Firestore's sum ignores values that are not numbers. */
export function buildSum(query: NormalizedQuery, field: string): SqlQuery {
  const e = fieldExpr(field);
  const inner = buildSelect(
    query,
    `CASE WHEN jsonb_typeof(${e}) = 'number' THEN (${e} #>> '{}')::float8 END AS v`,
    false,
  );
  return {
    text: `SELECT COALESCE(sum(v), 0)::float8 AS n FROM (${inner.text}) q`,
    params: inner.params,
    types: inner.types,
  };
}
