import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { keyedDigest } from '../../lib/keyed-digest';

/**
 * E-mailed login codes, made and checked on the server only (the specified product generated them in the
 * browser). A code is 6 digits, valid 10 minutes; only the newest one works. Only a salted hash is stored, in
 * `customerSecrets`. Wrong attempts are counted per network address (5 each): a stranger's guesses spend their own
 * address's attempts, never the owner's, so the right code typed by the owner still signs in; a ceiling over all
 * addresses (30) ends the code for good, and the account's budget (account-guard.ts) bounds every address together.
 * The 5-minute wait before a new code is the requester's (code-request-lock.ts), except for the deletion code of a
 * signed-in customer and a kiosk's, which keep it per account.
 */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const LOGIN_CODE_MAX_TOTAL_ATTEMPTS = 30;
export const LOGIN_CODE_RESEND_LOCK_MS = 5 * 60 * 1000;

/** What is kept of a login code between the request and the check. */
export interface LoginCodeRecord {
  hash: string;
  salt: string;
  sentAt: string;
  expiresAt: string;
  /** Wrong attempts over every address. */
  attempts: number;
  /** Wrong attempts per address (keyed digest of the address, truncated: no address is stored in clear). */
  attemptsBy: Record<string, number>;
  /**
   * The addresses (their {@link attemptKey}) that asked for this code, or for a code still valid when it was
   * asked for: while the account is locked only they may type it (account-guard.ts).
   */
  requestedBy: string[];
}

/** The key an address's attempts are counted under. */
export function attemptKey(address: string): string {
  return keyedDigest('code-attempt', address, 16);
}

/** A uniformly random 6-digit code (100000 to 999999, as in the specified product). */
export function generateLoginCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export type IssueOutcome =
  { ok: true; code: string; record: LoginCodeRecord } | { ok: false; retryInMs: number };

/**
 * Issues a new code. Without `requester`, unless the previous one was sent less than 5 minutes ago (the account's
 * own wait: deletion codes, kiosks). With `requester` (the asking address, whose own wait the caller checked),
 * always: the new code remembers who asked for it and for the code it replaces while that one was valid.
 */
export function issueLoginCode(options: {
  now: Date;
  previous?: LoginCodeRecord | undefined;
  code?: string;
  requester?: string;
}): IssueOutcome {
  const { now, previous, requester } = options;
  if (previous && requester === undefined) {
    const unlockAt = Date.parse(previous.sentAt) + LOGIN_CODE_RESEND_LOCK_MS;
    if (now.getTime() < unlockAt) return { ok: false, retryInMs: unlockAt - now.getTime() };
  }
  const live = previous && now.getTime() < Date.parse(previous.expiresAt) ? previous.requestedBy : [];
  const requestedBy = requester === undefined ? [] : [...new Set([...live, attemptKey(requester)])];
  const code = options.code ?? generateLoginCode();
  const salt = randomBytes(16).toString('hex');
  return {
    ok: true,
    code,
    record: {
      hash: hashCode(code, salt),
      salt,
      sentAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(),
      attempts: 0,
      attemptsBy: {},
      requestedBy,
    },
  };
}

export type CheckOutcome =
  | { ok: true }
  | { ok: false; reason: 'none' | 'expired' | 'too-many-attempts' }
  | { ok: false; reason: 'mismatch'; record: LoginCodeRecord };

/**
 * Checks a code submitted from `address`. A mismatch returns the record with one more attempt (in all and for the
 * address), to be saved by the caller in the same transaction; the caller deletes the record on success so that a
 * code works once.
 */
export function checkLoginCode(options: {
  now: Date;
  record: LoginCodeRecord | undefined;
  code: string;
  address: string;
}): CheckOutcome {
  const { now, record, code } = options;
  if (!record) return { ok: false, reason: 'none' };
  if (now.getTime() >= Date.parse(record.expiresAt)) return { ok: false, reason: 'expired' };
  const key = attemptKey(options.address);
  const mine = record.attemptsBy[key] ?? 0;
  if (mine >= LOGIN_CODE_MAX_ATTEMPTS || record.attempts >= LOGIN_CODE_MAX_TOTAL_ATTEMPTS)
    return { ok: false, reason: 'too-many-attempts' };
  const expected = Buffer.from(record.hash, 'hex');
  const actual = Buffer.from(hashCode(code, record.salt), 'hex');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return { ok: true };
  return {
    ok: false,
    reason: 'mismatch',
    record: {
      ...record,
      attempts: record.attempts + 1,
      attemptsBy: { ...record.attemptsBy, [key]: mine + 1 },
    },
  };
}
