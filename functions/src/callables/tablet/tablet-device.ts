import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import { MESSAGES, type PairedTablet } from '@app/domain';
import type { TabletCaller } from '../../lib/caller';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limit';
import { transact } from '../../lib/transact';

/**
 * The paired tablets (server-only `tablets/{deviceId}`, ARCHITECTURE §8): which restaurant a device serves, who
 * paired it and when, and when it last called. Revoking deletes the document (and the device's Auth account), so
 * the device's next call is refused and the kiosk goes back to its code screen.
 */
export function tabletPath(deviceId: string): string {
  return `tablets/${deviceId}`;
}

/** Per-device limits: a kiosk used by real customers stays far below them; a script does not. */
export const TABLET_LIMITS = {
  /** Live lookups while a customer types (debounced on the kiosk). */
  lookup: { name: 'tablet-lookup', limit: 120, windowMs: 10 * 60_000 },
  /** Visits, accounts and confirmations: one every 20 s on average over 10 minutes. */
  write: { name: 'tablet-write', limit: 30, windowMs: 10 * 60_000 },
  /** The kiosk's start (and its reloads). */
  session: { name: 'tablet-session', limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

/** `lastSeenAt` is written at most once a minute per device, not on every keystroke's lookup. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Reads a stored tablet as staff see it. */
export function toPairedTablet(id: string, data: DocData): PairedTablet {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    deviceId: id,
    name: text(data.name),
    pairedByName: text(data.pairedByName),
    pairedByEmail: text(data.pairedByEmail),
    pairedAt: text(data.pairedAt),
    lastSeenAt: text(data.lastSeenAt) || text(data.pairedAt),
  };
}

/**
 * Admits a tablet's call: the device must still be paired, to the restaurant its credential names, and within its
 * rate limit. Refusals are 'unauthenticated' with the French « plus associée » message (the kiosk then returns to
 * its code screen) or 'resource-exhausted'. Returns the stored device.
 */
export async function admitTablet(caller: TabletCaller, rule: RateLimit, now: Date): Promise<PairedTablet> {
  const device = await transact(async (tx) => {
    const snap = await tx.get(tabletPath(caller.deviceId));
    const data = snap.data;
    if (!snap.exists || !data || data.restaurantId !== caller.restaurantId) return null;
    const lastSeen = Date.parse(typeof data.lastSeenAt === 'string' ? data.lastSeenAt : '');
    if (!Number.isFinite(lastSeen) || now.getTime() - lastSeen >= LAST_SEEN_RESOLUTION_MS)
      tx.update(tabletPath(caller.deviceId), { lastSeenAt: now.toISOString() });
    return toPairedTablet(snap.id, data);
  });
  if (!device) throw new HttpsError('unauthenticated', MESSAGES.tablet.notPaired);
  await consumeRateLimit(rule, `device:${caller.deviceId}`, now);
  return device;
}
