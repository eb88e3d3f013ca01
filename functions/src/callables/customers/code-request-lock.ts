import type { Transaction } from '@app/data';
import { keyedDigest } from '../../lib/keyed-digest';
import { LOGIN_CODE_RESEND_LOCK_MS } from './login-code';

/**
 * The 5-minute wait before another code (« Vous pourrez demander un nouveau code dans 5 min »), kept per
 * requester: per (e-mail, network address), in the server-only `signInGuards` under a keyed digest. A stranger
 * asking for the owner's address waits for their own next code, never the owner (issue 49): the owner can always
 * ask for a code, and the newest code mailed is the one that works. Mails to one address stay bounded by the
 * per-e-mail limit (PUBLIC_LIMITS.codeEmail). The same wait, in the same place, for an address without account,
 * so the wait tells nothing either.
 */
export interface CodeRequestLock {
  /** Milliseconds still to wait; 0 when a code may be sent. */
  retryInMs: number;
  /** Records a code sent now by this requester (in the transaction that queues it). */
  markSent(): void;
}

const COLLECTION = 'signInGuards';

export function codeRequestLockPath(email: string, address: string): string {
  return `${COLLECTION}/resend_${keyedDigest('resend', JSON.stringify([email.trim().toLowerCase(), address]))}`;
}

/** A code signed in from this address: its requester may ask for another at once (a blind delete). */
export function clearCodeRequestLock(tx: Transaction, email: string, address: string): void {
  tx.delete(codeRequestLockPath(email, address));
}

/** Reads the requester's last send, at the start of the transaction (reads before writes). */
export async function readCodeRequestLock(
  tx: Transaction,
  { email, address, now }: { email: string; address: string; now: Date },
): Promise<CodeRequestLock> {
  const path = codeRequestLockPath(email, address);
  const sentAt = String((await tx.get(path)).data?.sentAt ?? '');
  const unlockAt = (Date.parse(sentAt) || 0) + LOGIN_CODE_RESEND_LOCK_MS;
  return {
    retryInMs: Math.max(0, unlockAt - now.getTime()),
    markSent() {
      const at = now.toISOString();
      tx.set(path, {
        id: path.slice(COLLECTION.length + 1),
        sentAt: at,
        updatedAt: at,
      });
    },
  };
}
