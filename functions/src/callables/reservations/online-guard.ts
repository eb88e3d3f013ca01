import { FieldValue, type Transaction } from '@app/data';
import {
  AppError,
  CustomerRestaurantStatsSchema,
  MESSAGES,
  toParisDateTime,
  type OnlineRequestKind,
} from '@app/domain';
import type { Caller } from '../../lib/caller';
import { customerViewPath } from '../../lib/customer-views';
import { keyedDigest } from '../../lib/keyed-digest';
import { runtime } from '../../lib/runtime';

/**
 * What protects a venue from junk online requests without letting a stranger switch it off (issue 49): the
 * venue's block list, honoured by the booking and waitlist callables, and its day's count of unverified
 * requests (screenOnlineRequest), past which new unverified ones are held for staff rather than refused.
 */

/** The venue's blocked addresses: `blockedGuests/{restaurantId}_{keyed digest of the e-mail}`. */
export const BLOCKED_GUESTS = 'blockedGuests';

export const blockedGuestPath = (restaurantId: string, email: string) =>
  `${BLOCKED_GUESTS}/${restaurantId}_${keyedDigest('blocked-guest', email)}`;

/** A venue's day (Paris) of unverified online requests: `bookingGuards/{restaurantId}_{YYYY-MM-DD}`. */
const guardPath = (restaurantId: string, now: Date) =>
  `bookingGuards/${restaurantId}_${toParisDateTime({ at: now }).date}`;

const FIELD: Record<OnlineRequestKind, string> = {
  booking: 'unverifiedBookings',
  waitlist: 'unverifiedWaitlist',
};

/** Refuses, in French, an address the venue blocked (read with the transaction's other reads). */
export async function assertNotBlocked(
  tx: Pick<Transaction, 'get'>,
  restaurantId: string,
  email: string,
): Promise<void> {
  if ((await tx.get(blockedGuestPath(restaurantId, email))).exists)
    throw new AppError('permission-denied', MESSAGES.booking.emailBlocked);
}

/**
 * Whether a request is verified: made in the diner's own signed-in session for that e-mail, or from an e-mail the
 * venue has welcomed (an honoured visit in its view). Read with the transaction's other reads.
 */
export async function isVerifiedRequest(
  tx: Pick<Transaction, 'get'>,
  { caller, restaurantId, email }: { caller: Caller | null; restaurantId: string; email: string },
): Promise<boolean> {
  if (caller?.kind === 'client' && caller.email === email) return true;
  const view = (await tx.get(customerViewPath(restaurantId, email))).data;
  const stats = CustomerRestaurantStatsSchema.safeParse(view ?? {});
  return stats.success && stats.data.completed + stats.data.visitsDeclared > 0;
}

/**
 * How many unverified requests of `kind` the venue took today, read before the call's transaction (the count is
 * a threshold, not a lock: calls at the same instant may take a few more before the next ones are held).
 */
export async function unverifiedToday(
  restaurantId: string,
  kind: OnlineRequestKind,
  now: Date,
): Promise<number> {
  const data = (await runtime().store.get(guardPath(restaurantId, now))).data;
  const count = Number(data?.[FIELD[kind]] ?? 0);
  return Number.isFinite(count) ? count : 0;
}

/** Counts an accepted unverified request in its venue's day (after the commit: a blind increment, no read). */
export async function countUnverified(
  restaurantId: string,
  kind: OnlineRequestKind,
  now: Date,
): Promise<void> {
  const path = guardPath(restaurantId, now);
  await runtime().store.set(
    path,
    {
      id: path.split('/')[1],
      restaurantId,
      [FIELD[kind]]: FieldValue.increment(1),
      updatedAt: now.toISOString(),
    },
    { merge: true },
  );
}
