import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  ConvertPointsToDiscountInputSchema,
  CustomerRestaurantStatsSchema,
  MESSAGES,
  SPEND_MESSAGES,
  checkDiscountConversion,
  formatEuros,
  type ConvertPointsResult,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { planLoyaltyEvent, readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { enqueueMail } from '../../lib/outbox';
import { perSignedInCustomer } from '../../lib/public-limits';
import { drawFreeScanCode, storeScanCode } from '../../lib/scan-codes';
import { transact } from '../../lib/transact';
import { mailRestaurantOf } from '../../mail/mail-restaurant';

/** The customer's balance at a venue; 0 when unknown there (or unknown at all). */
function pointsAt(customer: DocData | undefined, restaurantId: string): number {
  const raw = (customer?.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data.points : 0;
}

/**
 * The voucher id of one conversion request: the browser draws `requestId` once per « Convertir », so a double tap,
 * a retry or a second tab sending the same request finds the voucher already made instead of making another.
 */
export function discountVoucherId(restaurantId: string, customerId: string, requestId: string): string {
  return `discount_${restaurantId}_${customerId}_${requestId}`.replaceAll('/', '_');
}

/**
 * A signed-in customer turns points of a venue into one discount voucher at the venue's rate (customer-flows §8
 * « 100 points = one 10 euro discount », ARCHITECTURE §9 « Discount vouchers are bought with points at the
 * venue's rate and debit the ledger »). The customer is the caller, never an id sent; the rate and the value are
 * read from the venue's settings, never from the request. In one transaction: the balance there must cover the
 * rate, the ledger is debited (entry `reward:{voucherId}:points`), the voucher is made with a random stored
 * `REWARD:` code, and the spec's sendGiftReward mail (amount, code, points used) is queued: a transactional mail,
 * sent whatever the marketing consent, like the gift mails. Two conversions at once see each other's debit: the
 * second is refused when the balance no longer covers it.
 */
export const convertPointsToDiscount = defineCallable({
  name: 'convertPointsToDiscount',
  input: ConvertPointsToDiscountInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async ({ restaurantId, requestId }, { caller, now }): Promise<ConvertPointsResult> => {
    const customerId = caller.email;
    const voucherId = discountVoucherId(restaurantId, customerId, requestId);
    return transact(async (tx) => {
      const [voucherSnap, restaurantSnap, customerSnap, config] = await Promise.all([
        tx.get(`rewards/${voucherId}`),
        tx.get(`restaurants/${restaurantId}`),
        tx.get(`customers/${customerId}`),
        readLoyaltyConfig(tx, restaurantId),
      ]);
      const made = voucherSnap.data;
      if (made)
        return {
          rewardId: voucherId,
          barcode: String(made.barcode),
          created: false,
          value: Number(made.value ?? 0),
          pointsUsed: Number(made.pointsUsed ?? 0),
        };
      if (!restaurantSnap.data) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
      const decision = checkDiscountConversion({
        discount: config.discount,
        points: pointsAt(customerSnap.data, restaurantId),
      });
      if (!decision.ok) throw new HttpsError('failed-precondition', decision.message);
      const nowIso = now.toISOString();
      const plan = await planLoyaltyEvent(tx, {
        customerId,
        restaurantId,
        event: { type: 'discount_voucher', pointsUsed: decision.pointsUsed },
        key: { type: 'discount_voucher', voucherId },
        sourceId: voucherId,
        reason: SPEND_MESSAGES.discountDescription(formatEuros({ amount: decision.value })),
        createdBy: customerId,
        now,
      });
      // The plan read the same balance in this transaction; it refuses nothing the decision allowed.
      if (!plan.applied) throw new HttpsError('failed-precondition', SPEND_MESSAGES.discountError);
      const barcode = await drawFreeScanCode(tx, 'reward', SPEND_MESSAGES.discountError);
      plan.commit();
      const customer = plan.snapshot.customer;
      const customerName = String(customer.firstName || customer.name || '');
      const restaurantName = String(restaurantSnap.data.name ?? '');
      const euros = formatEuros({ amount: decision.value });
      tx.create(`rewards/${voucherId}`, {
        id: voucherId,
        customerId,
        customerEmail: customerId,
        customerName: String(customer.name || customerName),
        restaurantId,
        restaurantName,
        rewardType: 'discount',
        value: decision.value,
        description: SPEND_MESSAGES.discountDescription(euros),
        barcode,
        pointsUsed: decision.pointsUsed,
        status: 'active',
        createdAt: nowIso,
        history: [],
      });
      storeScanCode(tx, {
        code: barcode,
        kind: 'reward',
        rewardId: voucherId,
        customerId,
        restaurantId,
        createdAt: nowIso,
      });
      enqueueMail(tx, {
        id: `discount:${voucherId}`,
        type: 'gift_reward',
        to: customerId,
        toName: customerName,
        restaurant: mailRestaurantOf({ id: restaurantId, data: restaurantSnap.data }),
        data: {
          customerName,
          restaurantName,
          rewardAmount: decision.value,
          barcode,
          pointsUsed: decision.pointsUsed,
        },
      });
      return {
        rewardId: voucherId,
        barcode,
        created: true,
        value: decision.value,
        pointsUsed: decision.pointsUsed,
      };
    });
  },
});
