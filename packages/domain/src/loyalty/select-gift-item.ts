import type { LoyaltyGift } from './loyalty-config-schema';

/**
 * The configured gift that gift number n gives: position ((n - 1) mod count) + 1 of the list ordered by
 * `order`, so that the list cycles (gift 6 of five items is the first item again).
 * Returns undefined only for an empty list.
 */
export function selectGiftItem({
  giftNumber,
  gifts,
}: {
  giftNumber: number;
  gifts: readonly LoyaltyGift[];
}): LoyaltyGift | undefined {
  if (gifts.length === 0) return undefined;
  const ordered = [...gifts].sort((a, b) => a.order - b.order);
  const n = Math.max(1, Math.floor(giftNumber));
  const position = ((n - 1) % ordered.length) + 1;
  return ordered[position - 1];
}
