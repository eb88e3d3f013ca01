import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, DocStore } from '@app/data';
import {
  LookupScanCodeInputSchema,
  MESSAGES,
  checkVoucherUsable,
  computeLoyaltyLevel,
  readVoucherEuros,
  roundPoints,
  type ScannedCode,
  type ScannedLoyaltyCard,
  type ScannedVoucher,
} from '@app/domain';
import { assertRestaurantAccess, canAccessRestaurant, type StaffCaller } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { runtime } from '../../lib/runtime';
import { readScanCode } from '../../lib/scan-codes';
import { customerPath } from '../customers/customer-session';
import { knownVenueIds } from '../customers/my-space-cards';
import { customerFullName } from './customer-full-name';
import { findVoucherByCode } from './find-voucher';
import { parseScanCodeOrThrow } from './scan-code-input';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The voucher's euros as a field, absent when it has none (a gift the venue did not value). */
function euros(voucher: Record<string, unknown>): { euros?: number } {
  const value = readVoucherEuros(voucher);
  return value === undefined ? {} : { euros: value };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A voucher as the till previews it. Another venue's voucher is refused outright ('permission-denied',
 * 'Ce bon est à utiliser chez {nom}') when the caller has no access to that venue; when they have, it is shown
 * with that text as its refusal. A used or expired voucher is shown with validateReward's refusal.
 */
async function lookupVoucher(
  store: DocStore,
  caller: StaffCaller,
  code: string,
  restaurantId: string,
  now: Date,
): Promise<ScannedVoucher> {
  const found = await findVoucherByCode(store, code);
  if (!found) throw new HttpsError('not-found', MESSAGES.scan.voucherNotFound);
  const voucher = found.data;
  const venueId = text(voucher.restaurantId);
  const venueName =
    text(voucher.restaurantName) || text((await store.get(`restaurants/${venueId}`)).data?.name);
  if (!canAccessRestaurant(caller, venueId))
    throw new HttpsError('permission-denied', MESSAGES.scan.voucherOtherRestaurant(venueName));
  const usable = checkVoucherUsable({
    status: voucher.status,
    usedAt: voucher.usedAt,
    expiryDate: voucher.expiryDate,
    now,
  });
  const refusal =
    venueId !== restaurantId
      ? MESSAGES.scan.voucherOtherRestaurant(venueName)
      : usable.ok
        ? undefined
        : usable.message;
  return {
    kind: 'reward',
    code,
    rewardId: found.id,
    customerName: text(voucher.customerName),
    restaurantId: venueId,
    restaurantName: venueName,
    description: text(voucher.description),
    value: Number(voucher.value ?? 0),
    ...(typeof voucher.giftNumber === 'number' ? { giftNumber: voucher.giftNumber } : {}),
    ...(text(voucher.giftName) ? { giftName: text(voucher.giftName) } : {}),
    ...euros(voucher),
    status: usable.status,
    createdAt: text(voucher.createdAt),
    ...(text(voucher.usedAt) ? { usedAt: text(voucher.usedAt) } : {}),
    ...(refusal ? { refusal } : {}),
  };
}

/**
 * The customer holding a `LOYALTY:` code: through its `scanCodes` entry (the customer must still hold that code),
 * else by the code stored on the customer (a customer file moved to a new e-mail keeps its code).
 */
async function findLoyaltyCustomer(
  store: DocStore,
  code: string,
): Promise<{ id: string; data: DocData } | null> {
  const entry = await readScanCode(store, code);
  if (entry?.kind === 'loyalty' && entry.customerId) {
    const snap = await store.get(customerPath(entry.customerId));
    if (snap.data?.loyaltyCode === code) return { id: snap.id, data: snap.data };
  }
  const found = await store.query({
    collection: 'customers',
    where: [{ field: 'loyaltyCode', op: '==', value: code }],
    limit: 1,
  });
  const doc = found.docs[0];
  return doc?.data ? { id: doc.id, data: doc.data } : null;
}

/**
 * A loyalty card as the till sees it: the customer's balance and level at the current venue (its thresholds);
 * a customer unknown there shows 0 points, `knownHere: false` and no customer id (no profile to open).
 */
async function lookupLoyaltyCard(
  store: DocStore,
  code: string,
  restaurantId: string,
): Promise<ScannedLoyaltyCard> {
  const [restaurant, config, customer] = await Promise.all([
    store.get(`restaurants/${restaurantId}`),
    readLoyaltyConfig(store, restaurantId),
    findLoyaltyCustomer(store, code),
  ]);
  if (!restaurant.exists) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
  if (!customer) throw new HttpsError('not-found', MESSAGES.scan.loyaltyCardNotFound);
  const knownHere = knownVenueIds(customer.data).includes(restaurantId);
  const stats = isRecord(customer.data.restaurantStats)
    ? customer.data.restaurantStats[restaurantId]
    : undefined;
  const points =
    knownHere && isRecord(stats) ? Math.max(0, roundPoints({ points: Number(stats.points ?? 0) })) : 0;
  return {
    kind: 'loyalty',
    code,
    customerId: knownHere ? customer.id : '',
    customerName: customerFullName(customer.data),
    restaurantId,
    points,
    level: computeLoyaltyLevel({ points, levels: config.levels }),
    knownHere,
  };
}

/**
 * Staff look up a typed or scanned code before anything is applied (staff scan pages): a `REWARD:` voucher's
 * preview (customer, value, venue, status, refusal) or a `LOYALTY:` card's customer with their points and level
 * at the venue staff work for (`restaurantId`, which the caller must reach). Read-only. Errors: 'Veuillez saisir un
 * code', 'Code invalide : <format>' (invalid-argument); 'Bon de remise non trouvé', 'Carte de fidélité inconnue'
 * (not-found); another venue's voucher or restaurant out of reach (permission-denied).
 */
export const lookupScanCode = defineCallable({
  name: 'lookupScanCode',
  input: LookupScanCodeInputSchema,
  auth: 'staff',
  handler: async ({ code, restaurantId }, { caller, now }): Promise<ScannedCode> => {
    const parsed = parseScanCodeOrThrow(code);
    assertRestaurantAccess(caller, restaurantId);
    const { store } = runtime();
    return parsed.kind === 'reward'
      ? lookupVoucher(store, caller, parsed.code, restaurantId, now)
      : lookupLoyaltyCard(store, parsed.code, restaurantId);
  },
});
