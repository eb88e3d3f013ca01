import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import { GetMySpaceInputSchema, MESSAGES, type MySpace, type MySpaceProfile } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { customerPath } from './customer-session';
import { readMySpaceCards } from './my-space-cards';
import { countUpcomingReservations, readRecentReservations } from './my-space-reservations';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The profile the space shows and edits, from the customer document. */
export function toMySpaceProfile(email: string, customer: DocData): MySpaceProfile {
  return {
    email,
    name: text(customer.name),
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    phone: text(customer.phone),
    birthDate: text(customer.birthDate),
    postalCode: text(customer.postalCode),
    emailMarketingConsent: customer.emailMarketingConsent === true,
    smsMarketingConsent: customer.smsMarketingConsent === true,
    hasPassword: customer.hasPassword === true,
  };
}

/**
 * The signed-in customer's space (customer-flows §2 "Customer space"): profile, one loyalty card per venue
 * (each from that venue's configuration), upcoming CONFIRMED count, gifts available and the 10 most recent
 * reservations and visits. Read-only, bounded reads: the customer, two gets per venue, one count, two queries
 * of at most 10.
 */
export const getMySpace = defineCallable({
  name: 'getMySpace',
  input: GetMySpaceInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => [
    perAddress(PUBLIC_LIMITS.clientIp, request),
    perSubject(PUBLIC_LIMITS.clientUid, 'customer', caller.uid),
  ],
  handler: async (_input, { caller, now }): Promise<MySpace> => {
    const { store } = runtime();
    const snap = await store.get(customerPath(caller.email));
    if (!snap.exists || !snap.data) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    const customer = snap.data;
    const [cards, upcomingCount, recent] = await Promise.all([
      readMySpaceCards(store, customer),
      countUpcomingReservations(store, caller.email, now),
      readRecentReservations(store, caller.email),
    ]);
    return {
      profile: toMySpaceProfile(caller.email, customer),
      cards,
      upcomingCount,
      giftsAvailable: cards.reduce((sum, card) => sum + card.giftsAvailable, 0),
      recent,
    };
  },
});
