import { FieldValue, type Transaction } from '@app/data';
import {
  AppError,
  CAPACITY_HOLDING_STATUSES,
  CONFIRMATION_MAIL_DELAY_MS,
  MESSAGES,
  ReservationSchema,
  buildLedgerEntryId,
  canChangeStatus,
  checkStaffStatusTiming,
  getTransitionEffects,
  type Confirmation,
  type Reservation,
  type ReservationStatus,
  type StatusActor,
  type StatusLoyaltyEffect,
} from '@app/domain';
import { planLoyaltyEvent, type LoyaltyEventInput, type StatsCounter } from '../../lib/loyalty-ledger';
import { afterCommit, historyEntry } from '../../lib/transact';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { proposeDayTablesSafely } from './propose-day-tables';
import { bookingLedgerBase, planBill, type BillPlan } from './bill-ledger';
import { readMailRestaurant } from '../../mail/mail-restaurant';
import { queueReservationMail } from './reservation-mail';

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

const COUNTER_OF: Record<StatusLoyaltyEffect, StatsCounter> = {
  reservation_completed: 'completed',
  cancellation: 'cancelled',
  no_show: 'noShow',
};

function ledgerKey(effect: StatusLoyaltyEffect, reservationId: string) {
  return { type: effect, reservationId } as const;
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
  /** Checks the reservation may be touched by this caller (restaurant access, own reservation). */
  guard?: (reservation: Reservation) => void;
}

export interface StatusChangeResult {
  changed: boolean;
  reservation: Reservation;
  mailId?: string;
  /** Reversal of the previous status's points, to run in its own transaction (one ledger event per transaction). */
  pendingReversal?: LoyaltyEventInput;
}

/**
 * One status change (staff-operations §4), inside the caller's transaction: checks the transition for the actor
 * and, for staff, its timing (seat and complete from the booking's day, no-show from its time), appends the
 * history entry, applies the loyalty effect through the ledger (deterministic ids: a retry or a
 * re-run never counts twice) and queues the e-mail the domain's table names. Setting the current status again
 * changes nothing.
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
  const base = bookingLedgerBase(reservation, request.changedBy, request.now);
  const customerId = base.customerId;
  const visit = { date: reservation.date, time: reservation.time, partySize: reservation.partySize };
  const apply = effects.loyalty.apply;
  const plan =
    customerId && apply
      ? await planLoyaltyEvent(tx, {
          ...base,
          event: { type: apply },
          key: ledgerKey(apply, reservation.id),
          increment: { [COUNTER_OF[apply]]: 1 },
          ...(apply === 'reservation_completed'
            ? { visitDate: reservation.date, activity: true, visitStats: { visit, sign: 1 as const } }
            : {}),
        })
      : undefined;
  const reverse = effects.loyalty.reverse;
  let pendingReversal: LoyaltyEventInput | undefined;
  let reversalPlan: Awaited<ReturnType<typeof planLoyaltyEvent>> | undefined;
  if (customerId && reverse) {
    const entryId = buildLedgerEntryId({ key: ledgerKey(reverse, reservation.id) });
    const entry = await tx.get(`loyaltyLedger/${entryId}`);
    const delta = Number(entry.data?.delta ?? 0);
    if (entry.exists && delta !== 0) {
      const reversal: LoyaltyEventInput = {
        ...base,
        event: { type: 'adjustment', delta: -delta },
        key: {
          type: 'adjustment',
          restaurantId: reservation.restaurantId,
          customerId,
          timestamp: `reverse-${entryId}`,
        },
        reason: `Annulation de l'effet du statut ${from}`,
        increment: { [COUNTER_OF[reverse]]: -1 },
        ...(reverse === 'reservation_completed' ? { visitStats: { visit, sign: -1 as const } } : {}),
      };
      // The ledger computes each event from the balance it read: two events in one transaction would race.
      if (plan) pendingReversal = reversal;
      else reversalPlan = await planLoyaltyEvent(tx, reversal);
    }
  }

  // The bill moves with the status: entered with « Terminer », taken back when the booking leaves « Terminée ».
  const billAmount =
    request.to === 'COMPLETED'
      ? request.amountSpent
      : from === 'COMPLETED' && (reservation.amountSpent || reservation.billCredit)
        ? 0
        : undefined;
  const bill: BillPlan | undefined =
    billAmount === undefined
      ? undefined
      : await planBill(tx, {
          reservation,
          amount: billAmount,
          changedBy: request.changedBy,
          now: request.now,
          ...((plan ?? reversalPlan) ? { after: plan ?? reversalPlan } : {}),
        });

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
  const statusHistory = [
    ...reservation.statusHistory,
    entry,
    ...(billEntry ? [billEntry] : []),
  ] as Reservation['statusHistory'];
  const nowIso = request.now.toISOString();
  const wantsReview = effects.email === 'review_request';
  const alreadyAsked = wantsReview && !!reservation.reviewRequestedAt;
  // Staff answering a request: its confirmation may be undone for 30 s, so its e-mail waits 10 s (issue 36).
  const confirmsRequest = request.actor === 'staff' && from === 'PENDING' && request.to === 'CONFIRMED';
  const { refusal: _left, confirmation: _confirmed, ...rest } = reservation;
  const { amountSpent: _bill, billCredit: _credit, ...unbilled } = rest;
  const billFields = bill
    ? { ...(bill.amount > 0 ? { amountSpent: bill.amount } : {}), billCredit: bill.billCredit }
    : {};
  const updated: Reservation = {
    ...(bill ? unbilled : rest),
    ...billFields,
    status: request.to,
    statusHistory,
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
    ...(bill
      ? {
          amountSpent: bill.amount > 0 ? bill.amount : FieldValue.delete(),
          billCredit: bill.billCredit,
        }
      : {}),
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
  plan?.commit();
  reversalPlan?.commit();
  bill?.plan?.commit();
  // Covers freed (a cancellation, a refusal): once committed, the first diner waiting for them gets an offer.
  if (CAPACITY_HOLDING_STATUSES.includes(from) && !CAPACITY_HOLDING_STATUSES.includes(request.to)) {
    afterCommit(tx, () => offerFreedCoversSafely(reservation.restaurantId, reservation.date));
  }
  // Confirmed without a table: once committed, the engine proposes one (« Table proposée »).
  if (request.to === 'CONFIRMED' && reservation.tableId.trim() === '') {
    afterCommit(tx, () => proposeDayTablesSafely(reservation.restaurantId, reservation.date));
  }
  return {
    changed: true,
    reservation: confirmation ? { ...updated, confirmation } : updated,
    ...(mailId ? { mailId } : {}),
    ...(pendingReversal ? { pendingReversal } : {}),
  };
}
