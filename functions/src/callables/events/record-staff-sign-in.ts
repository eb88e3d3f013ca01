import { AppError, MESSAGES, RecordStaffSignInInputSchema, toParisDateTime } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { countProductEvents } from '../../lib/events/record-product-events';
import { transact } from '../../lib/transact';

/**
 * The server-only record (`idempotency`) that a staff member's sign-in at a venue was counted on a Paris day: its
 * id is deterministic, so a second sign-in of the same day finds it and counts nothing.
 */
export function staffSignInPath(uid: string, restaurantId: string, day: string): string {
  return `idempotency/staffSignIn_${day}_${restaurantId}_${uid}`;
}

/**
 * A staff sign-in in the back office (which signs in with Firebase Auth directly, so the server never sees it),
 * counted as the product event `login` of the venue the session opened on: at most once per staff member, venue
 * and Paris day, so the counter reads « connexions du personnel par jour » however often one person signs in.
 * The record and the counter are written in one transaction: counted exactly once, or not at all.
 */
export const recordStaffSignIn = defineCallable({
  name: 'recordStaffSignIn',
  input: RecordStaffSignInInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const day = toParisDateTime({ at: now }).date;
    const path = staffSignInPath(caller.uid, restaurantId, day);
    const counted = await transact(async (tx) => {
      const [restaurant, done] = await Promise.all([tx.get(`restaurants/${restaurantId}`), tx.get(path)]);
      if (!restaurant.exists) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
      if (done.exists) return false;
      tx.create(path, {
        id: path.slice('idempotency/'.length),
        kind: 'staff_sign_in',
        createdAt: now.toISOString(),
      });
      countProductEvents(tx, [{ restaurantId, event: 'login' }], now);
      return true;
    });
    return { counted };
  },
});
