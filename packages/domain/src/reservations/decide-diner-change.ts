import { DINER_CHANGE_MESSAGES as M } from '../errors/diner-change-messages';
import { formatDateTime } from '../format/format-date';
import { cancellationDeadline } from '../loyalty/decide-cancellation-charge';
import type { ReservationStatus } from '../schemas/reservation-status';
import { isReservationUpcoming } from './is-reservation-upcoming';

/** What a diner's change names: the booking's date, time and party size. */
export interface DinerChangeSlot {
  date: string;
  time: string;
  partySize: number;
}

/** Why a diner may not change their booking, in French. */
export type DinerChangeRefusal = {
  ok: false;
  code: 'reservation-not-changeable' | 'reservation-past' | 'change-too-late' | 'change-unchanged';
  message: string;
};

/**
 * Whether the diner may still change or cancel their booking themselves (issue 48): a request or a confirmed
 * booking, still to come, before the venue's free cancellation deadline (`freeCancellationHours` before its time,
 * the same terms as the customer space's cancellation, defect 3): a change made in time costs no points; later,
 * the venue decides. `to`, when given, must differ from the booking.
 * @example checkDinerChange({ booking: { status: 'CONFIRMED', date: '2026-12-10', time: '20:00', partySize: 2 }, now, freeCancellationHours: 24 }) // { ok: true }
 */
export function checkDinerChange({
  booking,
  to,
  now,
  freeCancellationHours,
}: {
  booking: DinerChangeSlot & { status: ReservationStatus };
  to?: DinerChangeSlot;
  now: Date;
  freeCancellationHours: number;
}): { ok: true } | DinerChangeRefusal {
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED')
    return { ok: false, code: 'reservation-not-changeable', message: M.notChangeable };
  if (!isReservationUpcoming({ date: booking.date, time: booking.time, now }))
    return { ok: false, code: 'reservation-past', message: M.past };
  const deadline = cancellationDeadline({ date: booking.date, time: booking.time, freeCancellationHours });
  if (now.getTime() >= deadline.getTime())
    return {
      ok: false,
      code: 'change-too-late',
      message: M.tooLate(formatDateTime({ timestamp: deadline.toISOString() })),
    };
  if (to && to.date === booking.date && to.time === booking.time && to.partySize === booking.partySize)
    return { ok: false, code: 'change-unchanged', message: M.unchanged };
  return { ok: true };
}

/**
 * What a change becomes: a new request the venue confirms by hand (« À confirmer »), unless the booking was
 * confirmed and the venue's auto-confirmation takes the new date, time and party at once.
 */
export function dinerChangeStatus({
  from,
  autoConfirmed,
}: {
  from: ReservationStatus;
  autoConfirmed: boolean;
}): 'CONFIRMED' | 'PENDING' {
  return from === 'CONFIRMED' && autoConfirmed ? 'CONFIRMED' : 'PENDING';
}
