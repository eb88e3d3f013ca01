import { createHash } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { MESSAGES } from '@app/domain';
import { readEnv } from '../config/env';
import { transact } from './transact';

/**
 * Request counters kept in the store (server-only `rateLimits`), so that a limit holds across instances
 * (ARCHITECTURE §8 "Public callables are rate limited"). A fixed window per subject: the first call opens it,
 * each call counts, and past `limit` calls inside `windowMs` the call is refused with 'resource-exhausted' until
 * the window ends. Subjects are hashed: no address, e-mail or device id is stored in clear.
 */
export interface RateLimit {
  /** Names the counter family, e.g. 'tablet-lookup'. */
  name: string;
  limit: number;
  windowMs: number;
}

const COLLECTION = 'rateLimits';

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

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
}

/**
 * Counts one call against every check in one small transaction; throws 'resource-exhausted' with the French
 * 'Trop de tentatives' message when any window is full. A refused call counts nowhere: either every counter
 * is written or none is, so a refusal writes nothing.
 */
export async function consumeRateLimits(checks: readonly RateCheck[], now: Date): Promise<void> {
  if (checks.length === 0) return;
  const factor = readEnv().RATE_LIMIT_ADDRESS_FACTOR;
  checks = checks.map((check) => ({ ...check, rule: scaledForAddress(check.rule, factor) }));
  const decision = await transact(async (tx) => {
    const paths = checks.map(({ rule, subject }) => rateLimitPath(rule, subject));
    const snaps = await Promise.all(paths.map((path) => tx.get(path)));
    const next = checks.map(({ rule }, i) => nextWindow(snaps[i]?.data, rule, now));
    const refused = next.filter((n) => !n.allowed);
    if (refused.length > 0)
      return { allowed: false, retryInMs: Math.max(...refused.map((n) => n.retryInMs)) };
    next.forEach((n, i) => {
      const path = paths[i] as string;
      tx.set(path, {
        id: path.slice(COLLECTION.length + 1),
        windowStart: n.windowStart,
        count: n.count,
        updatedAt: now.toISOString(),
      });
    });
    return { allowed: true, retryInMs: 0 };
  });
  if (!decision.allowed)
    throw new HttpsError('resource-exhausted', MESSAGES.tablet.tooManyRequests, {
      retryInMs: decision.retryInMs,
    });
}

/** {@link consumeRateLimits} for a single counter. */
export async function consumeRateLimit(rule: RateLimit, subject: string, now: Date): Promise<void> {
  await consumeRateLimits([{ rule, subject }], now);
}

/** The caller's network address as the platform reports it (Express `req.ip`; 'inconnue' when absent). */
export function requestAddress(request: Pick<CallableRequest<unknown>, 'rawRequest'> | undefined): string {
  const ip = (request?.rawRequest as { ip?: unknown } | undefined)?.ip;
  return typeof ip === 'string' && ip ? ip : 'inconnue';
}
