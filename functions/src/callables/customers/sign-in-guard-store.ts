import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from '@app/data';
import {
  MESSAGES,
  SIGN_IN_ACCOUNT_MAX_FAILURES,
  SIGN_IN_ADDRESS_MAX_FAILURES,
  recordSignInFailure,
  signInLock,
  type SignInGuardState,
} from '@app/domain';

/**
 * Password failures of the server-only `signInGuards` collection, counted per (account, address) pair
 * (`pair_{sha256(e-mail, address)}`) and per address (`address_{sha256(address)}`), never per account alone: a
 * stranger's wrong passwords slow the stranger's own address, never the owner signing in from elsewhere (issue 37).
 * The e-mailed code is not held by these locks: a correct code always signs in, and it lifts the password locks of
 * its account everywhere (`account_{sha256(e-mail)}` keeps when, pairs counted before are void). Neither an
 * e-mail nor an address is stored in clear.
 */
const COLLECTION = 'signInGuards';

export interface SignInGuardKeys {
  pair: string;
  address: string;
  account: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export function signInGuardKeys(email: string, address: string): SignInGuardKeys {
  const account = email.trim().toLowerCase();
  return {
    pair: `${COLLECTION}/pair_${digest(JSON.stringify([account, address]))}`,
    address: `${COLLECTION}/address_${digest(address)}`,
    account: `${COLLECTION}/account_${digest(account)}`,
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
  /** Throws 'resource-exhausted' with the French lock message while this pair or this address is locked. */
  assertOpen(): void;
  /** Counts one failure against the pair and the address (written even though the call then fails). */
  recordFailure(): void;
  /** A right password clears its pair (never the address's count: other accounts may have been tried from it). */
  clearPair(): void;
}

/**
 * Reads the counters once, at the start of the transaction (Firestore wants every read before the first write),
 * and returns what the password sign-in may then do with them.
 */
export async function openSignInGuard(
  tx: Transaction,
  keys: SignInGuardKeys,
  now: Date,
): Promise<SignInGuard> {
  const [pairSnap, addressSnap, accountSnap] = await Promise.all([
    tx.get(keys.pair),
    tx.get(keys.address),
    tx.get(keys.account),
  ]);
  const clearedAt = typeof accountSnap.data?.clearedAt === 'string' ? accountSnap.data.clearedAt : '';
  const storedPair = toState(pairSnap.data);
  // A code signed in since this pair's window opened: its failures no longer count.
  const pair = storedPair && clearedAt && storedPair.windowStart <= clearedAt ? null : storedPair;
  const address = toState(addressSnap.data);
  const write = (path: string, state: SignInGuardState) =>
    tx.set(path, { id: path.slice(COLLECTION.length + 1), ...state, updatedAt: now.toISOString() });
  return {
    assertOpen() {
      const retryInMs = Math.max(signInLock(pair, now).retryInMs, signInLock(address, now).retryInMs);
      if (retryInMs > 0)
        throw new HttpsError(
          'resource-exhausted',
          MESSAGES.login.signInLocked(Math.ceil(retryInMs / 60_000)),
        );
    },
    recordFailure() {
      write(keys.pair, recordSignInFailure({ state: pair, now, maxFailures: SIGN_IN_ACCOUNT_MAX_FAILURES }));
      write(
        keys.address,
        recordSignInFailure({ state: address, now, maxFailures: SIGN_IN_ADDRESS_MAX_FAILURES }),
      );
    },
    clearPair() {
      if (storedPair) tx.delete(keys.pair);
    },
  };
}

/**
 * After a right e-mailed code: the password locks of this account, from every address, are lifted (a blind
 * write, so the code's transaction needs no read for it).
 */
export function clearAccountLocks(tx: Transaction, email: string, now: Date): void {
  const { account } = signInGuardKeys(email, '');
  tx.set(account, { id: account.slice(COLLECTION.length + 1), clearedAt: now.toISOString() });
}
