import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from '@app/data';
import {
  MESSAGES,
  SIGN_IN_ADDRESS_MAX_FAILURES,
  recordSignInFailure,
  signInLock,
  type SignInGuardState,
} from '@app/domain';
import { keyedDigest } from '../../lib/keyed-digest';
import { accountGuardPath, openAccountGuard, type AccountGuard } from './account-guard';
import { attemptKey } from './login-code';

/**
 * Password failures of the server-only `signInGuards` collection, counted per address (`address_{digest}`, 50 an
 * hour over every account) and per account over every address (account-guard.ts, 10 an hour, wrong codes
 * included). Past the account's budget no password signs the account in from anywhere, and the owner signs in
 * with the e-mailed code, which lifts the account's lock. Digests are keyed (lib/keyed-digest.ts): neither an
 * e-mail nor an address is stored in clear, nor in a form a list of addresses would find again.
 */
const COLLECTION = 'signInGuards';

export interface SignInGuardKeys {
  address: string;
  account: string;
  /** The address's key in code records and the account's allowed addresses. */
  addressKey: string;
}

export function signInGuardKeys(email: string, address: string): SignInGuardKeys {
  const account = email.trim().toLowerCase();
  return {
    address: `${COLLECTION}/address_${keyedDigest('address', address)}`,
    account: accountGuardPath(account),
    addressKey: attemptKey(address),
  };
}

function toState(data: Record<string, unknown> | undefined): SignInGuardState | null {
  if (!data || typeof data.windowStart !== 'string') return null;
  return {
    windowStart: data.windowStart,
    failures: typeof data.failures === 'number' ? data.failures : 0,
    lockedUntil: typeof data.lockedUntil === 'string' ? data.lockedUntil : null,
  };
}

export interface SignInGuard {
  /**
   * Throws 'resource-exhausted' with the French lock message while this address is locked, or the
   * account's budget is spent (then the message sends the owner to the e-mailed code).
   */
  assertOpen(): void;
  /** Counts one failure against the address and the account (written even though the call fails). */
  recordFailure(): void;
}

/**
 * Reads the counters once, at the start of the transaction (Firestore wants every read before the first write),
 * and returns what the password sign-in may then do with them.
 */
export async function openSignInGuard(
  tx: Transaction,
  email: string,
  keys: SignInGuardKeys,
  now: Date,
): Promise<SignInGuard> {
  const [addressSnap, account] = await Promise.all([tx.get(keys.address), openAccountGuard(tx, email, now)]);
  const address = toState(addressSnap.data);
  const write = (path: string, state: SignInGuardState) =>
    tx.set(path, { id: path.slice(COLLECTION.length + 1), ...state, updatedAt: now.toISOString() });
  return {
    assertOpen() {
      assertPasswordOpen(account, signInLock(address, now));
    },
    recordFailure() {
      write(
        keys.address,
        recordSignInFailure({ state: address, now, maxFailures: SIGN_IN_ADDRESS_MAX_FAILURES }),
      );
      if (!account.lock.locked) account.recordFailure(keys.addressKey);
    },
  };
}

function assertPasswordOpen(account: AccountGuard, address: { retryInMs: number }): void {
  const minutes = (ms: number) => Math.ceil(ms / 60_000);
  if (account.lock.locked)
    throw new HttpsError('resource-exhausted', MESSAGES.login.accountLocked(minutes(account.lock.retryInMs)));
  if (address.retryInMs > 0)
    throw new HttpsError('resource-exhausted', MESSAGES.login.signInLocked(minutes(address.retryInMs)));
}
