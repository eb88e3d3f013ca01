import { FieldValue, type Transaction } from '@app/data';
import { AppError, SPEND_MESSAGES, SetReservationBillInputSchema, type Reservation } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { historyEntry, transact } from '../../lib/transact';
import { readReservation } from './apply-status-change';
import { screenBill } from './bill-ceiling';
import { planBookingChange } from './booking-ledger';

/**
 * Staff enter, correct or take back (null or 0) the bill of a completed booking of their venue (the detail
 * page). In one transaction: the booking's bill and a history entry « Addition : 86,50 € » with who and when, the
 * ledger entry of the points that move (`pointsPerEuroSpent`, rounded down to one decimal) and the venue's view of
 * the customer (total spent, billed visits and guests). The same bill again changes nothing, so a retry never
 * credits twice. A bill above the venue's ceiling entered by an `admin` (issue 49) moves nothing: it waits as
 * `pendingBill` (« En attente de validation », history 'bill_held') for decideReservationBill, and the bill
 * credited before stays; any other bill entered replaces the one waiting.
 */
export const setReservationBill = defineCallable({
  name: 'setReservationBill',
  input: SetReservationBillInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, amountSpent }, { caller, now }) => {
    const result = await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      return recordBill(tx, {
        reservation,
        amount: amountSpent ?? 0,
        role: caller.role,
        by: caller.uid,
        now,
      });
    });
    return { ok: true as const, ...result };
  },
});

/** Where a bill came from: typed by staff, or a ticket the venue's till sent (issue 52). */
export type BillOrigin = { kind: 'typed' } | { kind: 'till'; ticketId: string };

/**
 * The bill ledger rule, for a typed bill and a till's ticket alike (ARCHITECTURE §10): the completed booking's
 * bill, its history entry, the points that move (only the difference) and the venue's view, in the caller's
 * transaction; above the venue's ceiling for `role` it waits as `pendingBill`. A till's bill is marked
 * « Addition reçue de la caisse » (`billSource`), a bill typed since takes the mark off.
 */
export async function recordBill(
  tx: Transaction,
  {
    reservation,
    amount,
    role,
    by,
    now,
    origin = { kind: 'typed' },
  }: { reservation: Reservation; amount: number; role: string; by: string; now: Date; origin?: BillOrigin },
): Promise<{ changed: boolean; amount: number; pointsDelta: number; held?: true; ceiling?: number }> {
  if (reservation.archived || reservation.isArchived)
    throw new AppError('failed-precondition', SPEND_MESSAGES.billArchived);
  if (reservation.status !== 'COMPLETED')
    throw new AppError('failed-precondition', SPEND_MESSAGES.billNotCompleted);
  const kept = reservation.amountSpent ?? 0;
  const mark =
    origin.kind === 'till'
      ? { billSource: 'till', tillTicketId: origin.ticketId }
      : reservation.billSource
        ? { billSource: FieldValue.delete(), tillTicketId: FieldValue.delete() }
        : {};
  const screening = await screenBill(tx, { reservation, amount, role, by, now });
  if (screening.held) {
    const { pendingBill } = screening;
    const held = { held: true as const, ceiling: pendingBill.ceiling, amount: kept, pointsDelta: 0 };
    if (reservation.pendingBill?.amount === pendingBill.amount) return { changed: false, ...held };
    const entry = {
      ...historyEntry({ status: reservation.status, changedBy: by, at: now, kind: 'bill_held' }),
      amountSpent: pendingBill.amount,
    };
    tx.update(`reservations/${reservation.id}`, {
      pendingBill,
      ...mark,
      statusHistory: [...reservation.statusHistory, entry] as Reservation['statusHistory'],
      updatedAt: now.toISOString(),
    });
    return { changed: true, ...held };
  }
  const ledger = await planBookingChange(tx, {
    reservation,
    to: reservation.status,
    billAmount: amount,
    changedBy: by,
    now,
  });
  const bill = ledger.bill;
  const replacesHeld = !!reservation.pendingBill;
  if (!bill?.changed && !replacesHeld) return { changed: false, amount: bill?.amount ?? 0, pointsDelta: 0 };
  const saved = bill?.amount ?? 0;
  const entry = {
    ...historyEntry({ status: reservation.status, changedBy: by, at: now, kind: 'bill' }),
    amountSpent: saved > 0 ? saved : null,
  };
  const statusHistory = [...reservation.statusHistory, entry] as Reservation['statusHistory'];
  tx.update(`reservations/${reservation.id}`, {
    amountSpent: saved > 0 ? saved : FieldValue.delete(),
    ...(bill ? { billCredit: bill.billCredit } : {}),
    statusCredit: ledger.statusCredit,
    statusHistory,
    ...(replacesHeld ? { pendingBill: FieldValue.delete() } : {}),
    ...mark,
    updatedAt: now.toISOString(),
  });
  ledger.commit();
  return { changed: true, amount: saved, pointsDelta: bill?.pointsDelta ?? 0 };
}
