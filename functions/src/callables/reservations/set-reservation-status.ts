import {
  AppError,
  CONFIRMATION_UNDO_WINDOW_MS,
  CancelMyReservationInputSchema,
  CLIENT_AUTHOR,
  MESSAGES,
  SetReservationStatusInputSchema,
  isReservationUpcoming,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { applyStatusChange } from './apply-status-change';
import { refuseUntoldPenalty } from './untold-penalty';

/**
 * Staff status change (badge menu, swipe, edit modal, 'Marquer comme terminée'): history with the acting user
 * and reason, the bill entered with « Terminer » (credited in the same transaction), e-mails and loyalty per the domain's table. The answer says whether an e-mail was queued, and for
 * a request confirmed until when `undoConfirmation` accepts to put it back (server clock).
 */
export const setReservationStatus = defineCallable({
  name: 'setReservationStatus',
  input: SetReservationStatusInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, status, reason, amountSpent }, { caller, now }) => {
    const result = await transact((tx) =>
      applyStatusChange(tx, {
        reservationId,
        to: status,
        actor: 'staff',
        changedBy: caller.uid,
        ...(reason ? { reason } : {}),
        ...(status === 'COMPLETED' && amountSpent !== undefined
          ? { amountSpent, billerRole: caller.role }
          : {}),
        now,
        guard: (r) => assertRestaurantAccess(caller, r.restaurantId),
      }),
    );
    const confirmedAt = result.reservation.confirmation?.at;
    return {
      ok: true as const,
      emailQueued: !!result.mailId,
      ...(result.changed && confirmedAt
        ? { undoUntil: new Date(Date.parse(confirmedAt) + CONFIRMATION_UNDO_WINDOW_MS).toISOString() }
        : {}),
    };
  },
});

/**
 * A diner cancels their own CONFIRMED reservation from the customer space (customer-flows §4); the history
 * records 'client' as the actor (« Vous » in their space, « Client » for staff), never their e-mail: a history
 * entry outlives an erasure, an address in it would name them after « Supprimer mon compte » (issue 49). Someone else's reservation reads as not found, so ids cannot be probed.
 * A reservation whose date and time (Paris) have come can no longer be cancelled by the diner (the same rule
 * as the space's cancel button, isReservationUpcoming); cancelling one already cancelled stays a no-op.
 */
export const cancelMyReservation = defineCallable({
  name: 'cancelMyReservation',
  input: CancelMyReservationInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async ({ reservationId, acceptedPenalty }, { caller, now }) => {
    await transact((tx) =>
      applyStatusChange(tx, {
        reservationId,
        to: 'CANCELLED',
        actor: 'customer',
        changedBy: CLIENT_AUTHOR,
        now,
        confirmCharge: refuseUntoldPenalty(acceptedPenalty),
        guard: (r) => {
          if (r.customerEmail !== caller.email)
            throw new AppError('reservation-not-found', MESSAGES.generic.reservationNotFound);
          if (r.status !== 'CANCELLED' && !isReservationUpcoming({ date: r.date, time: r.time, now }))
            throw new AppError('reservation-past', MESSAGES.customerSpace.pastReservation);
        },
      }),
    );
    return { ok: true as const };
  },
});
