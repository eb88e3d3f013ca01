import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRead } from './can-read';
import { queryIsAllowed, type PolicyWhere } from './query-is-allowed';
import { POLICY_PUBLIC_COLLECTIONS, SERVER_ONLY_COLLECTIONS } from './read-policy';
import type { ReadAuth } from './read-policy-types';

/** Small alphabets so that random filters and documents often meet. */
const restaurantIds = ['r1', 'r2', 'r9'];
const emails = ['ana@mail.fr', 'bob@mail.fr'];
const docIds = ['r1', 'r9', 'r1_2026-11-22', 'loyalty_config_r1', 'ana@mail.fr', 'uid-a', 'd1'];
const fields = [
  'restaurantId',
  'customerEmail',
  'customerId',
  'targetRestaurant',
  'restaurantIds',
  '__name__',
  'status',
];
const values = [...restaurantIds, ...emails, ...docIds, 'PENDING'];

const auths: ReadAuth[] = [
  null,
  { uid: 'uid-m', claims: { role: 'master_admin' } },
  { uid: 'uid-f', claims: { role: 'admin_full', restaurantIds: ['r1', 'r2'] } },
  { uid: 'uid-a', claims: { role: 'admin', restaurantIds: ['r1'] } },
  {
    uid: 'uid-c',
    claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: 'ana@mail.fr' },
  },
];

const whereArb: fc.Arbitrary<PolicyWhere> = fc.oneof(
  fc.record({
    field: fc.constantFrom(...fields),
    op: fc.constantFrom('==', '!=', 'array-contains'),
    value: fc.constantFrom(...values),
  }),
  fc.record({
    field: fc.constantFrom(...fields),
    op: fc.constantFrom('in', 'not-in', 'array-contains-any'),
    value: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }),
  }),
);

const docArb = fc.record({
  id: fc.constantFrom(...docIds),
  data: fc.record({
    restaurantId: fc.constantFrom(...restaurantIds),
    targetRestaurant: fc.constantFrom(...restaurantIds),
    customerEmail: fc.constantFrom(...emails),
    customerId: fc.constantFrom(...emails),
    restaurantIds: fc.uniqueArray(fc.constantFrom(...restaurantIds), { maxLength: 2 }),
    status: fc.constantFrom('PENDING', 'CONFIRMED'),
  }),
});

/** What a store returns for a filter (the semantics the evaluator must be sound against). */
function matches(doc: { id: string; data: Record<string, unknown> }, w: PolicyWhere): boolean {
  const value = w.field === '__name__' ? doc.id : doc.data[w.field];
  const list = Array.isArray(w.value) ? w.value : [];
  switch (w.op) {
    case '==':
      return value === w.value;
    case '!=':
      return value !== undefined && value !== w.value;
    case 'in':
      return list.includes(value);
    case 'not-in':
      return value !== undefined && !list.includes(value);
    case 'array-contains':
      return Array.isArray(value) && value.includes(w.value);
    case 'array-contains-any':
      return Array.isArray(value) && value.some((v) => list.includes(v));
    default:
      return false;
  }
}

describe('queryIsAllowed is sound', () => {
  it('never allows a query that can return a document the caller may not read', () => {
    const collections = [...POLICY_PUBLIC_COLLECTIONS, ...SERVER_ONLY_COLLECTIONS];
    let checkedReads = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...collections),
        fc.constantFrom(...auths),
        fc.array(whereArb, { maxLength: 3 }),
        fc.array(docArb, { minLength: 1, maxLength: 6 }),
        (collection, auth, where, docs) => {
          if (!queryIsAllowed({ collection, where, auth })) return;
          for (const doc of docs.filter((d) => where.every((w) => matches(d, w)))) {
            expect(canRead({ collection, docId: doc.id, data: doc.data, auth })).toBe(true);
            checkedReads += 1;
          }
        },
      ),
      { numRuns: 3000 },
    );
    // The property is only meaningful if allowed queries did return documents.
    expect(checkedReads).toBeGreaterThan(100);
  });
});
