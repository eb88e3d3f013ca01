import type { DocData, DocReader, Transaction } from '@app/data';
import { authAdmin } from './auth-admin';
import { STAFF_ROLES } from './caller';
import { runtime } from './runtime';
import { transact } from './transact';

/**
 * Access lost at once (administration §6): when master_admin changes a staff member's role or restaurants,
 * deletes the account or deletes one of its restaurants, the ID tokens already issued must stop working now,
 * not when they expire (up to an hour later, with the old claims inside).
 *
 * How:
 * - `revokeStaffSessions` revokes the account's refresh tokens in Firebase Auth (no new ID token can be had
 *   from the old session) and records `tokenRevocations/{uid}` `{ uid, revokedAt, reason, claims }`
 *   (server-only; `claims` = what the account holds now, null once deleted), plus `users/{uid}.tokensValidAfter`
 *   while the profile exists. The record outlives a deleted profile.
 * - Every staff call (define-callable.ts) and, on the local host, every store read and live subscription
 *   (host/store-api/session-guard.ts) refuses a token whose sign-in (`auth_time`, seconds) is not after
 *   `revokedAt`: the user signs in again and gets a token with the new claims. Open live streams of that uid are
 *   closed when the record appears. Sign-in times are whole seconds: within the revocation's own second, a token
 *   is accepted only if it carries the claims of the record (a new sign-in), never the old ones. Firebase's own
 *   `verifyIdToken(token, true)` lets any session of that second through, hence this record.
 * - Only staff tokens are checked (one read per staff call): customers' sessions have their own length, and a
 *   tablet's credential its pairing record.
 * - The record is written after the claims changed, so any token signed in after `revokedAt` carries the new
 *   claims.
 *
 * Production (Firebase): callables read the same record from Firestore, so they refuse at once as here.
 * `firestore.rules` only see the token's claims, not this record: a browser's direct Firestore reads with an
 * old token keep the old claims until the client gets a new token. What production relies on there is the
 * refresh-token revocation (Firebase Auth refuses to refresh, so the old token dies within its hour at most)
 * plus the back office forcing a refresh (`getIdToken(true)`, which then fails and signs the user out) as soon
 * as it sees `tokensValidAfter` change on its own profile or its profile vanish, or a callable answers
 * 'unauthenticated'.
 */
export const TOKEN_REVOCATIONS = 'tokenRevocations';

export type RevocationReason = 'access-changed' | 'user-deleted' | 'restaurant-deleted';

/** Whether a token with these claims is checked against the revocation records (staff only). */
export function isStaffToken(claims: Record<string, unknown>): boolean {
  return (STAFF_ROLES as readonly unknown[]).includes(claims.role);
}

/** When the token's session was opened (seconds): `auth_time`, else `iat`; undefined when it says neither. */
export function tokenSignInSeconds(claims: Record<string, unknown>): number | undefined {
  const { auth_time: authTime, iat } = claims;
  if (typeof authTime === 'number' && Number.isFinite(authTime)) return authTime;
  if (typeof iat === 'number' && Number.isFinite(iat)) return iat;
  return undefined;
}

/** The claims of a staff account that access depends on. */
export interface StaffGrant {
  role: unknown;
  restaurantIds: string[];
}

const idsKey = (ids: unknown): string =>
  Array.isArray(ids) ? [...new Set(ids.map(String))].sort().join('\n') : '';

/** Whether the token carries exactly the grant (same role, same set of restaurants). */
function carriesGrant(claims: Record<string, unknown>, grant: unknown): boolean {
  if (typeof grant !== 'object' || grant === null) return false;
  const { role, restaurantIds } = grant as Record<string, unknown>;
  return claims.role === role && idsKey(claims.restaurantIds) === idsKey(restaurantIds);
}

/**
 * Whether `record` (the data of `tokenRevocations/{uid}`, or undefined) revokes a token with these claims.
 * Fails closed: a token without a sign-in time, or a record without a readable instant, is refused.
 */
export function isRevokedBy(claims: Record<string, unknown>, record: DocData | undefined): boolean {
  if (!record) return false;
  const revokedAt = typeof record.revokedAt === 'string' ? Date.parse(record.revokedAt) : Number.NaN;
  const signedIn = tokenSignInSeconds(claims);
  if (!Number.isFinite(revokedAt) || signedIn === undefined) return true;
  if (signedIn * 1000 > revokedAt) return false;
  // Signed in during the revocation's second: only a token with the new claims can be newer.
  return !(signedIn === Math.floor(revokedAt / 1000) && carriesGrant(claims, record.claims));
}

/** The record's path; a uid that cannot be a document id is never a staff account's. */
export function revocationPath(uid: string): string | null {
  return uid === '' || uid.includes('/') ? null : `${TOKEN_REVOCATIONS}/${uid}`;
}

/** Whether the staff token of `uid` with these claims was revoked (one read). */
export async function isStaffTokenRevoked(
  uid: string,
  claims: Record<string, unknown>,
  reader: DocReader = runtime().store,
): Promise<boolean> {
  const path = revocationPath(uid);
  if (!path) return true;
  return isRevokedBy(claims, (await reader.get(path)).data);
}

/** Writes the record in a transaction (the caller says whether the profile still exists). */
export function recordRevocation(
  tx: Pick<Transaction, 'set' | 'update'>,
  { uid, reason, revokedAt, grant, profileExists }: RevocationRecordInput,
): void {
  const claims = grant ? { role: grant.role, restaurantIds: [...grant.restaurantIds] } : null;
  tx.set(`${TOKEN_REVOCATIONS}/${uid}`, { uid, revokedAt, reason, claims });
  if (profileExists) tx.update(`users/${uid}`, { tokensValidAfter: revokedAt });
}

export interface RevocationRecordInput {
  uid: string;
  reason: RevocationReason;
  /** ISO instant, read after the account's claims changed or the account was deleted. */
  revokedAt: string;
  /** The claims the account holds from now on; null when it was deleted. */
  grant: StaffGrant | null;
  profileExists: boolean;
}

/**
 * Ends the sessions of these accounts: refresh tokens revoked in Auth, then the records (and the profiles'
 * `tokensValidAfter`) written in one transaction. Call it after the claims changed to `grant`.
 */
export async function revokeStaffSessions(
  accounts: ReadonlyArray<{ uid: string; grant: StaffGrant }>,
  reason: RevocationReason,
): Promise<void> {
  const valid = accounts.filter(({ uid }) => revocationPath(uid) !== null);
  if (valid.length === 0) return;
  for (const { uid } of valid) await authAdmin().revokeRefreshTokens(uid);
  // Read after the Auth changes: every sign-in later than this carries the new claims.
  const revokedAt = runtime().now().toISOString();
  await transact(async (tx) => {
    const profiles = await Promise.all(valid.map(({ uid }) => tx.get(`users/${uid}`)));
    valid.forEach(({ uid, grant }, i) =>
      recordRevocation(tx, { uid, reason, revokedAt, grant, profileExists: profiles[i]?.exists === true }),
    );
  });
}
