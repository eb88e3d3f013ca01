/**
 * Bounded guessing of customer sign-in (ARCHITECTURE §8): wrong codes and wrong passwords are counted together,
 * per account and per network address, over a window of one hour. Past the limit, sign-in is locked for an
 * hour, even with the right code or password. The counters live in the store (so they hold across instances);
 * this file is the rule they follow.
 */

/** Failures an account may have in a window before its sign-in is locked. */
export const SIGN_IN_ACCOUNT_MAX_FAILURES = 10;
/**
 * Failures one network address may have in a window, over every account: higher than an account's, as a
 * household, an office or a mobile carrier shares one address.
 */
export const SIGN_IN_ADDRESS_MAX_FAILURES = 50;
/** Length of the counting window, and of the lock once the limit is reached. */
export const SIGN_IN_WINDOW_MS = 60 * 60_000;

/** What the store keeps for one account or one address. */
export interface SignInGuardState {
  /** Start of the current counting window (ISO). */
  windowStart: string;
  /** Failures since `windowStart`. */
  failures: number;
  /** While set and later than now, sign-in is refused (ISO). */
  lockedUntil: string | null;
}

/** Whether sign-in is refused now, and for how long still. */
export function signInLock(
  state: SignInGuardState | null,
  now: Date,
): { locked: boolean; retryInMs: number } {
  const until = state?.lockedUntil ? Date.parse(state.lockedUntil) : Number.NaN;
  const retryInMs = Number.isFinite(until) ? until - now.getTime() : 0;
  return retryInMs > 0 ? { locked: true, retryInMs } : { locked: false, retryInMs: 0 };
}

/**
 * The state after one more failure: a new window when the last one is over, and the lock once `maxFailures`
 * failures are reached within the window.
 */
export function recordSignInFailure({
  state,
  now,
  maxFailures,
}: {
  state: SignInGuardState | null;
  now: Date;
  maxFailures: number;
}): SignInGuardState {
  const started = state ? Date.parse(state.windowStart) : Number.NaN;
  const fresh = !Number.isFinite(started) || now.getTime() - started >= SIGN_IN_WINDOW_MS;
  const windowStart = fresh ? now.toISOString() : (state?.windowStart ?? now.toISOString());
  const failures = (fresh ? 0 : (state?.failures ?? 0)) + 1;
  const stillLocked = signInLock(state, now).locked ? (state?.lockedUntil ?? null) : null;
  const lockedUntil =
    failures >= maxFailures ? new Date(now.getTime() + SIGN_IN_WINDOW_MS).toISOString() : stillLocked;
  return { windowStart, failures, lockedUntil };
}
