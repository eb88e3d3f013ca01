import { MESSAGES } from '../errors';
import { countGiftsEarned } from './compute-gift-progress';

/**
 * Gift numbers newly crossed when a balance goes from `pointsBefore` to `pointsAfter`
 * (a tablet visit wins a gift when floor(points / interval) rises). Empty when nothing is crossed.
 * @example detectNewGifts({ pointsBefore: 45, pointsAfter: 105, giftInterval: 50 }) // [1, 2]
 */
export function detectNewGifts({
  pointsBefore,
  pointsAfter,
  giftInterval,
}: {
  pointsBefore: number;
  pointsAfter: number;
  giftInterval: number;
}): number[] {
  const before = countGiftsEarned({ points: pointsBefore, giftInterval });
  const after = countGiftsEarned({ points: pointsAfter, giftInterval });
  const crossed: number[] = [];
  for (let n = before + 1; n <= after; n += 1) crossed.push(n);
  return crossed;
}

/** Toast of the customer space when gifts are found: '🎁 {n} nouveau(x) cadeau(x) disponible(s) ! Consultez vos récompenses.' */
export function formatNewGiftsMessage({ count }: { count: number }): string {
  return MESSAGES.customerSpace.newGifts(count);
}
