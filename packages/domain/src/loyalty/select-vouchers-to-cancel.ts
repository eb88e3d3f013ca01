import { roundPoints } from './round-points';

/** A discount voucher the diner bought with points at the venue, as a reversal weighs it. */
export interface BoughtVoucher {
  id: string;
  status: string;
  rewardType: string;
  restaurantId: string;
  pointsUsed: number;
  createdAt: string;
}

/**
 * What a reversal takes back of what the points bought (issue 49, « Insider points »): when points credited for a
 * booking are taken back and the venue's balance falls below 0, the discount vouchers of that venue still unused
 * and bought since the points were credited (`since`, the booking's completion) are cancelled, newest first, each
 * giving back the points it cost, until the balance is 0 or more. A voucher already used is not taken back (the
 * balance stays below 0 and blocks conversions); a voucher bought before the credit was not bought with it.
 * @example selectVouchersToCancel({ balance: -150, since: '2026-11-22T21:00:00.000Z', restaurantId: 'r1', vouchers }) // the two newest
 */
export function selectVouchersToCancel({
  balance,
  since,
  restaurantId,
  vouchers,
}: {
  balance: number;
  since: string;
  restaurantId: string;
  vouchers: readonly BoughtVoucher[];
}): { ids: string[]; balance: number } {
  const candidates = vouchers
    .filter(
      (v) =>
        v.status === 'active' &&
        v.rewardType === 'discount' &&
        v.restaurantId === restaurantId &&
        v.pointsUsed > 0 &&
        v.createdAt >= since,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const ids: string[] = [];
  let left = balance;
  for (const voucher of candidates) {
    if (left >= 0) break;
    ids.push(voucher.id);
    left = roundPoints({ points: left + voucher.pointsUsed });
  }
  return { ids, balance: left };
}
