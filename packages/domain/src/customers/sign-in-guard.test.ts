import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_ACCOUNT_MAX_FAILURES,
  recordSignInFailure,
  signInLock,
  type SignInGuardState,
} from './sign-in-guard';

const at = (minutes: number) => new Date(Date.parse('2026-11-24T10:00:00.000Z') + minutes * 60_000);

function fail(times: number, from: SignInGuardState | null = null, minute = 0): SignInGuardState | null {
  let state = from;
  for (let i = 0; i < times; i += 1)
    state = recordSignInFailure({ state, now: at(minute), maxFailures: SIGN_IN_ACCOUNT_MAX_FAILURES });
  return state;
}

describe('sign-in guard', () => {
  it('counts failures in a window and locks for an hour at the tenth', () => {
    const nine = fail(9);
    expect(nine).toMatchObject({ failures: 9, lockedUntil: null });
    expect(signInLock(nine, at(1)).locked).toBe(false);
    const ten = fail(1, nine, 30);
    expect(ten?.lockedUntil).toBe(at(90).toISOString());
    expect(signInLock(ten, at(31))).toEqual({ locked: true, retryInMs: 59 * 60_000 });
    expect(signInLock(ten, at(90)).locked).toBe(false);
  });

  it('starts a new window an hour after the last one began, without keeping an old lock', () => {
    const nine = fail(9);
    const later = fail(1, nine, 60);
    expect(later).toMatchObject({ failures: 1, windowStart: at(60).toISOString(), lockedUntil: null });
    const locked = fail(1, nine, 10);
    // A failure counted while locked pushes the lock an hour past it.
    expect(fail(1, locked, 20)?.lockedUntil).toBe(at(80).toISOString());
    expect(signInLock(null, at(0))).toEqual({ locked: false, retryInMs: 0 });
  });
});
