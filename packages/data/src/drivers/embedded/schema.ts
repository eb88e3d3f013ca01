/**
 * The embedded store's SQL schema: one table of documents, and three key functions that turn a jsonb value into a
 * (rank, number, text) triple whose row order is Firestore's order of mixed types: null < booleans < numbers <
 * timestamps < strings < arrays < maps. Numbers compare numerically, strings by byte (COLLATE "C" on UTF-8).
 * Arrays and maps sort after the scalars by their JSON text: deterministic, but not Firestore's element-wise order.
 * The functions are immutable SQL functions so the planner inlines them and matches them against expression indexes.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS docs (
  collection text COLLATE "C" NOT NULL,
  grp text COLLATE "C" NOT NULL,
  id text COLLATE "C" NOT NULL,
  data jsonb NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE OR REPLACE FUNCTION fs_rank(v jsonb) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(v)
    WHEN 'null' THEN 0 WHEN 'boolean' THEN 1 WHEN 'number' THEN 2 WHEN 'string' THEN 4 WHEN 'array' THEN 6
    WHEN 'object' THEN CASE WHEN v ? '__ts__' THEN 3 ELSE 7 END
  END
$$;
CREATE OR REPLACE FUNCTION fs_num(v jsonb) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(v)
    WHEN 'number' THEN (v #>> '{}')::float8
    WHEN 'boolean' THEN CASE WHEN v = 'true'::jsonb THEN 1 ELSE 0 END
    ELSE 0
  END
$$;
CREATE OR REPLACE FUNCTION fs_str(v jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(v)
    WHEN 'string' THEN v #>> '{}'
    WHEN 'object' THEN COALESCE(v ->> '__ts__', v::text)
    WHEN 'array' THEN v::text
    ELSE ''
  END COLLATE "C"
$$;
`;

/** Quotes a string as an SQL literal. */
export function sqlLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The jsonb expression reading a dotted field path from `data`, written the same way in indexes and queries. */
export function fieldExpr(fieldPath: string): string {
  const segments = fieldPath.split('.');
  if (segments.length === 1) return `(data -> ${sqlLiteral(fieldPath)})`;
  const array = segments.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',');
  return `(data #> ${sqlLiteral(`{${array}}`)})`;
}

/** The three key expressions of a field, in index and ORDER BY order. */
export function keyExprs(fieldPath: string): [string, string, string] {
  const e = fieldExpr(fieldPath);
  return [`fs_rank(${e})`, `fs_num(${e})`, `(fs_str(${e}) COLLATE "C")`];
}
