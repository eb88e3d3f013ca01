import type { VenueGift } from '../schemas/rewards-chain';
import { computeGiftCost, countGiftsEarned } from './compute-gift-progress';
import { listClaimableGifts } from './list-claimable-gifts';
import type { LoyaltyGift } from './loyalty-config-schema';
import { roundPoints } from './round-points';
import { selectGiftItem } from './select-gift-item';

/**
 * The gifts of one venue as `/client/rewards` shows them: every gift that can be claimed now (giftsClaimed + 1 …
 * gifts earned, pointsMissing 0), then the next one still out of reach with the points it misses. Items come from
 * the venue's own cycle ('Cadeau' 🎁 when it has none). A balance below what was already claimed (a penalty
 * since) claims nothing until the next number is reached.
 * @example listVenueGifts({ venue, points: 120, giftsClaimed: 1, giftInterval: 50, gifts }) // gift 2 (0 missing), gift 3 (30 missing)
 */
export function listVenueGifts({
  venue,
  points,
  giftsClaimed,
  giftInterval,
  gifts,
}: {
  venue: { id: string; name: string };
  points: number;
  giftsClaimed: number;
  giftInterval: number;
  gifts: readonly LoyaltyGift[];
}): VenueGift[] {
  const balance = Math.max(0, roundPoints({ points }));
  const claimed = Math.max(0, Math.floor(Number.isFinite(giftsClaimed) ? giftsClaimed : 0));
  const base = { restaurantId: venue.id, restaurantName: venue.name };
  const claimable: VenueGift[] = listClaimableGifts({
    points: balance,
    giftInterval,
    giftsClaimed: claimed,
    gifts,
  }).map((gift) => ({
    ...base,
    giftNumber: gift.giftNumber,
    name: gift.name,
    emoji: gift.emoji,
    pointsRequired: gift.pointsRequired,
    pointsMissing: 0,
  }));
  const nextNumber = Math.max(countGiftsEarned({ points: balance, giftInterval }), claimed) + 1;
  const nextItem = selectGiftItem({ giftNumber: nextNumber, gifts });
  const pointsRequired = computeGiftCost({ giftNumber: nextNumber, giftInterval });
  return [
    ...claimable,
    {
      ...base,
      giftNumber: nextNumber,
      name: nextItem?.name ?? 'Cadeau',
      emoji: nextItem?.emoji ?? '🎁',
      pointsRequired,
      pointsMissing: roundPoints({ points: pointsRequired - balance }),
    },
  ];
}
