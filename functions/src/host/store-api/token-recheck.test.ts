import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenRefusedError, type ReaderIdentity, type TokenVerifier } from '../auth/token-verifier';
import { unauthenticated } from './api-errors';
import type { SessionGuard } from './session-guard';
import { recheckToken } from './token-recheck';

const OPEN_SESSIONS: SessionGuard = {
  assertCurrent: async () => undefined,
  watch: () => () => undefined,
};

function outcomes() {
  return { expired: vi.fn(), refused: vi.fn() };
}

const reader = (claims: Record<string, unknown> = {}): ReaderIdentity => ({
  uid: 'u1',
  claims: { role: 'client', ...claims },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('recheckToken', () => {
  it('verifies the token again with the account state each period while it stays valid', async () => {
    vi.useFakeTimers();
    const verify = vi.fn<TokenVerifier>(async () => reader());
    const on = outcomes();
    const stop = recheckToken('tok', reader(), { verify, sessions: OPEN_SESSIONS, periodMs: 1000 }, on);
    await vi.advanceTimersByTimeAsync(3500);
    expect(verify).toHaveBeenCalledTimes(3);
    expect(verify).toHaveBeenCalledWith('tok', { checkRevoked: true });
    expect(on.expired).not.toHaveBeenCalled();
    expect(on.refused).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('refuses once the account is deleted, disabled or revoked', async () => {
    vi.useFakeTimers();
    let state: 'ok' | 'gone' = 'ok';
    const verify: TokenVerifier = async () => {
      if (state === 'gone') throw new TokenRefusedError('revoked');
      return reader();
    };
    const on = outcomes();
    recheckToken('tok', reader(), { verify, sessions: OPEN_SESSIONS, periodMs: 1000 }, on);
    await vi.advanceTimersByTimeAsync(1500);
    expect(on.refused).not.toHaveBeenCalled();
    state = 'gone';
    await vi.advanceTimersByTimeAsync(1000);
    expect(on.refused).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(on.refused).toHaveBeenCalledTimes(1);
    expect(on.expired).not.toHaveBeenCalled();
  });

  it('refuses a token the store revoked (demoted staff)', async () => {
    vi.useFakeTimers();
    const sessions: SessionGuard = {
      ...OPEN_SESSIONS,
      assertCurrent: async () => {
        throw unauthenticated();
      },
    };
    const on = outcomes();
    recheckToken('tok', reader(), { verify: async () => reader(), sessions, periodMs: 1000 }, on);
    await vi.advanceTimersByTimeAsync(1000);
    expect(on.refused).toHaveBeenCalledTimes(1);
  });

  it('ends quietly at the token expiry, before the next period', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const verify = vi.fn<TokenVerifier>(async () => reader());
    const on = outcomes();
    const claims = { exp: Math.floor(start / 1000) + 2 };
    recheckToken('tok', reader(claims), { verify, sessions: OPEN_SESSIONS, periodMs: 60_000 }, on);
    await vi.advanceTimersByTimeAsync(1000);
    expect(on.expired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(on.expired).toHaveBeenCalledTimes(1);
    expect(on.refused).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
  });

  it('keeps the stream through a check that could not be made, and checks again next period', async () => {
    vi.useFakeTimers();
    const verify = vi
      .fn<TokenVerifier>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockRejectedValueOnce(new TokenRefusedError('revoked'));
    const on = outcomes();
    recheckToken('tok', reader(), { verify, sessions: OPEN_SESSIONS, periodMs: 1000 }, on);
    await vi.advanceTimersByTimeAsync(1000);
    expect(on.refused).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(on.refused).toHaveBeenCalledTimes(1);
  });
});
