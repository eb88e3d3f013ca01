import { createHash } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
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
 * The sign-in failure counters of the server-only `signInGuards` collection: one document per account
 * (`account_{sha256(e-mail)}`) and one per network address (`address_{sha256(ip)}`), so that neither an
 * e-mail nor an address is stored in clear. Wrong codes and wrong passwords count together.
 */
const COLLECTION = 'signInGuards';

export interface SignInGuardKeys {
  account: string;
  address: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** The caller's network address as the platform reports it (Express `req.ip`; 'inconnue' when absent). */
export function callerAddress(request: Pick<CallableRequest<unknown>, 'rawRequest'> | undefined): string {
  const ip = (request?.rawRequest as { ip?: unknown } | undefined)?.ip;
  return typeof ip === 'string' && ip ? ip : 'inconnue';
}

export function signInGuardKeys(email: string, address: string): SignInGuardKeys {
  return {
    account: `${COLLECTION}/account_${digest(email.trim().toLowerCase())}`,
    address: `${COLLECTION}/address_${digest(address)}`,
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
  /** Throws 'resource-exhausted' with the French lock message while the account or the address is locked. */
  assertOpen(): void;
  /** Counts one failure against the account and the address (written even though the call then fails). */
  recordFailure(): void;
  /** A success clears the account's count (never the address's: other accounts may have been tried from it). */
  clearAccount(): void;
}

/**
 * Reads both counters once, at the start of the transaction (Firestore wants every read before the first
 * write), and returns what the callable may then do with them.
 */
export async function openSignInGuard(
  tx: Transaction,
  keys: SignInGuardKeys,
  now: Date,
): Promise<SignInGuard> {
  const [accountSnap, addressSnap] = await Promise.all([tx.get(keys.account), tx.get(keys.address)]);
  const account = toState(accountSnap.data);
  const address = toState(addressSnap.data);
  const write = (path: string, state: SignInGuardState) =>
    tx.set(path, { id: path.slice(COLLECTION.length + 1), ...state, updatedAt: now.toISOString() });
  return {
    assertOpen() {
      const retryInMs = Math.max(signInLock(account, now).retryInMs, signInLock(address, now).retryInMs);
      if (retryInMs > 0)
        throw new HttpsError(
          'resource-exhausted',
          MESSAGES.login.signInLocked(Math.ceil(retryInMs / 60_000)),
        );
    },
    recordFailure() {
      write(
        keys.account,
        recordSignInFailure({ state: account, now, maxFailures: SIGN_IN_ACCOUNT_MAX_FAILURES }),
      );
      write(
        keys.address,
        recordSignInFailure({ state: address, now, maxFailures: SIGN_IN_ADDRESS_MAX_FAILURES }),
      );
    },
    clearAccount() {
      if (account) tx.delete(keys.account);
    },
  };
}
