import type { DocData, Transaction } from '@app/data';
import { chooseAccountMailVenue } from '@app/domain';
import { mailRestaurantOf, type MailRestaurant } from '../../mail/mail-restaurant';
import { runtime } from '../../lib/runtime';

/**
 * The venue a code mail comes from (issue 36: the venue is the sender of every mail a diner receives): the one
 * whose page asked for the code, looked up here by id, else by slug. The browser only names a venue, never a
 * sender's name; an unknown reference gives undefined (the product's name, as with none), not an error, so the
 * answer is the same whether it exists or not. Read outside the code's transaction: a venue's name needs no
 * isolation, and the transaction stays as short as before.
 */
export async function findCodeSender(venue: string | undefined): Promise<MailRestaurant | undefined> {
  if (!venue) return undefined;
  const { store } = runtime();
  const byId = await store.get(`restaurants/${venue}`);
  if (byId.exists && byId.data) return named(mailRestaurantOf({ id: byId.id, data: byId.data }));
  const bySlug = await store.query({
    collection: 'restaurants',
    where: [{ field: 'slug', op: '==', value: venue.toLowerCase() }],
    limit: 1,
  });
  const doc = bySlug.docs[0];
  return doc?.data ? named(mailRestaurantOf({ id: doc.id, data: doc.data })) : undefined;
}

/** A venue known to the server (a tablet registration's), as a code's sender; read before the transaction's writes. */
export async function readMailSender(
  tx: Pick<Transaction, 'get'>,
  restaurantId: string,
): Promise<MailRestaurant | undefined> {
  const snap = await tx.get(`restaurants/${restaurantId}`);
  return snap.exists && snap.data ? named(mailRestaurantOf({ id: snap.id, data: snap.data })) : undefined;
}

/** A venue without a name cannot sign a mail: the product does. */
function named(restaurant: MailRestaurant): MailRestaurant | undefined {
  return restaurant.name ? restaurant : undefined;
}

/**
 * The venue a customer's account mail comes from when no venue's page asked for it (a code asked from the
 * customer space, the deletion code): the venue of their latest visit, else the first that knew them
 * (chooseAccountMailVenue); undefined, the product's name, for a customer no venue knows. A transaction read.
 */
export async function readCustomerMailSender(
  tx: Pick<Transaction, 'get'>,
  customer: DocData | null,
): Promise<MailRestaurant | undefined> {
  const venueId = customer ? chooseAccountMailVenue({ customer }) : undefined;
  return venueId ? readMailSender(tx, venueId) : undefined;
}
