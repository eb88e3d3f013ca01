import type { LoyaltyGift } from './loyalty-config-schema';
import { computeGiftCost, countGiftsEarned } from './compute-gift-progress';
import { selectGiftItem } from './select-gift-item';

/** A gift earned and not yet turned into a voucher. */
export interface ClaimableGift {
  giftNumber: number;
  name: string;
  emoji: string;
  /** Balance needed for this gift: n × interval. */
  pointsRequired: number;
  /** Voucher value: the gift number, capped at 99 as the reward code carries two digits. */
  voucherValue: number;
}

/**
 * Gifts a customer may still turn into vouchers at a restaurant: numbers after those already claimed up to
 * the gifts earned (floor(points / interval)), each with its item from the rotation. Points are not spent
 * by claiming: gift n needs a balance of n × interval.
 */
export function listClaimableGifts({
  points,
  giftInterval,
  giftsClaimed,
  gifts,
}: {
  points: number;
  giftInterval: number;
  giftsClaimed: number;
  gifts: readonly LoyaltyGift[];
}): ClaimableGift[] {
  const earned = countGiftsEarned({ points, giftInterval });
  const claimable: ClaimableGift[] = [];
  for (let n = Math.max(0, Math.floor(giftsClaimed)) + 1; n <= earned; n += 1) {
    const item = selectGiftItem({ giftNumber: n, gifts });
    claimable.push({
      giftNumber: n,
      name: item?.name ?? 'Cadeau',
      emoji: item?.emoji ?? '🎁',
      pointsRequired: computeGiftCost({ giftNumber: n, giftInterval }),
      voucherValue: Math.min(99, n),
    });
  }
  return claimable;
}
