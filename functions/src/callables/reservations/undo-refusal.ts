import { FieldValue } from '@app/data';
import { AppError, MESSAGES, UndoRefusalInputSchema, canUndoRefusal, type Reservation } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { planMailWithdrawal } from '../../lib/outbox';
import { historyEntry, transact } from '../../lib/transact';
import { readReservation } from './apply-status-change';

/**
 * Undoes a refusal made less than 30 s ago (server clock), for staff of the reservation's restaurant: the
 * request is PENDING again, its `refusal` record is removed, the history gets a 'Refus annulé' entry, and the
 * rejection e-mail is withdrawn if no worker has taken it yet (`mailWithdrawn` says whether it was).
 * Otherwise 'Le refus ne peut plus être annulé'.
 */
export const undoRefusal = defineCallable({
  name: 'undoRefusal',
  input: UndoRefusalInputSchema,
  auth: 'staff',
  handler: async ({ reservationId }, { caller, now }) =>
    transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      if (!canUndoRefusal({ reservation, now })) {
        throw new AppError('refusal-undo-expired', MESSAGES.reservation.refusalUndoExpired);
      }
      const mailId = reservation.refusal?.mailId;
      const withdrawal = mailId ? await planMailWithdrawal(tx, mailId, now) : undefined;
      const entry = historyEntry({
        status: 'PENDING',
        changedBy: caller.uid,
        at: now,
        reason: MESSAGES.reservation.refusalUndone,
        kind: 'refusal_undone',
      });
      const statusHistory = [...reservation.statusHistory, entry] as Reservation['statusHistory'];
      tx.update(`reservations/${reservation.id}`, {
        status: 'PENDING',
        statusHistory,
        updatedAt: now.toISOString(),
        refusal: FieldValue.delete(),
      });
      withdrawal?.commit();
      return { ok: true as const, mailWithdrawn: withdrawal?.withdrawn ?? false };
    }),
});
