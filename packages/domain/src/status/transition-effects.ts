import type { ReservationStatus } from '../schemas';
import type { StatusActor } from './status-transitions';

/** E-mail queued by a status change. */
export type StatusEmail = 'confirmation' | 'rejection' | 'cancellation' | 'review_request';

/** Ledger entry types a status change earns or loses (same names as the loyalty ledger). */
export type StatusLoyaltyEffect = 'reservation_completed' | 'cancellation' | 'no_show';

/** What a status change triggers besides the history entry. */
export interface TransitionEffects {
  /** E-mail to queue in the outbox, or null. */
  email: StatusEmail | null;
  /** Reason given in the rejection e-mail. */
  rejectionReason?: string;
  loyalty: {
    /** Ledger entry to write for the new status. */
    apply: StatusLoyaltyEffect | null;
    /** Ledger entry of the previous status to cancel out, if it was written (staff can undo a mistake). */
    reverse: StatusLoyaltyEffect | null;
  };
}

/** Reason sent when staff refuse a pending request (the product's swipe refusal). */
export const REJECTION_REASON_FULL = 'Le restaurant est complet pour ce créneau.';

/** Ledger entry a status stands for: an honoured visit earns, a cancellation or a no-show costs. */
function loyaltyEntryOf(status: ReservationStatus): StatusLoyaltyEffect | null {
  switch (status) {
    case 'COMPLETED':
      return 'reservation_completed';
    case 'CANCELLED':
      return 'cancellation';
    case 'NO_SHOW':
      return 'no_show';
    default:
      return null;
  }
}

/**
 * E-mail and loyalty effect of a status change (staff-operations §4).
 * - PENDING → CONFIRMED: confirmation e-mail.
 * - PENDING → CANCELLED by staff is a refusal: rejection e-mail saying the restaurant is full for that slot,
 *   and no penalty (the customer did not cancel anything).
 * - any other → CANCELLED: cancellation e-mail and the cancellation penalty.
 * - → NO_SHOW: no-show penalty, no e-mail. → SEATED: nothing.
 * - → COMPLETED (staff or the nightly job): review-request e-mail and the honoured-reservation points.
 * Leaving a status that earned or cost points reverses that entry.
 */
export function getTransitionEffects({
  from,
  to,
  actor,
}: {
  from: ReservationStatus;
  to: ReservationStatus;
  actor: StatusActor;
}): TransitionEffects {
  const reverse = loyaltyEntryOf(from);
  const isRefusal = actor === 'staff' && from === 'PENDING' && to === 'CANCELLED';
  if (isRefusal) {
    return { email: 'rejection', rejectionReason: REJECTION_REASON_FULL, loyalty: { apply: null, reverse } };
  }
  return { email: emailFor(from, to), loyalty: { apply: loyaltyEntryOf(to), reverse } };
}

function emailFor(from: ReservationStatus, to: ReservationStatus): StatusEmail | null {
  switch (to) {
    case 'CONFIRMED':
      return from === 'PENDING' ? 'confirmation' : null;
    case 'CANCELLED':
      return 'cancellation';
    case 'COMPLETED':
      return 'review_request';
    default:
      return null;
  }
}
