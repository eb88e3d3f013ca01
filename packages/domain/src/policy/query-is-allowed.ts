import { grantsFor, listClaim, strippedDocId, valueClaim } from './can-read';
import type { ReadAuth, ReadCondition } from './read-policy-types';

/** A query filter, as in the DocStore port (`field`, `op`, `value`). */
export interface PolicyWhere {
  field: string;
  op: string;
  value: unknown;
}

/** Field names that designate the document id in a filter (Firestore's `documentId()`). */
const DOC_ID_FIELDS = new Set(['__name__', '__id__', 'id']);

/** Values a filter pins a field to: `==` gives one, `in` gives its list; any other operator pins nothing. */
function pinnedValues(
  where: readonly PolicyWhere[],
  field: string,
  ops: { one: string; many: string },
): unknown[][] {
  return where
    .filter((w) => w.field === field && (w.op === ops.one || w.op === ops.many))
    .map((w) => (w.op === ops.one ? [w.value] : Array.isArray(w.value) ? w.value : []))
    .filter((values) => values.length > 0);
}

/** Last segment of a document path, so that `restaurants/r1` and `r1` both read as `r1`. */
function idOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.split('/').pop();
}

/** Whether the filters pin `field` so that every value satisfies `ok`. */
function pinnedTo(
  where: readonly PolicyWhere[],
  field: string,
  ok: (value: unknown) => boolean,
  ops = { one: '==', many: 'in' },
): boolean {
  return pinnedValues(where, field, ops).some((values) => values.every(ok));
}

function pinnedDocIds(where: readonly PolicyWhere[], ok: (id: string) => boolean): boolean {
  return [...DOC_ID_FIELDS].some((field) =>
    pinnedTo(where, field, (value) => {
      const id = idOf(value);
      return id !== undefined && ok(id);
    }),
  );
}

/** Whether every document a query with these filters can return satisfies the condition. */
function guarantees(condition: ReadCondition, where: readonly PolicyWhere[], auth: ReadAuth): boolean {
  switch (condition.kind) {
    case 'all':
      return true;
    case 'fieldInClaimList': {
      const allowed = listClaim(auth, condition.claim);
      return pinnedTo(where, condition.field, (v) => typeof v === 'string' && allowed.includes(v));
    }
    case 'arrayFieldIntersectsClaimList': {
      const allowed = listClaim(auth, condition.claim);
      // array-contains X guarantees X is in the array; array-contains-any [..] guarantees one of them is.
      return pinnedTo(where, condition.field, (v) => typeof v === 'string' && allowed.includes(v), {
        one: 'array-contains',
        many: 'array-contains-any',
      });
    }
    case 'fieldEqualsClaim': {
      const claim = valueClaim(auth, condition.claim);
      return claim !== undefined && pinnedTo(where, condition.field, (v) => v === claim);
    }
    case 'docIdInClaimList': {
      const allowed = listClaim(auth, condition.claim);
      return pinnedDocIds(where, (id) => allowed.includes(strippedDocId(id, condition.strip)));
    }
    case 'docIdEqualsClaim': {
      const claim = valueClaim(auth, condition.claim);
      return claim !== undefined && pinnedDocIds(where, (id) => id === claim);
    }
    case 'docIdEqualsUid':
      return auth !== null && pinnedDocIds(where, (id) => id === auth.uid);
  }
}

/**
 * Whether a query may run: Firestore's "rules are not filters". The query is allowed only when its equality,
 * `in` and array filters guarantee that every document it can return passes one grant of the caller's role;
 * a query that merely happens to return readable documents is refused.
 */
export function queryIsAllowed({
  collection,
  where = [],
  auth,
}: {
  collection: string;
  where?: readonly PolicyWhere[];
  auth: ReadAuth;
}): boolean {
  return grantsFor(collection, auth).some((grant) => guarantees(grant.when, where, auth));
}
