/**
 * The customer session kept in the browser (customer-flows §3 "Customer session kept in the browser", §4):
 * who signed in, when, and whether they asked to be remembered. With remember-me (checked by default) it lives
 * in localStorage for 30 days; without, in sessionStorage (gone with the tab) and at most 24 hours. Firebase Auth
 * keeps its own session with the same persistence; this record decides when both end.
 */
// The clock's own module, without React: the boot script reads the session too (boot/paint-space-greeting.ts).
import { now as clockNow } from '@app/ui/now';
import { forgetGreetingName } from './remembered-greeting';
import { forgetVenueIds } from './remembered-venues';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MS = 24 * 60 * 60 * 1000;
/** The space re-reads the customer and re-checks the expiry every 30 minutes. */
export const SESSION_REFRESH_MS = 30 * 60 * 1000;

const KEY = 'customerSession';

export interface SessionRecord {
  email: string;
  /** Epoch ms of the sign-in. */
  loginAt: number;
  remember: boolean;
}

/** When a session ends: 30 days after sign-in with remember-me, else 24 hours. */
export function sessionExpiresAt(record: SessionRecord): number {
  return record.loginAt + (record.remember ? REMEMBER_ME_MS : SESSION_MS);
}

/** Whether a session is over at `now` (a sign-in dated in the future is not trusted either). */
export function isSessionExpired(record: SessionRecord, now: number): boolean {
  return now >= sessionExpiresAt(record) || record.loginAt > now + 60_000;
}

function parse(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof value.email !== 'string' || typeof value.loginAt !== 'number') return null;
    return { email: value.email, loginAt: value.loginAt, remember: value.remember === true };
  } catch {
    return null;
  }
}

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

/** The stored session, expired or not (null when none or unreadable). */
export function readSessionRecord(): SessionRecord | null {
  for (const storage of storages()) {
    const record = parse(storage.getItem(KEY));
    if (record) return record;
  }
  return null;
}

/** The stored session if it is still valid at `now`; an expired one is cleared. */
export function readLiveSession(now: number = clockNow().getTime()): SessionRecord | null {
  const record = readSessionRecord();
  if (!record) return null;
  if (isSessionExpired(record, now)) {
    clearSessionRecord();
    return null;
  }
  return record;
}

export function writeSessionRecord(record: SessionRecord): void {
  clearSessionRecord();
  const [local, session] = storages();
  (record.remember ? local : session)?.setItem(KEY, JSON.stringify(record));
}

export function clearSessionRecord(): void {
  for (const storage of storages()) storage.removeItem(KEY);
  forgetVenueIds();
  forgetGreetingName();
}
