import { HttpsError } from 'firebase-functions/v2/https';
import {
  ClaimGiftInputSchema,
  CustomerRestaurantStatsSchema,
  MESSAGES,
  checkGiftClaim,
  generateRewardCode,
  selectGiftItem,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { defineCallable } from '../../lib/define-callable';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { enqueueMail } from '../../lib/outbox';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { transact } from '../../lib/transact';

/**
 * A customer turns gift number n into a reward voucher (customer-flows §5: points ≥ n × giftInterval).
 * Points are not spent: gifts mark thresholds of the balance. The voucher id is deterministic per customer,
 * restaurant and gift number, so that a gift gives one voucher however often it is claimed; a repeated
 * claim returns the voucher already made.
 */
export function giftVoucherId(restaurantId: string, customerId: string, giftNumber: number): string {
  return `gift_${restaurantId}_${customerId}_${giftNumber}`.replaceAll('/', '_');
}

/**
 * A REWARD: code no other voucher holds: the code carries only a 6-digit hash, so collisions happen among
 * thousands of vouchers, and the till finds a voucher by its code.
 */
async function uniqueRewardCode(tx: Transaction, seed: string, value: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const barcode = generateRewardCode({ seed: attempt === 0 ? seed : `${seed}#${attempt}`, value });
    const taken = await tx.query({
      collection: 'rewards',
      where: [{ field: 'barcode', op: '==', value: barcode }],
      limit: 1,
    });
    if (taken.docs.length === 0) return barcode;
  }
  throw new HttpsError('aborted', MESSAGES.reward.createError);
}

export const claimGift = defineCallable({
  name: 'claimGift',
  input: ClaimGiftInputSchema,
  auth: 'client',
  handler: async ({ restaurantId, giftNumber }, { caller, now }) => {
    const customerId = caller.email;
    const voucherId = giftVoucherId(restaurantId, customerId, giftNumber);
    return transact(async (tx) => {
      const [customerSnap, restaurantSnap, voucherSnap, config] = await Promise.all([
        tx.get(`customers/${customerId}`),
        tx.get(`restaurants/${restaurantId}`),
        tx.get(`rewards/${voucherId}`),
        readLoyaltyConfig(tx, restaurantId),
      ]);
      if (voucherSnap.data)
        return { rewardId: voucherId, barcode: String(voucherSnap.data.barcode), created: false };
      const customer = customerSnap.data;
      if (!customer || !restaurantSnap.data) throw new HttpsError('not-found', MESSAGES.reward.createError);
      const statsRaw = (customer.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
      const stats = CustomerRestaurantStatsSchema.parse(statsRaw ?? {});
      const check = checkGiftClaim({ points: stats.points, giftNumber, giftInterval: config.giftInterval });
      if (!check.ok) throw new HttpsError('failed-precondition', check.message);
      const gift = selectGiftItem({ giftNumber, gifts: config.gifts });
      const giftName = gift?.name ?? 'Cadeau';
      const giftEmoji = gift?.emoji ?? '🎁';
      const barcode = await uniqueRewardCode(tx, voucherId, giftNumber);
      const customerName = String(customer.name || customer.firstName || '');
      const restaurantName = String(restaurantSnap.data.name ?? '');
      const nowIso = now.toISOString();
      tx.create(`rewards/${voucherId}`, {
        id: voucherId,
        customerId,
        customerEmail: customerId,
        customerName,
        restaurantId,
        restaurantName,
        rewardType: 'gift',
        value: giftNumber,
        description: `${giftEmoji} ${giftName}`,
        barcode,
        pointsUsed: check.pointsRequired,
        status: 'active',
        giftNumber,
        giftName,
        giftEmoji,
        createdAt: nowIso,
      });
      tx.update(`customers/${customerId}`, {
        [`restaurantStats.${restaurantId}.giftsClaimed`]: Math.max(stats.giftsClaimed, giftNumber),
        updatedAt: nowIso,
      });
      enqueueMail(tx, {
        id: `gift-claimed:${voucherId}`,
        type: 'gift_congratulations',
        to: customerId,
        toName: customerName,
        restaurant: mailRestaurantOf({ id: restaurantId, data: restaurantSnap.data }),
        data: {
          customerName,
          restaurantName,
          giftName,
          giftEmoji,
          giftNumber,
          pointsRequired: check.pointsRequired,
        },
      });
      return { rewardId: voucherId, barcode, created: true };
    });
  },
});
