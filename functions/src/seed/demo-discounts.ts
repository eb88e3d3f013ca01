import {
  SPEND_MESSAGES,
  applyPointsDelta,
  buildLedgerEntryId,
  computeLoyaltyLevelKey,
  formatEuros,
  generateRewardCode,
  roundPoints,
  type LoyaltyConfig,
} from '@app/domain';
import type { DemoAccount } from './demo-loyalty';
import type { DemoPerson } from './demo-people';
import type { DemoRestaurant } from './demo-restaurants';
import type { DemoVoucher } from './demo-rewards';

/** The id convertPointsToDiscount gives a conversion (functions/src/callables/loyalty/convert-points-to-discount.ts). */
function discountVoucherId(restaurantId: string, customerId: string, requestId: string): string {
  return `discount_${restaurantId}_${customerId}_${requestId}`.replaceAll('/', '_');
}

/**
 * One unused discount voucher at each venue that sells them: the first regular there whose balance pays for it
 * without changing their level (the demo's levels stay as the other screens show them). Their ledger gets the
 * debit the conversion writes (`reward:{voucherId}:points`), last and in date order, so the balance still equals
 * its entries. Mutates the account it debits.
 */
export function buildDemoDiscounts(input: {
  venue: DemoRestaurant;
  config: LoyaltyConfig;
  people: readonly DemoPerson[];
  accounts: readonly DemoAccount[];
  now: Date;
}): DemoVoucher[] {
  const { venue, config, now } = input;
  const { discount } = config;
  if (!discount.enabled) return [];
  const level = (points: number) => computeLoyaltyLevelKey({ points, levels: config.levels });
  for (const person of input.people) {
    if (person.homeRestaurantId !== venue.id) continue;
    const account = input.accounts.find((a) => a.customerId === person.email && a.restaurantId === venue.id);
    if (!account || account.points < discount.pointsPerVoucher) continue;
    const after = applyPointsDelta({ balance: account.points, delta: -discount.pointsPerVoucher });
    if (level(after) !== level(account.points)) continue;
    const last = account.entries.at(-1)?.createdAt ?? '';
    const halfHourAgo = new Date(now.getTime() - 30 * 60_000).toISOString();
    // After the account's last entry and never in the future: halfway between them when that entry is recent.
    const createdAt =
      last > halfHourAgo
        ? new Date(Date.parse(last) + Math.floor((now.getTime() - Date.parse(last)) / 2)).toISOString()
        : halfHourAgo;
    const id = discountVoucherId(venue.id, person.email, 'demo-0001');
    const euros = formatEuros({ amount: discount.voucherValue }).replace(/\s/g, ' ');
    account.entries.push({
      id: buildLedgerEntryId({ key: { type: 'discount_voucher', voucherId: id } }),
      customerId: person.email,
      restaurantId: venue.id,
      delta: roundPoints({ points: after - account.points }),
      type: 'discount_voucher',
      sourceId: id,
      reason: SPEND_MESSAGES.discountDescription(euros),
      balanceAfter: after,
      createdAt,
      createdBy: person.email,
    });
    account.points = after;
    return [
      {
        id,
        customerId: person.email,
        customerEmail: person.email,
        customerName: `${person.firstName} ${person.lastName}`,
        restaurantId: venue.id,
        restaurantName: venue.restaurant.name,
        rewardType: 'discount',
        value: discount.voucherValue,
        description: SPEND_MESSAGES.discountDescription(euros),
        barcode: generateRewardCode({ seed: id, value: discount.voucherValue }),
        pointsUsed: discount.pointsPerVoucher,
        status: 'active',
        createdAt,
        history: [],
      },
    ];
  }
  return [];
}
