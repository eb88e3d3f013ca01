import { MESSAGES } from '../errors';
import { checkGiftClaim } from './check-gift-claim';

/** What a claim of gift number n does: give back the voucher already made, make the voucher, or refuse. */
export type GiftClaimDecision =
  | { kind: 'already-claimed' }
  | { kind: 'claim'; pointsRequired: number }
  | { kind: 'refused'; pointsRequired: number; message: string };

/**
 * Whether a customer may turn gift number n of a venue into a voucher (ARCHITECTURE §8: a gift number is claimed
 * once per customer and restaurant). Gifts are claimed in order: n ≤ giftsClaimed was claimed already (the caller
 * gives back its voucher); n = giftsClaimed + 1 is claimed when the balance reaches n × interval, else
 * 'Il vous faut {n} points pour obtenir ce cadeau'; a later number is refused with the same text when points are
 * short, else with 'Récupérez d'abord votre cadeau #{giftsClaimed + 1}'.
 * @example decideGiftClaim({ giftNumber: 2, giftsClaimed: 1, points: 120, giftInterval: 50 }) // { kind: 'claim', pointsRequired: 100 }
 */
export function decideGiftClaim({
  giftNumber,
  giftsClaimed,
  points,
  giftInterval,
}: {
  giftNumber: number;
  giftsClaimed: number;
  points: number;
  giftInterval: number;
}): GiftClaimDecision {
  const claimed = Math.max(0, Math.floor(Number.isFinite(giftsClaimed) ? giftsClaimed : 0));
  if (giftNumber <= claimed) return { kind: 'already-claimed' };
  const check = checkGiftClaim({ points, giftNumber, giftInterval });
  if (!check.ok) return { kind: 'refused', pointsRequired: check.pointsRequired, message: check.message };
  if (giftNumber > claimed + 1)
    return {
      kind: 'refused',
      pointsRequired: check.pointsRequired,
      message: MESSAGES.reward.claimPreviousFirst(claimed + 1),
    };
  return { kind: 'claim', pointsRequired: check.pointsRequired };
}
