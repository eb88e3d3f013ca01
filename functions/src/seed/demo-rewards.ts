import {
  computeGiftCost,
  countGiftsEarned,
  generateRewardCode,
  selectGiftItem,
  type LoyaltyConfig,
  type RewardUsage,
  type RewardVoucher,
} from '@app/domain';
import type { DemoAccount } from './demo-loyalty';
import type { DemoPerson } from './demo-people';
import type { DemoRestaurant } from './demo-restaurants';
import type { DemoStaffMember } from './demo-staff';
import type { SeededRandom } from './seeded-random';

export type DemoVoucher = RewardVoucher & { id: string };
export type DemoUsage = RewardUsage & { id: string };

/**
 * The voucher id claimGift gives gift n of a customer at a venue (functions/src/callables/loyalty/claim-gift.ts),
 * so that claiming a demo gift again finds the seeded voucher instead of making a second one.
 */
function giftVoucherId(restaurantId: string, customerId: string, giftNumber: number): string {
  return `gift_${restaurantId}_${customerId}_${giftNumber}`.replaceAll('/', '_');
}

/** How many gifts each level has turned into vouchers, and how many of those were already used. */
const CLAIMS = { new: [0, 0], bronze: [0, 0], silver: [1, 0], gold: [2, 1], diamond: [3, 2] } as const;

/**
 * Gift vouchers of the regulars at their home venue: claimed within what their points allow (gift n costs
 * n × interval), the oldest ones already used at the till with a usage record.
 */
export function buildDemoRewards(input: {
  random: SeededRandom;
  venue: DemoRestaurant;
  config: LoyaltyConfig;
  people: readonly DemoPerson[];
  accounts: readonly DemoAccount[];
  staff: DemoStaffMember & { uid: string };
  now: Date;
}): { vouchers: DemoVoucher[]; usages: DemoUsage[]; claimed: Map<string, number> } {
  const { random, venue, config, now } = input;
  const vouchers: DemoVoucher[] = [];
  const usages: DemoUsage[] = [];
  const claimed = new Map<string, number>();
  for (const person of input.people) {
    if (person.homeRestaurantId !== venue.id) continue;
    const account = input.accounts.find((a) => a.customerId === person.email && a.restaurantId === venue.id);
    if (!account) continue;
    const [wanted, used] = CLAIMS[person.homeLevel];
    const count = Math.min(
      wanted,
      countGiftsEarned({ points: account.points, giftInterval: config.giftInterval }),
    );
    for (let giftNumber = 1; giftNumber <= count; giftNumber += 1) {
      const gift = selectGiftItem({ giftNumber, gifts: config.gifts });
      const createdAt = new Date(
        now.getTime() - (count - giftNumber + 1) * random.int(4, 9) * 86_400_000,
      ).toISOString();
      const id = giftVoucherId(venue.id, person.email, giftNumber);
      const voucher: DemoVoucher = {
        id,
        customerId: person.email,
        customerEmail: person.email,
        customerName: `${person.firstName} ${person.lastName}`,
        restaurantId: venue.id,
        restaurantName: venue.restaurant.name,
        rewardType: 'gift',
        // The venue's euros for this gift when it set some, as claimGift stores them; never its number.
        ...(gift?.value === undefined ? {} : { value: gift.value, valueSet: true }),
        description: gift?.name ?? 'Cadeau',
        barcode: generateRewardCode({ seed: id, value: giftNumber }),
        pointsUsed: computeGiftCost({ giftNumber, giftInterval: config.giftInterval }),
        status: giftNumber <= used ? 'used' : 'active',
        giftNumber,
        giftName: gift?.name ?? 'Cadeau',
        giftEmoji: gift?.emoji ?? '🎁',
        createdAt,
        history: [],
      };
      if (voucher.status === 'used') {
        const usedAt = new Date(Date.parse(createdAt) + random.int(1, 3) * 86_400_000).toISOString();
        // Who applied it is on the usage record (staff-only), never on the voucher the diner reads (issue 49).
        Object.assign(voucher, { usedAt, history: [{ action: 'used', at: usedAt }] });
        usages.push({
          id, // validateReward keys the usage record by the voucher id, so a voucher is used once.
          rewardId: id,
          restaurantId: venue.id,
          restaurantName: venue.restaurant.name,
          customerId: person.email,
          customerEmail: person.email,
          customerName: voucher.customerName,
          ...(gift?.value === undefined ? {} : { value: gift.value, valueSet: true }),
          rewardType: 'gift',
          description: voucher.description,
          usedAt,
          usedBy: input.staff.uid,
          usedByEmail: input.staff.email,
          usedByRole: input.staff.role,
        });
      }
      vouchers.push(voucher);
    }
    claimed.set(person.email, count);
  }
  return { vouchers, usages, claimed };
}
