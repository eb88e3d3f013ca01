import { FieldValue, type Transaction } from '@app/data';
import {
  AppError,
  CAPACITY_HOLDING_STATUSES,
  CONFIRMATION_MAIL_DELAY_MS,
  MESSAGES,
  ReservationSchema,
  canChangeStatus,
  checkStaffStatusTiming,
  getTransitionEffects,
  type CancellationCharge,
  type Confirmation,
  type Reservation,
  type ReservationStatus,
  type StatusActor,
} from '@app/domain';
import { afterCommit, historyEntry } from '../../lib/transact';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { planBookingChange } from './booking-ledger';
import { screenBill } from './bill-ceiling';
import { readMailRestaurant } from '../../mail/mail-restaurant';
import { queueReservationMail } from './reservation-mail';
import { queueReservationEvent } from '../../webhooks/queue-webhook-event';

/** Reads and parses a reservation in a transaction; 'Réservation non trouvée' when missing or unreadable. */
export async function readReservation(
  tx: Pick<Transaction, 'get'>,
  reservationId: string,
): Promise<Reservation> {
  const snap = await tx.get(`reservations/${reservationId}`);
  const parsed = snap.exists ? ReservationSchema.safeParse({ ...snap.data, id: reservationId }) : undefined;
  if (!parsed?.success) throw new AppError('reservation-not-found', MESSAGES.generic.reservationNotFound);
  return parsed.data;
}

export interface StatusChangeRequest {
  reservationId: string;
  to: ReservationStatus;
  actor: StatusActor;
  /** Author written in the history: user id, customer e-mail or 'system'. */
  changedBy: string;
  reason?: string;
  now: Date;
  /** The bill entered with « Terminer » (euros, 0: none); ignored for any other status. */
  amountSpent?: number;
  /** The staff role entering that bill: an `admin`'s bill above the venue's ceiling waits (issue 49). */
  billerRole?: string;
  /** Checks the reservation may be touched by this caller (restaurant access, own reservation). */
  guard?: (reservation: Reservation) => void;
  /**
   * Sees how a cancellation is charged before anything is written, and throws to refuse it (the diner was shown
   * another charge than the server decides now).
   */
  confirmCharge?: (charge: { charge: CancellationCharge; points: number }) => void;
}

export interface StatusChangeResult {
  changed: boolean;
  reservation: Reservation;
  mailId?: string;
  /** How a change to CANCELLED was charged ('none' otherwise). */
  cancellation?: CancellationCharge;
  /** Points the ledger moved in all. */
  pointsDelta?: number;
}

/**
 * One status change (staff-operations §4), inside the caller's transaction: checks the transition for the actor
 * and, for staff, its timing (seat and complete from the booking's day, no-show from its time), appends the
 * history entry, brings the ledger to what the new status earns in the same transaction (planBookingChange:
 * deterministic ids, only the difference moves, so a retry or a re-run never counts twice and any order of changes
 * ends with what the final status earns) and queues the e-mail the domain's table names. Setting the current
 * status again changes nothing.
 */
export async function applyStatusChange(
  tx: Transaction,
  request: StatusChangeRequest,
): Promise<StatusChangeResult> {
  const reservation = await readReservation(tx, request.reservationId);
  request.guard?.(reservation);
  const from = reservation.status;
  if (from === request.to) return { changed: false, reservation };
  if (!canChangeStatus({ actor: request.actor, from, to: request.to })) {
    throw new AppError('invalid-transition', MESSAGES.reservation.invalidTransition);
  }
  if (request.actor === 'staff') {
    const tooEarly = checkStaffStatusTiming({ reservation, to: request.to, now: request.now });
    if (tooEarly) throw new AppError(tooEarly.code, tooEarly.message);
  }
  const effects = getTransitionEffects({ from, to: request.to, actor: request.actor });
  // Read with the other reads: the transaction may not read once it has written.
  const mailRestaurant = effects.email
    ? await readMailRestaurant(tx, reservation.restaurantId, reservation.restaurantName)
    : undefined;
  // The ledger follows the status (issue 48, defect 1): what the booking holds is brought to what its new status
  // earns, in this transaction. The bill is entered with « Terminer » and taken back when it leaves « Terminée ».
  // A bill above the venue's ceiling entered by an `admin` earns nothing yet: it waits for a manager (issue 49).
  const screening =
    request.to === 'COMPLETED' && request.amountSpent
      ? await screenBill(tx, {
          reservation,
          amount: request.amountSpent,
          role: request.billerRole ?? 'admin',
          by: request.changedBy,
          now: request.now,
        })
      : undefined;
  const pendingBill = screening?.held ? screening.pendingBill : undefined;
  const billAmount =
    request.to === 'COMPLETED'
      ? pendingBill
        ? 0
        : request.amountSpent
      : from === 'COMPLETED' && (reservation.amountSpent || reservation.billCredit)
        ? 0
        : undefined;
  const ledger = await planBookingChange(tx, {
    reservation,
    to: request.to,
    billAmount,
    changedBy: request.changedBy,
    now: request.now,
  });
  request.confirmCharge?.({ charge: ledger.cancellation, points: ledger.penaltyPoints });
  const bill = ledger.bill;

  const entry = historyEntry({
    status: request.to,
    changedBy: request.changedBy,
    at: request.now,
    ...(request.reason ? { reason: request.reason } : {}),
  });
  const billEntry =
    bill?.changed && (bill.amount > 0 || reservation.amountSpent)
      ? {
          ...historyEntry({
            status: request.to,
            changedBy: request.changedBy,
            at: request.now,
            kind: 'bill',
          }),
          amountSpent: bill.amount > 0 ? bill.amount : null,
        }
      : undefined;
  const heldEntry = pendingBill
    ? {
        ...historyEntry({
          status: request.to,
          changedBy: request.changedBy,
          at: request.now,
          kind: 'bill_held',
        }),
        amountSpent: pendingBill.amount,
      }
    : undefined;
  const statusHistory = [
    ...reservation.statusHistory,
    entry,
    ...(billEntry ? [billEntry] : []),
    ...(heldEntry ? [heldEntry] : []),
  ] as Reservation['statusHistory'];
  const nowIso = request.now.toISOString();
  const wantsReview = effects.email === 'review_request';
  const alreadyAsked = wantsReview && !!reservation.reviewRequestedAt;
  // Staff answering a request: its confirmation may be undone for 30 s, so its e-mail waits 10 s (issue 36).
  const confirmsRequest = request.actor === 'staff' && from === 'PENDING' && request.to === 'CONFIRMED';
  // « Annulée par le client » (issue 48): the diner's own cancellation is marked; any other change unmarks it.
  const dinerCancels = request.actor === 'customer' && request.to === 'CANCELLED';
  const { refusal: _left, confirmation: _confirmed, dinerCancelledAt: _cancelled, ...rest } = reservation;
  // A bill waiting leaves with « Terminée » (a booking completed again is billed again).
  const { pendingBill: _held, ...unheld } = rest;
  const { amountSpent: _bill, billCredit: _credit, ...unbilled } = unheld;
  const billFields = bill
    ? { ...(bill.amount > 0 ? { amountSpent: bill.amount } : {}), billCredit: bill.billCredit }
    : {};
  const updated: Reservation = {
    ...(bill ? unbilled : unheld),
    ...billFields,
    ...(pendingBill ? { pendingBill } : {}),
    ...(dinerCancels ? { dinerCancelledAt: nowIso } : {}),
    status: request.to,
    statusHistory,
    statusCredit: ledger.statusCredit,
    updatedAt: nowIso,
  };
  const mailId =
    effects.email && mailRestaurant && !alreadyAsked
      ? queueReservationMail(tx, {
          reservation: updated,
          restaurant: mailRestaurant,
          type: effects.email,
          historyLength: statusHistory.length,
          ...(confirmsRequest
            ? { notBefore: new Date(request.now.getTime() + CONFIRMATION_MAIL_DELAY_MS) }
            : {}),
        })
      : undefined;
  const confirmation: Confirmation | undefined = confirmsRequest
    ? { at: nowIso, by: request.changedBy, ...(mailId ? { mailId } : {}) }
    : undefined;
  tx.update(`reservations/${reservation.id}`, {
    status: request.to,
    statusHistory,
    updatedAt: nowIso,
    ...(dinerCancels
      ? { dinerCancelledAt: nowIso }
      : reservation.dinerCancelledAt
        ? { dinerCancelledAt: FieldValue.delete() }
        : {}),
    statusCredit: ledger.statusCredit,
    ...(bill
      ? {
          amountSpent: bill.amount > 0 ? bill.amount : FieldValue.delete(),
          billCredit: bill.billCredit,
        }
      : {}),
    ...(pendingBill ? { pendingBill } : reservation.pendingBill ? { pendingBill: FieldValue.delete() } : {}),
    ...(wantsReview && !alreadyAsked && reservation.customerEmail ? { reviewRequestedAt: nowIso } : {}),
    // A refused request that staff set to another status is no longer a refusal; a confirmation that moved on
    // can no longer be undone.
    ...(reservation.refusal ? { refusal: FieldValue.delete() } : {}),
    ...(confirmation
      ? { confirmation }
      : reservation.confirmation
        ? { confirmation: FieldValue.delete() }
        : {}),
  });
  ledger.commit();
  // The venue's subscriptions hear of the new status (issue 52): here, the one place every status change goes.
  queueReservationEvent(tx, updated, request.now);
  // Covers freed (a cancellation, a refusal): once committed, the first diner waiting for them gets an offer.
  if (CAPACITY_HOLDING_STATUSES.includes(from) && !CAPACITY_HOLDING_STATUSES.includes(request.to)) {
    afterCommit(tx, () => offerFreedCoversSafely(reservation.restaurantId, reservation.date));
  }
  return {
    changed: true,
    reservation: confirmation ? { ...updated, confirmation } : updated,
    ...(mailId ? { mailId } : {}),
    cancellation: ledger.cancellation,
    pointsDelta: ledger.pointsDelta,
  };
}
