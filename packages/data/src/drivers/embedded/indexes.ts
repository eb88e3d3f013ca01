import type { NormalizedQuery } from '../../docstore/normalize-query';
import { StoreError } from '../../docstore/port';
import { fieldExpr, keyExprs, sqlLiteral } from './schema';

/** One entry of firestore.indexes.json. */
export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
export interface IndexDefinition {
  collectionGroup: string;
  queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}
export interface IndexesFile {
  indexes: IndexDefinition[];
  fieldOverrides?: unknown[];
}

type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
const modeOf = (f: IndexField): Mode => f.arrayConfig ?? f.order ?? 'ASCENDING';

/** The composite index a query needs: equality fields (any order among them), then the order fields. */
export interface IndexNeed {
  index: IndexDefinition;
  prefix: IndexField[];
  orders: IndexField[];
}

/**
 * The composite index Firestore needs for this query, or undefined when its automatic single-field indexes do:
 * equality filters alone are served by merging single-field indexes, and so is one order (or inequality) field
 * alone; equality filters plus an order, or two order fields, need a composite index.
 */
export function requiredIndex(query: NormalizedQuery): IndexNeed | undefined {
  const equalityFields = new Set(query.filters.filter((f) => f.op === '==').map((f) => f.field));
  const orderList = query.orders.filter((o) => !equalityFields.has(o.field));
  const ordered = new Set(orderList.map((o) => o.field));
  const prefixMap = new Map<string, IndexField>();
  for (const f of query.filters) {
    if (f.op === 'array-contains' || f.op === 'array-contains-any') {
      prefixMap.set(f.field, { fieldPath: f.field, arrayConfig: 'CONTAINS' });
    } else if ((f.op === '==' || f.op === 'in') && !ordered.has(f.field) && !prefixMap.has(f.field)) {
      prefixMap.set(f.field, { fieldPath: f.field, order: 'ASCENDING' });
    }
  }
  if (orderList.length === 0 || (prefixMap.size === 0 && orderList.length === 1)) return undefined;
  const prefix = [...prefixMap.values()].sort((a, b) => (a.fieldPath < b.fieldPath ? -1 : 1));
  const orders: IndexField[] = orderList.map((o) => ({
    fieldPath: o.field,
    order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  return {
    index: { collectionGroup: query.group, queryScope: 'COLLECTION', fields: [...prefix, ...orders] },
    prefix,
    orders,
  };
}

/**
 * Whether the declared indexes serve the need: each usable index ends with the order fields (same directions) and
 * starts with some of the equality fields; together they must cover every equality field (Firestore merges them).
 */
export function isServed(need: IndexNeed, indexes: IndexDefinition[]): boolean {
  const prefixModes = new Map(need.prefix.map((f) => [f.fieldPath, modeOf(f)]));
  const covered = new Set<string>();
  for (const index of indexes) {
    if (index.collectionGroup !== need.index.collectionGroup) continue;
    const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
    const headLength = fields.length - need.orders.length;
    if (headLength < 0) continue;
    const tail = fields.slice(headLength);
    if (
      !tail.every(
        (f, i) =>
          f.fieldPath === need.orders[i]?.fieldPath && modeOf(f) === modeOf(need.orders[i] as IndexField),
      )
    )
      continue;
    const head = fields.slice(0, headLength);
    const usable = head.every((f) => {
      const mode = prefixModes.get(f.fieldPath);
      return mode !== undefined && (mode === 'CONTAINS') === (modeOf(f) === 'CONTAINS');
    });
    if (!usable) continue;
    if (prefixModes.size === 0) return true;
    head.forEach((f) => covered.add(f.fieldPath));
  }
  return prefixModes.size > 0 && [...prefixModes.keys()].every((k) => covered.has(k));
}

/** Refuses a query that Firestore would refuse for lack of a composite index, naming the entry to add. */
export function assertIndexed(query: NormalizedQuery, indexes: IndexDefinition[]): void {
  const need = requiredIndex(query);
  if (!need || isServed(need, indexes)) return;
  throw new StoreError(
    'failed-precondition',
    `The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${JSON.stringify(need.index)}`,
  );
}

function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A btree expression index for a composite index (its CONTAINS fields are served by the GIN single-field index). */
export function compositeIndexSql(def: IndexDefinition): string {
  const columns = ['collection'];
  for (const f of def.fields) {
    if (f.arrayConfig || f.fieldPath === '__name__') continue;
    const dir = f.order === 'DESCENDING' ? ' DESC' : '';
    columns.push(...keyExprs(f.fieldPath).map((k) => k + dir));
  }
  columns.push(`id${def.fields.at(-1)?.order === 'DESCENDING' ? ' DESC' : ''}`);
  const name = `ix_${def.collectionGroup.replace(/[^A-Za-z0-9_]/g, '').slice(0, 30)}_${shortHash(JSON.stringify(def))}`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON docs (${columns.join(', ')}) WHERE grp = ${sqlLiteral(def.collectionGroup)}`;
}

/** Firestore's automatic single-field indexes, made on first use: btree on the value, GIN for array-contains. */
export function singleFieldIndexSql(group: string, field: string, contains: boolean): string {
  const name = `sf_${group.replace(/[^A-Za-z0-9_]/g, '').slice(0, 20)}_${shortHash(`${group}|${field}|${contains}`)}`;
  const body = contains
    ? `USING gin (${fieldExpr(field)} jsonb_path_ops)`
    : `(collection, ${keyExprs(field).join(', ')}, id)`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON docs ${body} WHERE grp = ${sqlLiteral(group)}`;
}
