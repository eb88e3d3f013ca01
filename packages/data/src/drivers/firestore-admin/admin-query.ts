import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { normalizeQuery } from '../../docstore/normalize-query';
import type { QuerySpec } from '../../docstore/port';

/**
 * Builds a firebase-admin query from a QuerySpec, after the shared checks (so every driver refuses the same
 * queries with the same StoreError). A cursor value past the orderBy fields is the document id: Firestore wants
 * it against an explicit orderBy on the document id, in the direction of the last order.
 */
export function buildAdminQuery(db: Firestore, spec: QuerySpec): Query {
  const normalized = normalizeQuery(spec);
  let query: Query = db.collection(normalized.collection);
  for (const clause of spec.where ?? []) query = query.where(clause.field, clause.op, clause.value);
  for (const order of spec.orderBy ?? []) query = query.orderBy(order.field, order.direction ?? 'asc');
  const explicit = spec.orderBy?.length ?? 0;
  const cursors = [spec.startAt, spec.startAfter, spec.endAt, spec.endBefore];
  if (cursors.some((values) => values !== undefined && values.length > explicit)) {
    query = query.orderBy(FieldPath.documentId(), normalized.idDirection);
  }
  if (spec.startAt) query = query.startAt(...spec.startAt);
  if (spec.startAfter) query = query.startAfter(...spec.startAfter);
  if (spec.endAt) query = query.endAt(...spec.endAt);
  if (spec.endBefore) query = query.endBefore(...spec.endBefore);
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  return query;
}
