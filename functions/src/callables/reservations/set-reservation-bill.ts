import { FieldValue } from '@app/data';
import { AppError, SPEND_MESSAGES, SetReservationBillInputSchema, type Reservation } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { historyEntry, transact } from '../../lib/transact';
import { readReservation } from './apply-status-change';
import { planBookingChange } from './booking-ledger';

/**
 * Staff enter, correct or take back (null or 0) the bill of a completed booking of their venue (the detail
 * page). In one transaction: the booking's bill and a history entry « Addition : 86,50 € », the ledger entry of
 * the points that move (`pointsPerEuroSpent`, rounded down to one decimal) and the venue's view of the customer
 * (total spent, billed visits and guests). The same bill again changes nothing, so a retry never credits twice.
 */
export const setReservationBill = defineCallable({
  name: 'setReservationBill',
  input: SetReservationBillInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, amountSpent }, { caller, now }) => {
    const result = await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      if (reservation.archived || reservation.isArchived)
        throw new AppError('failed-precondition', SPEND_MESSAGES.billArchived);
      if (reservation.status !== 'COMPLETED')
        throw new AppError('failed-precondition', SPEND_MESSAGES.billNotCompleted);
      const ledger = await planBookingChange(tx, {
        reservation,
        to: reservation.status,
        billAmount: amountSpent ?? 0,
        changedBy: caller.uid,
        now,
      });
      const bill = ledger.bill;
      if (!bill?.changed) return { changed: false, amount: bill?.amount ?? 0, pointsDelta: 0 };
      const entry = {
        ...historyEntry({ status: reservation.status, changedBy: caller.uid, at: now, kind: 'bill' }),
        amountSpent: bill.amount > 0 ? bill.amount : null,
      };
      const statusHistory = [...reservation.statusHistory, entry] as Reservation['statusHistory'];
      tx.update(`reservations/${reservation.id}`, {
        amountSpent: bill.amount > 0 ? bill.amount : FieldValue.delete(),
        billCredit: bill.billCredit,
        statusCredit: ledger.statusCredit,
        statusHistory,
        updatedAt: now.toISOString(),
      });
      ledger.commit();
      return { changed: true, amount: bill.amount, pointsDelta: bill.pointsDelta };
    });
    return { ok: true as const, ...result };
  },
});
