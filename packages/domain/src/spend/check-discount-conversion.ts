import type { LoyaltyDiscount } from '../loyalty/loyalty-config-schema';
import { applyPointsDelta } from '../loyalty/round-points';
import { formatPoints } from '../format/format-points';
import { SPEND_MESSAGES as M } from './spend-messages';

/** Whether a customer may turn points into a discount voucher now, and what it costs and gives. */
export type DiscountConversion =
  { ok: true; pointsUsed: number; value: number; pointsAfter: number } | { ok: false; message: string };

/**
 * A conversion of points into one discount voucher at a venue's rate (spec: « 100 points = one 10 euro
 * discount »): refused when the venue offers none (« Ce restaurant ne propose pas de bon de réduction ») or the
 * balance there is short (« Il vous faut 100 points pour obtenir ce bon de réduction »), or below 0 after points
 * were taken back (issue 49: « Votre solde est de −12 points : les conversions reprendront… »); else it costs
 * `pointsPerVoucher` and is worth `voucherValue` euros.
 * @example checkDiscountConversion({ discount: { enabled: true, pointsPerVoucher: 100, voucherValue: 10 }, points: 120 }) // { ok: true, pointsUsed: 100, value: 10, pointsAfter: 20 }
 */
export function checkDiscountConversion({
  discount,
  points,
}: {
  discount: LoyaltyDiscount;
  points: number;
}): DiscountConversion {
  if (!discount.enabled) return { ok: false, message: M.discountUnavailable };
  const balance = Number.isFinite(points) ? points : 0;
  if (balance < 0)
    return { ok: false, message: M.discountNegativeBalance(formatPoints({ points: balance })) };
  if (balance < discount.pointsPerVoucher)
    return { ok: false, message: M.discountPointsNeeded(discount.pointsPerVoucher) };
  return {
    ok: true,
    pointsUsed: discount.pointsPerVoucher,
    value: discount.voucherValue,
    pointsAfter: applyPointsDelta({ balance, delta: -discount.pointsPerVoucher }),
  };
}
