import { MESSAGES } from '../errors';
import { computeGiftCost } from './compute-gift-progress';
import { roundPoints } from './round-points';

/** Whether a gift may be claimed, or the points it needs with 'Il vous faut {n} points pour obtenir ce cadeau'. */
export type GiftClaimCheck =
  { ok: true; pointsRequired: number } | { ok: false; pointsRequired: number; message: string };

/**
 * Whether a balance may turn gift number n into a voucher: points ≥ n × interval, otherwise
 * the spec's message 'Il vous faut {n} points pour obtenir ce cadeau'.
 */
export function checkGiftClaim({
  points,
  giftNumber,
  giftInterval,
}: {
  points: number;
  giftNumber: number;
  giftInterval: number;
}): GiftClaimCheck {
  const pointsRequired = computeGiftCost({ giftNumber, giftInterval });
  if (roundPoints({ points }) >= pointsRequired) return { ok: true, pointsRequired };
  return {
    ok: false,
    pointsRequired,
    message: MESSAGES.reward.pointsNeeded(pointsRequired),
  };
}
