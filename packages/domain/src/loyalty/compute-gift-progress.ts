import { roundPoints } from './round-points';

/** Gifts earned by a balance and the threshold of the next one. */
export interface GiftProgress {
  /** Gifts earned so far: floor(points / interval). */
  giftsEarned: number;
  /** Balance at which the next gift is earned: (earned + 1) × interval. */
  nextGiftAt: number;
  /** Points still missing for the next gift, one decimal. */
  pointsToNextGift: number;
  /** Percentage of the way from the last gift to the next one, 0–100. */
  progressPercent: number;
}

function safeInterval(giftInterval: number): number {
  return Number.isFinite(giftInterval) && giftInterval >= 1 ? Math.floor(giftInterval) : 1;
}

/** Gifts earned by a balance: floor(points / interval), 0 for a non-positive balance. */
export function countGiftsEarned({ points, giftInterval }: { points: number; giftInterval: number }): number {
  const balance = Math.max(0, roundPoints({ points }));
  return Math.floor(balance / safeInterval(giftInterval));
}

/**
 * Where a balance stands in the gift cycle (staff-operations constants): gifts earned,
 * next threshold (earned + 1) × interval and the points still missing.
 * @example computeGiftProgress({ points: 120, giftInterval: 50 }) // { giftsEarned: 2, nextGiftAt: 150, pointsToNextGift: 30, progressPercent: 40 }
 */
export function computeGiftProgress({
  points,
  giftInterval,
}: {
  points: number;
  giftInterval: number;
}): GiftProgress {
  const interval = safeInterval(giftInterval);
  const balance = Math.max(0, roundPoints({ points }));
  const giftsEarned = countGiftsEarned({ points: balance, giftInterval: interval });
  const nextGiftAt = (giftsEarned + 1) * interval;
  return {
    giftsEarned,
    nextGiftAt,
    pointsToNextGift: roundPoints({ points: nextGiftAt - balance }),
    progressPercent: Math.floor(((balance - giftsEarned * interval) / interval) * 100),
  };
}

/** Points a gift costs: gift number n costs n × interval. */
export function computeGiftCost({
  giftNumber,
  giftInterval,
}: {
  giftNumber: number;
  giftInterval: number;
}): number {
  return Math.max(1, Math.floor(giftNumber)) * safeInterval(giftInterval);
}
