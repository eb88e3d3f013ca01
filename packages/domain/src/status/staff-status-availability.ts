import { RESERVATION_MESSAGES } from '../errors/staff-messages';
import { RESERVATION_STATUSES, type ReservationStatus } from '../schemas';
import { checkStaffStatusTiming } from './check-staff-status-timing';
import { canChangeStatus } from './status-transitions';

/**
 * Whether staff may choose a status now and, when not, why (French, shown beside the disabled choice) with a
 * short form of it for tight places such as a swipe action.
 */
export interface StatusAvailability {
  allowed: boolean;
  reason?: string;
  hint?: string;
}

/**
 * For every status, whether staff may set it on this reservation now, with the same rules as the server:
 * the transitions staff may make (never to VISIT_DECLARED, never from it) and the timing rule (seat and
 * complete from the booking's day, no-show from its time, Paris clock). The current status counts as
 * allowed: choosing it again changes nothing. The status menu, the swipe actions and the edit modal read it
 * to disable a choice and show the reason.
 */
export function staffStatusAvailability({
  reservation,
  now,
}: {
  reservation: { status: ReservationStatus; date: string; time: string };
  now: Date;
}): Record<ReservationStatus, StatusAvailability> {
  const entries = RESERVATION_STATUSES.map((to): [ReservationStatus, StatusAvailability] => {
    if (to === reservation.status) return [to, { allowed: true }];
    if (!canChangeStatus({ actor: 'staff', from: reservation.status, to })) {
      const reason = RESERVATION_MESSAGES.invalidTransition;
      return [to, { allowed: false, reason, hint: reason }];
    }
    const refusal = checkStaffStatusTiming({ reservation, to, now });
    if (!refusal) return [to, { allowed: true }];
    return [to, { allowed: false, reason: refusal.message, hint: refusal.hint }];
  });
  return Object.fromEntries(entries) as Record<ReservationStatus, StatusAvailability>;
}
