import type { Unsubscribe } from '@app/data';
import { systemClock } from '../../lib/system-clock';
import { TokenRefusedError, type ReaderIdentity, type TokenVerifier } from '../auth/token-verifier';
import { ApiError } from './api-errors';
import type { SessionGuard } from './session-guard';

export interface TokenRecheckDeps {
  verify: TokenVerifier;
  sessions: SessionGuard;
  /** Time between two checks while the token is valid. */
  periodMs: number;
  /**
   * Milliseconds since the epoch on Firebase Auth's clock, which set the token's `exp`: the machine's, the one
   * firebase-admin checks expiry with, never the functions' clock (a test may pin that one far from the token's).
   */
  now?: () => number;
}

export interface TokenRecheckOutcomes {
  /** The token expired: the stream should end quietly, so that the client comes back with a fresh token. */
  expired: () => void;
  /** The account was deleted, disabled, demoted or its sessions revoked: the stream ends with a refusal. */
  refused: () => void;
}

/** The token's expiry (ms since epoch) from its `exp` claim (seconds); undefined when it has none. */
function expiryOf(reader: ReaderIdentity): number | undefined {
  const { exp } = reader.claims;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * Keeps checking the token a live stream was opened with: at its expiry and every `periodMs`, the token is
 * verified again with the account's state (deleted, disabled, sessions revoked) and against the store's
 * revocation records. The stream's identity is thus never older than one period. A check that cannot be made
 * (Auth unreachable) is retried at the next period: the stream stays open rather than failing on a hiccup.
 * Calls one outcome at most once; the returned function stops the checks.
 */
export function recheckToken(
  token: string,
  reader: ReaderIdentity,
  deps: TokenRecheckDeps,
  on: TokenRecheckOutcomes,
): Unsubscribe {
  const now = deps.now ?? (() => systemClock().getTime());
  const expiresAt = expiryOf(reader);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const end = (outcome: () => void) => {
    if (stopped) return;
    stopped = true;
    outcome();
  };
  const schedule = () => {
    if (stopped) return;
    const untilExpiry = expiresAt === undefined ? Number.POSITIVE_INFINITY : Math.max(0, expiresAt - now());
    timer = setTimeout(() => void check(), Math.min(deps.periodMs, untilExpiry));
  };
  const check = async () => {
    if (stopped) return;
    if (expiresAt !== undefined && now() >= expiresAt) {
      end(on.expired);
      return;
    }
    try {
      await deps.verify(token, { checkRevoked: true });
      await deps.sessions.assertCurrent(reader);
    } catch (err) {
      if (err instanceof TokenRefusedError) {
        end(err.reason === 'expired' ? on.expired : on.refused);
        return;
      }
      if (err instanceof ApiError) {
        end(on.refused);
        return;
      }
    }
    schedule();
  };

  schedule();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
