import type { ReservationStatus } from '../schemas';
import type { StatusActor } from './status-transitions';

/**
 * E-mail queued about a reservation's status: by a status change, or 'rejection' by a refusal
 * (refuseReservation, which carries the sentence staff chose).
 */
export type StatusEmail = 'confirmation' | 'rejection' | 'cancellation' | 'review_request';

/** Ledger entry types a status change earns or loses (same names as the loyalty ledger). */
export type StatusLoyaltyEffect = 'reservation_completed' | 'cancellation' | 'no_show';

/** What a status change triggers besides the history entry. */
export interface TransitionEffects {
  /** E-mail to queue in the outbox, or null (a status change never sends the rejection e-mail). */
  email: Exclude<StatusEmail, 'rejection'> | null;
  loyalty: {
    /** Ledger entry to write for the new status. */
    apply: StatusLoyaltyEffect | null;
    /** Ledger entry of the previous status to cancel out, if it was written (staff can undo a mistake). */
    reverse: StatusLoyaltyEffect | null;
  };
}

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
 * - PENDING → CANCELLED by staff is a plain cancellation (a guest who calls to withdraw their request):
 *   cancellation e-mail, no penalty for a request that was never accepted. Refusing a request, with its
 *   reason and rejection e-mail, is refuseReservation's, not a status change.
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
  const withdrawnRequest = actor === 'staff' && from === 'PENDING' && to === 'CANCELLED';
  const apply = withdrawnRequest ? null : loyaltyEntryOf(to);
  return { email: emailFor(from, to), loyalty: { apply, reverse } };
}

function emailFor(from: ReservationStatus, to: ReservationStatus): TransitionEffects['email'] {
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
