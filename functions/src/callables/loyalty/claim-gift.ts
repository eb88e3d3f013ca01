import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  restaurantCustomerId,
  ClaimGiftInputSchema,
  CustomerRestaurantStatsSchema,
  MESSAGES,
  decideGiftClaim,
  selectGiftItem,
  type ClaimGiftResult,
} from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { enqueueMail, isMailQueued } from '../../lib/outbox';
import { drawFreeScanCode, storeScanCode } from '../../lib/scan-codes';
import { transact } from '../../lib/transact';
import { mailRestaurantOf } from '../../mail/mail-restaurant';

/**
 * The voucher id of gift n of a customer at a restaurant: one voucher per gift number, so that a repeated claim
 * finds the voucher already made. The id is not a code: the voucher's `REWARD:` code is drawn at random.
 */
export function giftVoucherId(restaurantId: string, customerId: string, giftNumber: number): string {
  return `gift_${restaurantId}_${customerId}_${giftNumber}`.replaceAll('/', '_');
}

/**
 * Id of the congratulation mail of gift n: the tablet queues it when a visit reaches the gift, `claimGift` when
 * the customer claims it; whichever comes second finds it queued and sends nothing, so a gift gives one mail.
 */
export function giftMailId(restaurantId: string, customerId: string, giftNumber: number): string {
  return `gift-reached:${restaurantId}:${customerId}:${giftNumber}`;
}

/** The customer's stats at a restaurant, defaults when absent or unreadable. */
function statsOf(customer: DocData, restaurantId: string) {
  const raw = (customer.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
}

/**
 * A customer turns gift number n of a restaurant into a reward voucher (customer-flows §5: points ≥ n ×
 * giftInterval). Points are not spent: gifts mark thresholds of the balance. Gifts are claimed in order and once
 * per customer and restaurant (ARCHITECTURE §8): n = giftsClaimed + 1 makes the voucher, with a random stored
 * `REWARD:` code, and counts the gift claimed; n ≤ giftsClaimed gives back the voucher made for it
 * (`created: false`); a later number is refused. The congratulation mail is queued unless the tablet queued it
 * when the visit reached the gift. All in one transaction.
 */
export const claimGift = defineCallable({
  name: 'claimGift',
  input: ClaimGiftInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async ({ restaurantId, giftNumber }, { caller, now }): Promise<ClaimGiftResult> => {
    const customerId = caller.email;
    const voucherId = giftVoucherId(restaurantId, customerId, giftNumber);
    const mailId = giftMailId(restaurantId, customerId, giftNumber);
    return transact(async (tx) => {
      const [customerSnap, restaurantSnap, voucherSnap, config, mailQueued] = await Promise.all([
        tx.get(`customers/${customerId}`),
        tx.get(`restaurants/${restaurantId}`),
        tx.get(`rewards/${voucherId}`),
        readLoyaltyConfig(tx, restaurantId),
        isMailQueued(tx, mailId),
      ]);
      const customer = customerSnap.data;
      if (!customer || !restaurantSnap.data) throw new HttpsError('not-found', MESSAGES.reward.createError);
      const stats = statsOf(customer, restaurantId);
      const decision = decideGiftClaim({
        giftNumber,
        giftsClaimed: stats.giftsClaimed,
        points: stats.points,
        giftInterval: config.giftInterval,
      });
      const existing = voucherSnap.data
        ? { rewardId: voucherId, barcode: String(voucherSnap.data.barcode) }
        : null;
      if (decision.kind === 'already-claimed') {
        if (existing) return { ...existing, created: false };
        throw new HttpsError('failed-precondition', MESSAGES.reward.createError);
      }
      if (decision.kind === 'refused') throw new HttpsError('failed-precondition', decision.message);
      const nowIso = now.toISOString();
      const counted = { [`restaurantStats.${restaurantId}.giftsClaimed`]: giftNumber, updatedAt: nowIso };
      // The venue's view counts it too (staff read the view, not the record).
      const countView = () =>
        tx.set(
          customerViewPath(restaurantId, customerId),
          {
            id: restaurantCustomerId({ restaurantId, customerId }),
            restaurantId,
            customerId,
            giftsClaimed: giftNumber,
            updatedAt: nowIso,
          },
          { merge: true },
        );
      if (existing) {
        // A voucher made before the count was kept (older data): give it back and count the gift.
        tx.update(`customers/${customerId}`, counted);
        countView();
        return { ...existing, created: false };
      }
      const barcode = await drawFreeScanCode(tx, 'reward', MESSAGES.reward.createError);
      const gift = selectGiftItem({ giftNumber, gifts: config.gifts });
      const giftName = gift?.name ?? 'Cadeau';
      const giftEmoji = gift?.emoji ?? '🎁';
      const customerName = String(customer.name || customer.firstName || '');
      const restaurantName = String(restaurantSnap.data.name ?? '');
      tx.create(`rewards/${voucherId}`, {
        id: voucherId,
        customerId,
        customerEmail: customerId,
        customerName,
        restaurantId,
        restaurantName,
        rewardType: 'gift',
        // The venue's euros for this gift when it set some (reward analytics count them), never its number.
        ...(gift?.value === undefined ? {} : { value: gift.value, valueSet: true }),
        description: `${giftEmoji} ${giftName}`,
        barcode,
        pointsUsed: decision.pointsRequired,
        status: 'active',
        giftNumber,
        giftName,
        giftEmoji,
        createdAt: nowIso,
      });
      storeScanCode(tx, {
        code: barcode,
        kind: 'reward',
        rewardId: voucherId,
        customerId,
        restaurantId,
        createdAt: nowIso,
      });
      tx.update(`customers/${customerId}`, counted);
      countView();
      if (!mailQueued)
        enqueueMail(tx, {
          id: mailId,
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
            pointsRequired: decision.pointsRequired,
          },
        });
      return { rewardId: voucherId, barcode, created: true };
    });
  },
});
