import { READ_POLICY, type PolicyCollection } from './read-policy';
import type { ListClaim, ReadAuth, ReadCondition, ReadGrant, ValueClaim } from './read-policy-types';

/**
 * The caller's role claim, or undefined for an anonymous caller or an unknown role. A 'client' role counts only
 * on a session opened with a custom token, the one the sign-in callables mint for the proven e-mail
 * (ARCHITECTURE §8): an account signed in another way whose claims say 'client' reads nothing as a client.
 */
export function roleOf(auth: ReadAuth): string | undefined {
  const role = auth?.claims.role;
  if (typeof role !== 'string') return undefined;
  if (role === 'client' && signInProvider(auth) !== CLIENT_SIGN_IN_PROVIDER) return undefined;
  return role;
}

/** How a customer's session is opened: `signInWithCustomToken` with the token of the sign-in callables. */
export const CLIENT_SIGN_IN_PROVIDER = 'custom';

function signInProvider(auth: ReadAuth): string | undefined {
  const firebase = auth?.claims.firebase;
  const provider =
    typeof firebase === 'object' && firebase !== null
      ? (firebase as Record<string, unknown>).sign_in_provider
      : undefined;
  return typeof provider === 'string' ? provider : undefined;
}

/** A list claim as strings (an absent or malformed claim is an empty list, never an error). */
export function listClaim(auth: ReadAuth, claim: ListClaim): string[] {
  const value = auth?.claims[claim];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A string claim, or undefined. */
export function valueClaim(auth: ReadAuth, claim: ValueClaim): string | undefined {
  const value = auth?.claims[claim];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The id a docId condition compares, after removing its `strip` pattern. */
export function strippedDocId(docId: string, strip: string | undefined): string {
  return strip ? docId.replace(new RegExp(strip), '') : docId;
}

/** The grants of a collection that name the caller's role (none for server-only collections or anonymous). */
export function grantsFor(collection: string, auth: ReadAuth): ReadGrant[] {
  const policy = (READ_POLICY as Record<string, (typeof READ_POLICY)[PolicyCollection] | undefined>)[
    collection
  ];
  const role = roleOf(auth);
  if (!policy || policy.serverOnly || !auth || !role) return [];
  return policy.grants.filter((grant) => (grant.roles as readonly string[]).includes(role));
}

/** Whether one condition holds for one document; `data` is undefined for a missing document. */
function holds(
  condition: ReadCondition,
  docId: string,
  data: Record<string, unknown> | undefined,
  auth: ReadAuth,
): boolean {
  switch (condition.kind) {
    case 'all':
      return true;
    case 'fieldInClaimList': {
      const value = data?.[condition.field];
      return typeof value === 'string' && listClaim(auth, condition.claim).includes(value);
    }
    case 'arrayFieldIntersectsClaimList': {
      const value = data?.[condition.field];
      const allowed = listClaim(auth, condition.claim);
      return Array.isArray(value) && value.some((v) => typeof v === 'string' && allowed.includes(v));
    }
    case 'fieldEqualsClaim': {
      const claim = valueClaim(auth, condition.claim);
      return claim !== undefined && data?.[condition.field] === claim;
    }
    case 'docIdInClaimList':
      return listClaim(auth, condition.claim).includes(strippedDocId(docId, condition.strip));
    case 'docIdEqualsClaim': {
      const claim = valueClaim(auth, condition.claim);
      return claim !== undefined && docId === claim;
    }
    case 'docIdEqualsUid':
      return auth !== null && docId === auth.uid;
  }
}

/**
 * Whether `auth` may read the document `collection/docId` holding `data` (undefined when it does not exist).
 * An unknown collection is refused: whatever is not declared is not readable.
 */
export function canRead({
  collection,
  docId,
  data,
  auth,
}: {
  collection: string;
  docId: string;
  data: Record<string, unknown> | undefined;
  auth: ReadAuth;
}): boolean {
  return grantsFor(collection, auth).some((grant) => holds(grant.when, docId, data, auth));
}
