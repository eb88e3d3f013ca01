import type { DocReader, Unsubscribe } from '@app/data';
import { isRevokedBy, isStaffToken, revocationPath } from '../../lib/token-revocation';
import type { ReaderIdentity } from '../auth/token-verifier';
import { unauthenticated } from './api-errors';

/**
 * The store API's side of "access lost at once" (functions/src/lib/token-revocation.ts): a staff token signed
 * in before its account's revocation record is refused on every read, and a live stream opened with it ends
 * (an `error` event, unauthenticated) as soon as the record is written, not when the token expires.
 * The verifier checks signature, audience and expiry; this checks what only the store knows.
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

/** The guard reading `tokenRevocations/{uid}` in the host's store (the one the callables write). */
export function storeSessionGuard(store: DocReader): SessionGuard {
  const pathOf = (reader: ReaderIdentity | null): string | null | undefined =>
    reader && isStaffToken(reader.claims) ? revocationPath(reader.uid) : undefined;
  return {
    async assertCurrent(reader) {
      const path = pathOf(reader);
      if (path === undefined || !reader) return;
      if (path === null || isRevokedBy(reader.claims, (await store.get(path)).data)) throw unauthenticated();
    },
    watch(reader, on) {
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
