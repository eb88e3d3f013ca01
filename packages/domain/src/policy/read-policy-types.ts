import type { Role } from '../schemas';

/** Claims a condition compares with: a staff member's restaurants, a customer's e-mail. */
export type ListClaim = 'restaurantIds';
/** Claim compared with one field value: a customer's e-mail. */
export type ValueClaim = 'customerEmail';

/**
 * When a grant applies to one document. Each kind is simple enough to be written as a Firestore rule
 * (by the data package's generator) and to be judged on a query's filters (by {@link queryIsAllowed}).
 * - all: every document.
 * - fieldInClaimList: `resource.data[field] in request.auth.token[claim]`.
 * - arrayFieldIntersectsClaimList: `resource.data[field].hasAny(request.auth.token[claim])`.
 * - fieldEqualsClaim: `resource.data[field] == request.auth.token[claim]`.
 * - docIdInClaimList: the document id, after removing the `strip` regular expression, is in the claim list
 *   (`restaurants/{id}`, `settings/loyalty_config_{id}`, `closedTimeSlots/{id}_{date}`). Judged on the id
 *   alone, so reading a document that does not exist yet (no slots closed that day) is allowed.
 * - docIdEqualsClaim: the document id equals the claim (`customers/{email}`).
 * - docIdEqualsUid: the document id is the caller's uid (`users/{uid}`).
 */
export type ReadCondition =
  | { kind: 'all' }
  | { kind: 'fieldInClaimList'; field: string; claim: ListClaim }
  | { kind: 'arrayFieldIntersectsClaimList'; field: string; claim: ListClaim }
  | { kind: 'fieldEqualsClaim'; field: string; claim: ValueClaim }
  | { kind: 'docIdInClaimList'; claim: ListClaim; strip?: string }
  | { kind: 'docIdEqualsClaim'; claim: ValueClaim }
  | { kind: 'docIdEqualsUid' };

/** Roles a grant names; anonymous callers (no sign-in) are never granted anything. */
export type PolicyRole = Role;

/** Who may read which documents of a collection: any matching grant allows the read. */
export interface ReadGrant {
  roles: readonly PolicyRole[];
  when: ReadCondition;
}

/** Who may read which documents of one collection, per role. */
export interface CollectionReadPolicy {
  /** Server-only: readable by no client, whatever the role (secrets, outbox, ledger, idempotency keys). */
  serverOnly: boolean;
  grants: readonly ReadGrant[];
}

/**
 * The caller as both Firestore rules (`request.auth`) and the local host see it: the uid and the ID token's
 * claims (`role`, `restaurantIds`, `email`). null for an anonymous caller.
 */
export type ReadAuth = { uid: string; claims: Record<string, unknown> } | null;
