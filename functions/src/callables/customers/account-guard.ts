import type { Transaction } from '@app/data';
import {
  SIGN_IN_ACCOUNT_MAX_FAILURES,
  recordSignInFailure,
  signInLock,
  type SignInGuardState,
} from '@app/domain';
import { keyedDigest } from '../../lib/keyed-digest';
import type { LoginCodeRecord } from './login-code';

/**
 * The account's own budget (issue 49): wrong codes and wrong passwords of one account are counted together over
 * every address, 10 an hour (SIGN_IN_ACCOUNT_MAX_FAILURES), so that rotating addresses multiplies nothing. Once
 * spent, the account is locked for the hour: no password signs in, and a code is checked only from an address
 * that asked for a code (the current one, or any since the lock began), with 3 wrong tries per address for the
 * whole lock. Every other address is refused without its guess being checked. The owner gets through: asking for a
 * code is never held by a stranger's request (code-request-lock.ts), and the newest code mailed, typed where it was
 * asked for (or where any code was asked for since), signs in and lifts the lock. So a stranger's checked guesses
 * are at most 10 + 3 per address that asked for a code, and code mails are themselves limited per e-mail
 * (PUBLIC_LIMITS.codeEmail, 6 an hour): about 30 an hour per account, one chance in 30,000 of finding a code.
 * Kept in the server-only `signInGuards/account_{keyed digest of the e-mail}`; unknown addresses are counted the
 * same way, so the answers tell nothing.
 */
export const LOCKED_LANE_TRIES = 3;

const COLLECTION = 'signInGuards';

export function accountGuardPath(email: string): string {
  return `${COLLECTION}/account_${keyedDigest('account', email)}`;
}

export interface AccountGuard {
  /** Whether the budget is spent, and until when. */
  lock: { locked: boolean; retryInMs: number };
  /** Whether a code typed from this address may be checked now. */
  mayCheckCode(addressKey: string, record: LoginCodeRecord | undefined): boolean;
  /** A wrong code or password: against the budget, or while locked against the address's tries. */
  recordFailure(addressKey: string): void;
  /** A code asked for from this address: while locked, the address may then type the newest code. */
  noteCodeRequest(addressKey: string): void;
}

interface Stored extends SignInGuardState {
  clearedAt: string;
  lanes: Record<string, number>;
}

function read(data: Record<string, unknown> | undefined): Stored {
  const lanes: Record<string, number> = {};
  if (Array.isArray(data?.lanes))
    for (const item of data.lanes) {
      const [key, tries] = typeof item === 'string' ? item.split(':') : [];
      if (key && Number.isInteger(Number(tries))) lanes[key] = Number(tries);
    }
  return {
    windowStart: typeof data?.windowStart === 'string' ? data.windowStart : '',
    failures: typeof data?.failures === 'number' ? data.failures : 0,
    lockedUntil: typeof data?.lockedUntil === 'string' ? data.lockedUntil : null,
    clearedAt: typeof data?.clearedAt === 'string' ? data.clearedAt : '',
    lanes,
  };
}

/** Reads the account's budget at the start of a transaction (every read before the first write). */
export async function openAccountGuard(tx: Transaction, email: string, now: Date): Promise<AccountGuard> {
  const path = accountGuardPath(email);
  const state = read((await tx.get(path)).data);
  const lock = signInLock(state.windowStart ? state : null, now);
  const write = (next: Stored) =>
    tx.set(path, {
      id: path.slice(COLLECTION.length + 1),
      windowStart: next.windowStart,
      failures: next.failures,
      lockedUntil: next.lockedUntil,
      clearedAt: next.clearedAt,
      lanes: Object.entries(next.lanes).map(([key, tries]) => `${key}:${tries}`),
      updatedAt: now.toISOString(),
    });
  const isLane = (key: string, record: LoginCodeRecord | undefined) =>
    key in state.lanes || (record?.requestedBy.includes(key) ?? false);
  return {
    lock,
    mayCheckCode(key, record) {
      if (!lock.locked) return true;
      return isLane(key, record) && (state.lanes[key] ?? 0) < LOCKED_LANE_TRIES;
    },
    recordFailure(key) {
      if (lock.locked) {
        write({ ...state, lanes: { ...state.lanes, [key]: (state.lanes[key] ?? 0) + 1 } });
        return;
      }
      const next = recordSignInFailure({
        state: state.windowStart ? state : null,
        now,
        maxFailures: SIGN_IN_ACCOUNT_MAX_FAILURES,
      });
      // A lock starts with no address allowed yet but those of the current code.
      write({ ...state, ...next, lanes: {} });
    },
    noteCodeRequest(key) {
      if (lock.locked && !(key in state.lanes)) write({ ...state, lanes: { ...state.lanes, [key]: 0 } });
    },
  };
}

/**
 * After a right e-mailed code: the account's budget, lock and allowed addresses are reset, and the password
 * failures counted before now are void everywhere (a blind write: the code's transaction needs no read for it).
 */
export function clearAccountGuard(tx: Transaction, email: string, now: Date): void {
  const path = accountGuardPath(email);
  const at = now.toISOString();
  tx.set(path, {
    id: path.slice(COLLECTION.length + 1),
    windowStart: '',
    failures: 0,
    lockedUntil: null,
    clearedAt: at,
    lanes: [],
    updatedAt: at,
  });
}
