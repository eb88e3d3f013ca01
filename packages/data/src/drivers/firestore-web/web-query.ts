import {
  collection,
  documentId,
  endAt,
  endBefore,
  limit,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { normalizeQuery } from '../../docstore/normalize-query';
import type { QuerySpec } from '../../docstore/port';

/**
 * Builds a web SDK query from a QuerySpec, after the shared checks. A cursor value past the orderBy fields is the
 * document id, which Firestore wants against an explicit orderBy on the document id.
 */
export function buildWebQuery(db: Firestore, spec: QuerySpec): Query {
  const normalized = normalizeQuery(spec);
  const constraints: QueryConstraint[] = [];
  for (const clause of spec.where ?? []) constraints.push(where(clause.field, clause.op, clause.value));
  for (const order of spec.orderBy ?? []) constraints.push(orderBy(order.field, order.direction ?? 'asc'));
  const explicit = spec.orderBy?.length ?? 0;
  const cursors = [spec.startAt, spec.startAfter, spec.endAt, spec.endBefore];
  if (cursors.some((values) => values !== undefined && values.length > explicit)) {
    constraints.push(orderBy(documentId(), normalized.idDirection));
  }
  if (spec.startAt) constraints.push(startAt(...spec.startAt));
  if (spec.startAfter) constraints.push(startAfter(...spec.startAfter));
  if (spec.endAt) constraints.push(endAt(...spec.endAt));
  if (spec.endBefore) constraints.push(endBefore(...spec.endBefore));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return query(collection(db, normalized.collection), ...constraints);
}
