import { HttpsError } from 'firebase-functions/v2/https';
import type { DocSnapshot, DocStore } from '@app/data';
import {
  MESSAGES,
  NoInputSchema,
  checkVoucherUsable,
  listVenueGifts,
  sortMySpaceCards,
  type MyRewards,
  type MyVoucher,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { customerPath } from '../customers/customer-session';
import { readKnownVenues } from '../customers/my-space-cards';
import { customerFullName } from './customer-full-name';

/** Vouchers listed at most (newest first): the page's reads stay bounded. */
export const MY_VOUCHERS_LIMIT = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored voucher as the customer's list shows it; an active voucher past its expiry date shows as expired. */
function toMyVoucher(doc: DocSnapshot, now: Date): MyVoucher {
  const data = doc.data ?? {};
  const { status } = checkVoucherUsable({
    status: data.status,
    usedAt: data.usedAt,
    expiryDate: data.expiryDate,
    now,
  });
  return {
    id: doc.id,
    restaurantId: text(data.restaurantId),
    restaurantName: text(data.restaurantName),
    description: text(data.description),
    value: Number(data.value ?? 0),
    code: text(data.barcode),
    status,
    createdAt: text(data.createdAt),
    ...(text(data.usedAt) ? { usedAt: text(data.usedAt) } : {}),
    ...(text(data.expiryDate) ? { expiryDate: text(data.expiryDate) } : {}),
    ...(typeof data.giftNumber === 'number' ? { giftNumber: data.giftNumber } : {}),
    ...(text(data.giftName) ? { giftName: text(data.giftName) } : {}),
  };
}

/** The customer's vouchers, newest first, at most {@link MY_VOUCHERS_LIMIT} (index customerEmail + createdAt desc). */
async function readMyVouchers(store: DocStore, email: string, now: Date): Promise<MyVoucher[]> {
  const found = await store.query({
    collection: 'rewards',
    where: [{ field: 'customerEmail', op: '==', value: email }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: MY_VOUCHERS_LIMIT,
  });
  return found.docs.map((doc) => toMyVoucher(doc, now));
}

/**
 * The signed-in customer's rewards (customer-flows §2 "Customer rewards"): their vouchers, newest first, and per
 * venue where they are known (highest balance first) every gift they can claim now, then the next one still out
 * of reach, each item from that venue's gift cycle. Read-only, bounded reads: the customer, one query of at most
 * 100 vouchers, two gets per venue.
 */
export const getMyRewards = defineCallable({
  name: 'getMyRewards',
  input: NoInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => [
    perAddress(PUBLIC_LIMITS.clientIp, request),
    perSubject(PUBLIC_LIMITS.clientUid, 'customer', caller.uid),
  ],
  handler: async (_input, { caller, now }): Promise<MyRewards> => {
    const { store } = runtime();
    const snap = await store.get(customerPath(caller.email));
    if (!snap.exists || !snap.data) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    const customer = snap.data;
    const [vouchers, venues] = await Promise.all([
      readMyVouchers(store, caller.email, now),
      readKnownVenues(store, customer),
    ]);
    const ordered = sortMySpaceCards({
      cards: venues.map((venue) => ({ venue, points: venue.stats?.points ?? 0, restaurantName: venue.name })),
    });
    const gifts = ordered.flatMap(({ venue, points }) =>
      listVenueGifts({
        venue,
        points,
        giftsClaimed: venue.stats?.giftsClaimed ?? 0,
        giftInterval: venue.config.giftInterval,
        gifts: venue.config.gifts,
      }),
    );
    return { customerName: customerFullName(customer), vouchers, gifts };
  },
});
