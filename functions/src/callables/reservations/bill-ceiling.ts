import type { Transaction } from '@app/data';
import {
  BILL_APPROVER_ROLES,
  STAT,
  computeBillCeiling,
  needsBillApproval,
  restaurantStatsId,
  type PendingBill,
  type Reservation,
} from '@app/domain';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';

/** What the ceiling says of a bill: it counts now, or it waits for a manager as `pendingBill`. */
export type BillScreening = { held: false } | { held: true; pendingBill: PendingBill };

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Whether a bill entered on a booking waits for an `admin_full`'s approval (issue 49, « Insider points »), read in
 * the caller's transaction before its writes: the venue's ceiling per cover (its setting in Paramètres › Fidélité,
 * else 4 times its average per cover from its all-time counters, `restaurantStats/{id}_all`, with a floor for a
 * new venue: computeBillCeiling) times the booking's guests. An approver's bill, 0 € or a bill taken back are never
 * held, and nothing is read for them.
 */
export async function screenBill(
  tx: Pick<Transaction, 'get'>,
  options: { reservation: Reservation; amount: number; role: string; by: string; now: Date },
): Promise<BillScreening> {
  const { reservation, amount, role } = options;
  if (!(amount > 0) || (BILL_APPROVER_ROLES as readonly string[]).includes(role)) return { held: false };
  const [config, stats] = await Promise.all([
    readLoyaltyConfig(tx, reservation.restaurantId),
    tx.get(
      `restaurantStats/${restaurantStatsId({ restaurantId: reservation.restaurantId, period: 'all', key: 'all' })}`,
    ),
  ]);
  const counters = (stats.data?.counters ?? {}) as Record<string, unknown>;
  const { perCover } = computeBillCeiling({
    configuredPerCover: config.billCeilingPerCover,
    takings: count(counters[STAT.takings]),
    billedCovers: count(counters[STAT.billedCovers]),
  });
  const decision = needsBillApproval({ amount, partySize: reservation.partySize, perCover, role });
  if (!decision.held) return { held: false };
  return {
    held: true,
    pendingBill: {
      amount,
      ceiling: decision.ceiling,
      enteredBy: options.by,
      enteredAt: options.now.toISOString(),
    },
  };
}
