import {
  AppError,
  MESSAGES,
  REFUSAL_MAIL_DELAY_MS,
  REFUSAL_UNDO_WINDOW_MS,
  RefuseReservationInputSchema,
  refusalSentence,
  type Refusal,
  type Reservation,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { historyEntry, transact } from '../../lib/transact';
import { readMailRestaurant } from '../../mail/mail-restaurant';
import { readReservation } from './apply-status-change';
import { queueReservationMail } from './reservation-mail';
import { queueReservationEvent } from '../../webhooks/queue-webhook-event';

/**
 * Staff refuse a pending request with a reason (issue 16): status CANCELLED with a `refusal` record and a
 * history entry of kind 'refusal' whose reason is the sentence given to the diner, so that refusals are told
 * apart from cancellations. No loyalty penalty: the diner cancelled nothing. When asked and the diner has an
 * e-mail, the rejection e-mail carries that sentence; it waits 10 s in the outbox so that an undo right after
 * withdraws it (undoRefusal).
 */
export const refuseReservation = defineCallable({
  name: 'refuseReservation',
  input: RefuseReservationInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, reason, otherText, notifyCustomer }, { caller, now }) =>
    transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      if (reservation.status !== 'PENDING') {
        throw new AppError('refusal-not-pending', MESSAGES.reservation.refuseNotPending);
      }
      const text = refusalSentence({ reason, ...(otherText ? { otherText } : {}) });
      // Read with the other reads: the transaction may not read once it has written.
      // The refusal goes by mail and, when the venue sends it, by SMS to a mobile (issue 50).
      const mailRestaurant =
        notifyCustomer && (reservation.customerEmail || reservation.customerPhone)
          ? await readMailRestaurant(tx, reservation.restaurantId, reservation.restaurantName)
          : undefined;
      const nowIso = now.toISOString();
      const entry = historyEntry({
        status: 'CANCELLED',
        changedBy: caller.uid,
        at: now,
        reason: text,
        kind: 'refusal',
      });
      const statusHistory = [...reservation.statusHistory, entry] as Reservation['statusHistory'];
      const refused: Reservation = { ...reservation, status: 'CANCELLED', statusHistory, updatedAt: nowIso };
      const mailId = mailRestaurant
        ? queueReservationMail(tx, {
            reservation: refused,
            restaurant: mailRestaurant,
            type: 'rejection',
            historyLength: statusHistory.length,
            reason: text,
            notBefore: new Date(now.getTime() + REFUSAL_MAIL_DELAY_MS),
          })
        : undefined;
      const refusal: Refusal = { reason, text, at: nowIso, by: caller.uid, ...(mailId ? { mailId } : {}) };
      tx.update(`reservations/${reservation.id}`, {
        status: 'CANCELLED',
        statusHistory,
        updatedAt: nowIso,
        refusal,
      });
      queueReservationEvent(tx, refused, now);
      return {
        ok: true as const,
        emailQueued: !!mailId,
        /** Until when undoRefusal accepts to put the request back (server clock). */
        undoUntil: new Date(now.getTime() + REFUSAL_UNDO_WINDOW_MS).toISOString(),
      };
    }),
});
