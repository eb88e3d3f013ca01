import { FieldValue } from '@app/data';
import {
  AppError,
  MESSAGES,
  UndoConfirmationInputSchema,
  canUndoConfirmation,
  type Reservation,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { planMailWithdrawal } from '../../lib/outbox';
import { historyEntry, transact } from '../../lib/transact';
import { readReservation } from './apply-status-change';

/**
 * Undoes « Confirmer » made less than 30 s ago (server clock), for staff of the reservation's restaurant, as
 * undoRefusal does for a refusal (issue 36): the request is PENDING again, its `confirmation` record is removed,
 * the history gets a 'Confirmation annulée' entry, and the confirmation e-mail is withdrawn if no worker has
 * taken it yet (`mailWithdrawn`). Otherwise 'La confirmation ne peut plus être annulée'. Confirming moved no
 * points, so undoing moves none either.
 */
export const undoConfirmation = defineCallable({
  name: 'undoConfirmation',
  input: UndoConfirmationInputSchema,
  auth: 'staff',
  handler: async ({ reservationId }, { caller, now }) =>
    transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      if (!canUndoConfirmation({ reservation, now })) {
        throw new AppError('confirmation-undo-expired', MESSAGES.reservation.confirmationUndoExpired);
      }
      const mailId = reservation.confirmation?.mailId;
      const withdrawal = mailId ? await planMailWithdrawal(tx, mailId, now) : undefined;
      const entry = historyEntry({
        status: 'PENDING',
        changedBy: caller.uid,
        at: now,
        reason: MESSAGES.reservation.confirmationUndone,
        kind: 'confirmation_undone',
      });
      const statusHistory = [...reservation.statusHistory, entry] as Reservation['statusHistory'];
      tx.update(`reservations/${reservation.id}`, {
        status: 'PENDING',
        statusHistory,
        updatedAt: now.toISOString(),
        confirmation: FieldValue.delete(),
      });
      withdrawal?.commit();
      return { ok: true as const, mailWithdrawn: withdrawal?.withdrawn ?? false };
    }),
});
