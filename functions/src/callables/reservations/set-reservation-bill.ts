import { FieldValue } from '@app/data';
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
      if (reservation.archived || reservation.isArchived)
        throw new AppError('failed-precondition', SPEND_MESSAGES.billArchived);
      if (reservation.status !== 'COMPLETED')
        throw new AppError('failed-precondition', SPEND_MESSAGES.billNotCompleted);
      const kept = reservation.amountSpent ?? 0;
      const screening = await screenBill(tx, {
        reservation,
        amount: amountSpent ?? 0,
        role: caller.role,
        by: caller.uid,
        now,
      });
      if (screening.held) {
        const { pendingBill } = screening;
        const held = { held: true as const, ceiling: pendingBill.ceiling, amount: kept, pointsDelta: 0 };
        if (reservation.pendingBill?.amount === pendingBill.amount) return { changed: false, ...held };
        const entry = {
          ...historyEntry({ status: reservation.status, changedBy: caller.uid, at: now, kind: 'bill_held' }),
          amountSpent: pendingBill.amount,
        };
        tx.update(`reservations/${reservation.id}`, {
          pendingBill,
          statusHistory: [...reservation.statusHistory, entry] as Reservation['statusHistory'],
          updatedAt: now.toISOString(),
        });
        return { changed: true, ...held };
      }
      const ledger = await planBookingChange(tx, {
        reservation,
        to: reservation.status,
        billAmount: amountSpent ?? 0,
        changedBy: caller.uid,
        now,
      });
      const bill = ledger.bill;
      const replacesHeld = !!reservation.pendingBill;
      if (!bill?.changed && !replacesHeld)
        return { changed: false, amount: bill?.amount ?? 0, pointsDelta: 0 };
      const amount = bill?.amount ?? 0;
      const entry = {
        ...historyEntry({ status: reservation.status, changedBy: caller.uid, at: now, kind: 'bill' }),
        amountSpent: amount > 0 ? amount : null,
      };
      const statusHistory = [...reservation.statusHistory, entry] as Reservation['statusHistory'];
      tx.update(`reservations/${reservation.id}`, {
        amountSpent: amount > 0 ? amount : FieldValue.delete(),
        ...(bill ? { billCredit: bill.billCredit } : {}),
        statusCredit: ledger.statusCredit,
        statusHistory,
        ...(replacesHeld ? { pendingBill: FieldValue.delete() } : {}),
        updatedAt: now.toISOString(),
      });
      ledger.commit();
      return { changed: true, amount, pointsDelta: bill?.pointsDelta ?? 0 };
    });
    return { ok: true as const, ...result };
  },
});
