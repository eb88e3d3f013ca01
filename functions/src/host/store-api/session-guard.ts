import type { DocReader, Unsubscribe } from '@app/data';
import { customerSessionEnd } from '../../lib/caller';
import { systemClock } from '../../lib/system-clock';
import { isRevokedBy, isStaffToken, revocationPath } from '../../lib/token-revocation';
import type { ReaderIdentity } from '../auth/token-verifier';
import { unauthenticated } from './api-errors';

/**
 * The store API's side of "access lost at once" (functions/src/lib/token-revocation.ts): a staff token signed
 * in before its account's revocation record is refused on every read, and a live stream opened with it ends
 * (an `error` event, unauthenticated) as soon as the record is written, not when the token expires.
 * The verifier checks signature, audience and expiry; this checks what only the store knows.
 *
 * A customer's session has a length (24 hours, 30 days with remember-me, from its sign-in: `auth_time` and
 * `sessionHours`): past it, Firebase still refreshes the token, so the store API refuses it as the callables do
 * (lib/caller.ts), and a live stream opened within it ends with 'unauthenticated' when it is over.
 */
export interface SessionGuard {
  /** Throws the store API's 'unauthenticated' when the reader's token was revoked. */
  assertCurrent(reader: ReaderIdentity | null): Promise<void>;
  /**
   * Calls `revoked` once, when the reader's token becomes revoked (at once if it already is); `lost` when the
   * store cannot watch any more (the stream should end without a refusal, so that the client reconnects).
   */
  watch(reader: ReaderIdentity | null, on: { revoked: () => void; lost: () => void }): Unsubscribe;
}

/**
 * The guard reading `tokenRevocations/{uid}` in the host's store (the one the callables write); `now` is the
 * functions' clock, the one the callables judge a customer's session with.
 */
export function storeSessionGuard(store: DocReader, now: () => Date = systemClock): SessionGuard {
  const pathOf = (reader: ReaderIdentity | null): string | null | undefined =>
    reader && isStaffToken(reader.claims) ? revocationPath(reader.uid) : undefined;
  const customerEndOf = (reader: ReaderIdentity | null): number | undefined =>
    reader && reader.claims.role === 'client' ? customerSessionEnd(reader.claims) : undefined;
  return {
    async assertCurrent(reader) {
      const end = customerEndOf(reader);
      if (end !== undefined && now().getTime() > end) throw unauthenticated();
      const path = pathOf(reader);
      if (path === undefined || !reader) return;
      if (path === null || isRevokedBy(reader.claims, (await store.get(path)).data)) throw unauthenticated();
    },
    watch(reader, on) {
      const sessionEnd = customerEndOf(reader);
      if (sessionEnd !== undefined) {
        // setTimeout's ceiling is 2^31 - 1 ms (24.8 days): a longer session is re-armed on the way.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const arm = () => {
          const remaining = sessionEnd - now().getTime();
          if (remaining < 0) {
            on.revoked();
            return;
          }
          timer = setTimeout(arm, Math.min(remaining + 1, 2_000_000_000));
          timer.unref?.();
        };
        arm();
        return () => {
          if (timer) clearTimeout(timer);
        };
      }
      const path = pathOf(reader);
      if (path === undefined || !reader) return () => undefined;
      if (path === null) {
        on.revoked();
        return () => undefined;
      }
      let ended = false;
      const end = (callback: () => void) => {
        if (ended) return;
        ended = true;
        callback();
      };
      return store.onDoc(
        path,
        (snap) => {
          if (isRevokedBy(reader.claims, snap.data)) end(on.revoked);
        },
        // Without the watch the stream cannot promise to end in time: it ends, and the client reconnects.
        () => end(on.lost),
      );
    },
  };
}
