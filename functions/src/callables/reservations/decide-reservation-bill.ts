import { FieldValue } from '@app/data';
import {
  AppError,
  BILL_APPROVAL_MESSAGES,
  BILL_APPROVER_ROLES,
  DecideReservationBillInputSchema,
  SPEND_MESSAGES,
  type Reservation,
} from '@app/domain';
import { assertRestaurantAccess, assertRole } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { historyEntry, transact } from '../../lib/transact';
import { readReservation } from './apply-status-change';
import { planBookingChange } from './booking-ledger';

/**
 * « Valider l’addition » / « Refuser l’addition » (issue 49, « Insider points »): an `admin_full` or `master_admin`
 * of the venue decides the bill waiting on a completed booking (`pendingBill`, held by the ceiling). Approved, it
 * becomes the booking's bill and earns its points in the same transaction (planBookingChange: history
 * 'bill_approved' then 'bill', with who and when); refused, it is dropped ('bill_refused') and the bill credited
 * before, if any, stays. `amount` must be the bill waiting, so that a bill entered since is not decided blindly;
 * a retry once decided finds nothing waiting and changes nothing. The lowest role is refused on the server.
 */
export const decideReservationBill = defineCallable({
  name: 'decideReservationBill',
  input: DecideReservationBillInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, decision, amount }, { caller, now }) => {
    assertRole(caller, BILL_APPROVER_ROLES);
    const result = await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      const pending = reservation.pendingBill;
      if (!pending) return { changed: false, amount: reservation.amountSpent ?? 0, pointsDelta: 0 };
      if (reservation.archived || reservation.isArchived)
        throw new AppError('failed-precondition', SPEND_MESSAGES.billArchived);
      if (reservation.status !== 'COMPLETED')
        throw new AppError('failed-precondition', SPEND_MESSAGES.billNotCompleted);
      if (pending.amount !== amount)
        throw new AppError('failed-precondition', BILL_APPROVAL_MESSAGES.changed);
      const decided = {
        ...historyEntry({
          status: reservation.status,
          changedBy: caller.uid,
          at: now,
          kind: decision === 'approve' ? 'bill_approved' : 'bill_refused',
        }),
        amountSpent: pending.amount,
      };
      if (decision === 'refuse') {
        tx.update(`reservations/${reservation.id}`, {
          pendingBill: FieldValue.delete(),
          statusHistory: [...reservation.statusHistory, decided] as Reservation['statusHistory'],
          updatedAt: now.toISOString(),
        });
        return { changed: true, amount: reservation.amountSpent ?? 0, pointsDelta: 0 };
      }
      const ledger = await planBookingChange(tx, {
        reservation,
        to: reservation.status,
        billAmount: pending.amount,
        changedBy: caller.uid,
        now,
      });
      const bill = ledger.bill;
      const billed = bill?.amount ?? 0;
      const entry = {
        ...historyEntry({ status: reservation.status, changedBy: caller.uid, at: now, kind: 'bill' }),
        amountSpent: billed > 0 ? billed : null,
      };
      tx.update(`reservations/${reservation.id}`, {
        amountSpent: billed > 0 ? billed : FieldValue.delete(),
        ...(bill ? { billCredit: bill.billCredit } : {}),
        statusCredit: ledger.statusCredit,
        pendingBill: FieldValue.delete(),
        statusHistory: [...reservation.statusHistory, decided, entry] as Reservation['statusHistory'],
        updatedAt: now.toISOString(),
      });
      ledger.commit();
      return { changed: true, amount: billed, pointsDelta: bill?.pointsDelta ?? 0 };
    });
    return { ok: true as const, ...result };
  },
});
