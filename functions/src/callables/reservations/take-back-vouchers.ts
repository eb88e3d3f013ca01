import type { Transaction } from '@app/data';
import {
  BILL_APPROVAL_MESSAGES,
  selectVouchersToCancel,
  type BoughtVoucher,
  type Reservation,
} from '@app/domain';
import { planLoyaltyEvent, type LoyaltyPlan } from '../../lib/loyalty-ledger';

/** Vouchers read per reversal: a diner's newest, far more than one balance ever bought. */
const VOUCHERS_READ = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** When the booking first earned its points: its first completion, else (older bookings) its creation. */
function creditedSince(reservation: Reservation): string {
  const completed = reservation.statusHistory.find((entry) => entry.status === 'completed');
  return completed?.changedAt ?? reservation.createdAt;
}

/** What a reversal takes back of what the points bought, planned in the booking's transaction. */
export interface VoucherTakeBack {
  plans: LoyaltyPlan[];
  voucherIds: string[];
  commit(): void;
}

/**
 * Issue 49, « Insider points »: once a booking's change has taken points back and left the venue's balance below
 * 0 (`last`, the change's last plan), the discount vouchers of that venue the diner bought since the booking first
 * earned and has not used are cancelled (domain selectVouchersToCancel, newest first, until the balance is 0 or
 * more): each gives its points back (`reward:{id}:refund`, type `voucher_refund`) and reads `cancelled` with the
 * reason the diner sees. Read in the caller's transaction after its reads and before its writes (the diner's
 * newest vouchers, by the `customerEmail, createdAt` index); a retry has no points left to take back, so nothing.
 */
export async function planVoucherTakeBack(
  tx: Transaction,
  options: {
    reservation: Reservation;
    customerId: string;
    last: LoyaltyPlan;
    changedBy: string;
    now: Date;
  },
): Promise<VoucherTakeBack> {
  const { reservation, customerId, last, now } = options;
  const none: VoucherTakeBack = { plans: [], voucherIds: [], commit: () => undefined };
  // Vouchers are bought by signed-in diners only, whose file is their e-mail.
  if (!(last.after < 0) || !customerId.includes('@')) return none;
  const snap = await tx.query({
    collection: 'rewards',
    where: [{ field: 'customerEmail', op: '==', value: customerId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: VOUCHERS_READ,
  });
  const vouchers: BoughtVoucher[] = snap.docs.map((doc) => ({
    id: doc.id,
    status: text(doc.data?.status),
    rewardType: text(doc.data?.rewardType),
    restaurantId: text(doc.data?.restaurantId),
    pointsUsed: Number(doc.data?.pointsUsed ?? 0) || 0,
    createdAt: text(doc.data?.createdAt),
  }));
  const chosen = selectVouchersToCancel({
    balance: last.after,
    since: creditedSince(reservation),
    restaurantId: reservation.restaurantId,
    vouchers,
  });
  if (chosen.ids.length === 0) return none;
  const plans: LoyaltyPlan[] = [];
  let previous = last;
  for (const voucherId of chosen.ids) {
    const voucher = vouchers.find((v) => v.id === voucherId);
    const plan = await planLoyaltyEvent(
      tx,
      {
        customerId,
        restaurantId: reservation.restaurantId,
        event: { type: 'adjustment', delta: voucher?.pointsUsed ?? 0 },
        entryType: 'voucher_refund',
        floorAtZero: false,
        key: { type: 'voucher_refund', voucherId },
        sourceId: voucherId,
        reason: BILL_APPROVAL_MESSAGES.voucherCancelledReason,
        createdBy: options.changedBy,
        now,
      },
      { after: previous },
    );
    plans.push(plan);
    previous = plan;
  }
  const nowIso = now.toISOString();
  return {
    plans,
    voucherIds: chosen.ids,
    commit: () => {
      for (const voucherId of chosen.ids)
        tx.update(`rewards/${voucherId}`, {
          status: 'cancelled',
          cancellation: { at: nowIso, reason: BILL_APPROVAL_MESSAGES.voucherCancelledReason },
        });
    },
  };
}
