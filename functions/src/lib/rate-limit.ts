import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES } from '@app/domain';
import { readEnv } from '../config/env';
import { clientAddress, type AddressedRequest } from './client-address';
import { keyedDigest } from './keyed-digest';
import { runtime } from './runtime';
import { transact } from './transact';

/**
 * Request counters kept in the store (server-only `rateLimits`), so that a limit holds across instances
 * (ARCHITECTURE §8 "Public callables are rate limited"). A fixed window per subject: the first call opens it,
 * each call counts, and past `limit` calls inside `windowMs` the call is refused with 'resource-exhausted' until
 * the window ends. Subjects are hashed with the deployment's key: no address, e-mail or device id is stored in
 * clear, nor as a digest anyone could recompute. Windows written before digests were keyed are left to expire
 * (the retention removes windows older than a day).
 */
export interface RateLimit {
  /** Names the counter family, e.g. 'tablet-lookup'. */
  name: string;
  limit: number;
  windowMs: number;
}

const COLLECTION = 'rateLimits';

/** Keyed (lib/keyed-digest.ts): a counter's id cannot be matched against a list of addresses or e-mails. */
const digest = (value: string) => keyedDigest('rate-limit', value);

export function rateLimitPath(rule: RateLimit, subject: string): string {
  return `${COLLECTION}/${rule.name}_${digest(subject)}`;
}

/** The decision for one call, given the stored window (pure, unit-tested). */
export function nextWindow(
  stored: { windowStart?: unknown; count?: unknown } | undefined,
  rule: RateLimit,
  now: Date,
): { allowed: boolean; windowStart: string; count: number; retryInMs: number } {
  const start = typeof stored?.windowStart === 'string' ? Date.parse(stored.windowStart) : NaN;
  const count = typeof stored?.count === 'number' ? stored.count : 0;
  if (!Number.isFinite(start) || now.getTime() - start >= rule.windowMs)
    return { allowed: true, windowStart: now.toISOString(), count: 1, retryInMs: 0 };
  if (count >= rule.limit)
    return {
      allowed: false,
      windowStart: new Date(start).toISOString(),
      count,
      retryInMs: start + rule.windowMs - now.getTime(),
    };
  return { allowed: true, windowStart: new Date(start).toISOString(), count: count + 1, retryInMs: 0 };
}

/**
 * A per-address rule (its name ends in '-ip') with its allowance multiplied by `factor` (the journeys' shared
 * loopback address); per-subject rules are never changed.
 */
export function scaledForAddress(rule: RateLimit, factor: number): RateLimit {
  return factor > 1 && rule.name.endsWith('-ip') ? { ...rule, limit: rule.limit * factor } : rule;
}

/** One counter a call counts against: a rule and the subject it is kept for (an address, an e-mail, a device). */
export interface RateCheck {
  rule: RateLimit;
  subject: string;
  /**
   * Counted only once the handler accepted the call (a venue's daily cap, a diner's bookings a day): a full
   * window still refuses the call, but refused or failing calls never fill it, so junk calls cannot close a
   * venue's online booking for the day (issue 37).
   */
  onAccept?: boolean;
}

/**
 * Counts one call against every check in one small transaction; throws 'resource-exhausted' with the French
 * 'Trop de tentatives' message when any window is full. A refused call counts nowhere: either every counter
 * is written or none is, so a refusal writes nothing. Checks marked `onAccept` are only looked at here (a full
 * window refuses); {@link countAcceptedCalls} counts them once the handler accepted the call.
 */
export async function consumeRateLimits(all: readonly RateCheck[], now: Date): Promise<void> {
  if (all.length === 0) return;
  const factor = readEnv().RATE_LIMIT_ADDRESS_FACTOR;
  const checks = all.map((check) => ({ ...check, rule: scaledForAddress(check.rule, factor) }));
  const decision = await transact(async (tx) => {
    const paths = checks.map(({ rule, subject }) => rateLimitPath(rule, subject));
    const snaps = await Promise.all(paths.map((path) => tx.get(path)));
    const next = checks.map(({ rule }, i) => nextWindow(snaps[i]?.data, rule, now));
    const refused = next.filter((n) => !n.allowed);
    if (refused.length > 0)
      return { allowed: false, retryInMs: Math.max(...refused.map((n) => n.retryInMs)) };
    next.forEach((n, i) => {
      if (checks[i]?.onAccept) return;
      writeWindow(tx, paths[i] as string, n, now);
    });
    return { allowed: true, retryInMs: 0 };
  });
  if (!decision.allowed)
    throw new HttpsError('resource-exhausted', MESSAGES.tablet.tooManyRequests, {
      retryInMs: decision.retryInMs,
    });
}

function writeWindow(
  tx: { set: (path: string, data: Record<string, unknown>) => void },
  path: string,
  window: { windowStart: string; count: number },
  now: Date,
): void {
  tx.set(path, {
    id: path.slice(COLLECTION.length + 1),
    windowStart: window.windowStart,
    count: window.count,
    updatedAt: now.toISOString(),
  });
}

/**
 * Counts an accepted call against its `onAccept` checks (a venue's daily cap): never refuses, the call is done.
 * Calls accepted at the same time may go a few past the cap; the next call is refused as usual.
 */
export async function countAcceptedCalls(checks: readonly RateCheck[], now: Date): Promise<void> {
  if (checks.length === 0) return;
  await transact(async (tx) => {
    const paths = checks.map(({ rule, subject }) => rateLimitPath(rule, subject));
    const snaps = await Promise.all(paths.map((path) => tx.get(path)));
    checks.forEach(({ rule }, i) => {
      const n = nextWindow(snaps[i]?.data, { ...rule, limit: Number.MAX_SAFE_INTEGER }, now);
      writeWindow(tx, paths[i] as string, n, now);
    });
  });
}

/** {@link consumeRateLimits} for a single counter. */
export async function consumeRateLimit(rule: RateLimit, subject: string, now: Date): Promise<void> {
  await consumeRateLimits([{ rule, subject }], now);
}

/**
 * The caller's network address (lib/client-address.ts): in production the entry Google's front end appended to
 * X-Forwarded-For, never one the client wrote; on the local host the socket's.
 */
export function requestAddress(request: Pick<CallableRequest<unknown>, 'rawRequest'> | undefined): string {
  return clientAddress(
    request?.rawRequest as AddressedRequest | undefined,
    runtime().addressSource ?? { kind: 'socket' },
  );
}
