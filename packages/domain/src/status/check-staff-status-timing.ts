import { parisWallTimeToDate, toParisDateTime } from '../availability/paris-time';
import { RESERVATION_MESSAGES } from '../errors/staff-messages';
import type { ReservationStatus } from '../schemas';

/** Statuses that only make sense once the reservation's day has come (Paris date). */
export const FROM_DAY_STATUSES: readonly ReservationStatus[] = ['SEATED', 'COMPLETED'];
/** Statuses that only make sense once the reservation's time has come (Paris date and time). */
export const FROM_TIME_STATUSES: readonly ReservationStatus[] = ['NO_SHOW'];

/**
 * Why a status is refused for now: the error code the server answers with, its French message, and a short
 * hint for tight places (a swipe action): « À partir du 24/11 », « À partir de 19:30 ».
 */
export interface StatusTimingRefusal {
  code: 'status-before-day' | 'no-show-before-time';
  message: string;
  hint: string;
}

/** '24/11' of '2026-11-24'. */
function dayMonth(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return `${day}/${month}`;
}

/**
 * Why staff may not set `to` yet, or null when the time is right: a booking is seated or completed only on
 * its day or after (Paris date), and marked no-show only from its time on (Paris date and time). Other
 * statuses have no timing rule. Enforced by the server and shown by the status menus (same rule).
 * @example checkStaffStatusTiming({ reservation: { date: '2026-11-30', time: '20:00' }, to: 'SEATED',
 *   now: new Date('2026-11-22T10:00:00Z') })
 * // { code: 'status-before-day', message: "Une réservation ne peut être installée…", hint: 'À partir du 30/11' }
 */
export function checkStaffStatusTiming({
  reservation,
  to,
  now,
}: {
  reservation: { date: string; time: string };
  to: ReservationStatus;
  now: Date;
}): StatusTimingRefusal | null {
  const today = toParisDateTime({ at: now }).date;
  if (FROM_DAY_STATUSES.includes(to)) {
    if (reservation.date <= today) return null;
    return {
      code: 'status-before-day',
      message: RESERVATION_MESSAGES.seatOrCompleteTooEarly,
      hint: `À partir du ${dayMonth(reservation.date)}`,
    };
  }
  if (FROM_TIME_STATUSES.includes(to)) {
    const startsAt = parisWallTimeToDate({ date: reservation.date, time: reservation.time });
    if (now.getTime() >= startsAt.getTime()) return null;
    return {
      code: 'no-show-before-time',
      message: RESERVATION_MESSAGES.noShowTooEarly,
      hint:
        reservation.date === today
          ? `À partir de ${reservation.time}`
          : `À partir du ${dayMonth(reservation.date)} à ${reservation.time}`,
    };
  }
  return null;
}
