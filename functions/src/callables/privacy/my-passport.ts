import { HttpsError } from 'firebase-functions/v2/https';
import type { DocSnapshot } from '@app/data';
import {
  MESSAGES,
  NoPrivacyInputSchema,
  RESTAURANT_PROFILE_FALLBACKS,
  REWARD_STATUSES,
  buildPassportVenue,
  sortPassportVenues,
  type MyPassport,
  type PassportVoucher,
  type RewardStatus,
} from '@app/domain';
import { readCustomerViews } from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { restaurantIdsOf } from '../customers/customer-access';
import { readCustomer } from '../customers/customer-session';

/** Most vouchers read per lookup (a diner holds a handful per venue). */
const MAX_VOUCHERS = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function voucherOf(doc: DocSnapshot): PassportVoucher | null {
  const data = doc.data ?? {};
  const status = REWARD_STATUSES.includes(data.status as RewardStatus) ? (data.status as RewardStatus) : null;
  if (!status) return null;
  const expiryDate = text(data.expiryDate);
  return {
    id: doc.id,
    description: text(data.giftName) || text(data.description),
    status,
    ...(expiryDate ? { expiryDate } : {}),
  };
}

/**
 * The signed-in customer's vouchers, by venue: the ones written under their file id or their e-mail (as the
 * export and the erasure find them, customer-documents.ts), each read once.
 */
async function readVouchersByVenue(
  customerId: string,
  email: string,
): Promise<Map<string, PassportVoucher[]>> {
  const { store } = runtime();
  const lookups = [
    { field: 'customerId', value: customerId },
    ...(email ? [{ field: 'customerEmail', value: email }] : []),
  ];
  const snaps = await Promise.all(
    lookups.map(({ field, value }) =>
      store.query({ collection: 'rewards', where: [{ field, op: '==', value }], limit: MAX_VOUCHERS }),
    ),
  );
  const seen = new Set<string>();
  const byVenue = new Map<string, PassportVoucher[]>();
  for (const doc of snaps.flatMap((snap) => snap.docs)) {
    if (seen.has(doc.path)) continue;
    seen.add(doc.path);
    const voucher = voucherOf(doc);
    const restaurantId = text(doc.data?.restaurantId);
    if (!voucher || !restaurantId) continue;
    byVenue.set(restaurantId, [...(byVenue.get(restaurantId) ?? []), voucher]);
  }
  return byVenue;
}

/**
 * « Mon passeport » (issue 54, ARCHITECTURE §10): every venue of the group holding a view of the signed-in
 * customer, each with what THAT view holds (identity fields it was given, consents and their proofs, visits,
 * points, vouchers, allergies and tags; its staff note only counted) and when it was last used. The subject is
 * the caller's own record, never an id from the input (it takes none); a venue without a view is left out.
 * Bounded: the record, one view and one restaurant per venue, two voucher queries.
 */
export const getMyPassport = defineCallable({
  name: 'getMyPassport',
  input: NoPrivacyInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async (_input, { caller }): Promise<MyPassport> => {
    const { store } = runtime();
    const customer = await readCustomer(store, caller.email);
    if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    const ids = restaurantIdsOf(customer);
    const [views, restaurants, vouchers] = await Promise.all([
      readCustomerViews(store, caller.email, customer),
      Promise.all(ids.map((id) => store.get(`restaurants/${id}`))),
      readVouchersByVenue(caller.email, text(customer.email)),
    ]);
    const venues = ids.flatMap((id, index) => {
      const view = views.get(id);
      const restaurant = restaurants[index]?.data;
      if (!view || !restaurant) return [];
      return [
        buildPassportVenue({
          restaurant: {
            id,
            name: text(restaurant.name),
            emoji: text(restaurant.emoji) || RESTAURANT_PROFILE_FALLBACKS.emoji,
          },
          view,
          vouchers: vouchers.get(id) ?? [],
        }),
      ];
    });
    return { venues: sortPassportVenues(venues) };
  },
});
