import type { Transaction } from '@app/data';
import {
  NO_BILL_CREDIT,
  describeBillEntry,
  joinFullName,
  planBillCredit,
  roundEuros,
  roundPoints,
  type BillCredit,
  type Reservation,
} from '@app/domain';
import {
  planLoyaltyEvent,
  readLoyaltyConfig,
  type LoyaltyEventInput,
  type LoyaltyPlan,
} from '../../lib/loyalty-ledger';
import { customerFileIdOf } from './customer-file';

/** What every ledger event of a booking shares: its customer file, venue, author and the contact it gives. */
export function bookingLedgerBase(
  reservation: Reservation,
  changedBy: string,
  now: Date,
): Omit<LoyaltyEventInput, 'event' | 'key'> {
  const contact = {
    name: reservation.customerName,
    firstName: reservation.customerFirstName ?? '',
    lastName: reservation.customerLastName ?? '',
    email: reservation.customerEmail,
    phone: reservation.customerPhone,
  };
  const customerId = customerFileIdOf({
    email: reservation.customerEmail,
    name:
      reservation.customerName ||
      joinFullName({
        firstName: reservation.customerFirstName ?? '',
        lastName: reservation.customerLastName ?? '',
      }),
    phone: reservation.customerPhone,
  });
  return {
    customerId,
    restaurantId: reservation.restaurantId,
    sourceId: reservation.id,
    createdBy: changedBy,
    now,
    createIfMissing: { ...contact, source: reservation.source === 'admin' ? 'admin' : 'online' },
    // The booking was made at this venue: its contact is the venue's to hold.
    viewContact: contact,
  };
}

/** A bill brought to its new amount: the ledger plan to commit (none when nothing moves) and what it leaves. */
export interface BillPlan {
  /** False when the bill already counts as it should: nothing to write. */
  changed: boolean;
  /** The bill the booking keeps, in euros (0: none). */
  amount: number;
  /** What the booking stores as `billCredit` once `plan` is committed. */
  billCredit: BillCredit;
  /** Points the ledger moves (after the balance's floor at 0). */
  pointsDelta: number;
  plan?: LoyaltyPlan;
}

/**
 * Plans the ledger entry that brings a booking's bill from what it counts for (`billCredit`) to `amount` euros
 * (0: taken back): `reservation:{id}:spend` for the first credit, `:spend:2`, `:spend:3`… for each correction,
 * each id written once whatever the retries (the booking's `billCredit` moves in the same transaction). The
 * entry moves only the difference of points, and the venue's view of the customer the difference of euros,
 * billed visits and guests. `after` chains it to another event of the same transaction (a status change).
 */
export async function planBill(
  tx: Transaction,
  options: {
    reservation: Reservation;
    amount: number;
    changedBy: string;
    now: Date;
    after?: LoyaltyPlan;
  },
): Promise<BillPlan> {
  const { reservation } = options;
  const base = bookingLedgerBase(reservation, options.changedBy, options.now);
  const config = await readLoyaltyConfig(tx, reservation.restaurantId);
  const credited = reservation.billCredit ?? NO_BILL_CREDIT;
  const amount = options.amount > 0 ? roundEuros({ amount: options.amount }) : 0;
  const move = planBillCredit({
    credited,
    target: { amount, covers: reservation.partySize },
    pointsPerEuroSpent: config.pointsPerEuroSpent,
  });
  const kept = (reservation.amountSpent ?? 0) === amount;
  if (!move.changed || !base.customerId) {
    // Without a customer file (no e-mail, no phone) nobody earns: the bill is kept for the takings alone.
    return { changed: !kept, amount, billCredit: credited, pointsDelta: 0 };
  }
  const plan = await planLoyaltyEvent(
    tx,
    {
      ...base,
      event: { type: 'adjustment', delta: move.pointsDelta },
      entryType: 'amount_spent',
      key: { type: 'amount_spent', reservationId: reservation.id, revision: move.revision },
      reason: describeBillEntry({ amountSpent: amount }),
      spend: move.spend,
    },
    options.after ? { after: options.after } : {},
  );
  const covers = amount > 0 ? reservation.partySize : 0;
  const billCredit: BillCredit = {
    amount,
    covers,
    points: roundPoints({ points: credited.points + plan.delta }),
    revision: move.revision,
  };
  return { changed: true, amount, billCredit, pointsDelta: plan.delta, plan };
}
