import { parisWallTimeToDate } from '../availability/paris-time';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * Whether a reservation is still to come: its date and time (Europe/Paris wall time) are after `now`.
 * A booking that has started, or whose time is now, is past: the customer may no longer cancel it
 * (customer space: the cancel button and `cancelMyReservation` apply the same rule). An unreadable date or
 * time is treated as past.
 * @example isReservationUpcoming({ date: '2026-11-22', time: '11:30', now: new Date('2026-11-22T10:00:00Z') }) // true
 */
export function isReservationUpcoming({
  date,
  time,
  now,
}: {
  date: string;
  time: string;
  now: Date;
}): boolean {
  if (!DATE.test(date) || !TIME.test(time)) return false;
  return parisWallTimeToDate({ date, time }).getTime() > now.getTime();
}
