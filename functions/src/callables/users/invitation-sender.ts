import type { Transaction } from '@app/data';
import { mailRestaurantOf, type MailRestaurant } from '../../mail/mail-restaurant';

/** How many of an invitee's restaurants are tried for a sender (the lists are short; a bound all the same). */
const MAX_TRIED = 10;

/**
 * The venue an invitation mail comes from (issue 36: the venue is the sender of every mail a new staff member
 * receives): the first of the invitee's restaurants that still exists. None (a group-level invitation, or every
 * venue deleted since): undefined, and the mail goes under the product's name as before. Reads only: call it
 * before the transaction's writes.
 */
export async function readInvitationSender(
  tx: Pick<Transaction, 'get'>,
  restaurantIds: readonly unknown[],
): Promise<MailRestaurant | undefined> {
  const ids = restaurantIds.filter((id): id is string => typeof id === 'string' && id !== '');
  for (const id of ids.slice(0, MAX_TRIED)) {
    const snap = await tx.get(`restaurants/${id}`);
    if (!snap.exists || !snap.data) continue;
    const restaurant = mailRestaurantOf({ id, data: snap.data });
    if (restaurant.name) return restaurant;
  }
  return undefined;
}
