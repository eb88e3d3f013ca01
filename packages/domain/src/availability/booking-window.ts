import { addDaysToDate, parisWallTimeToDate, toParisDateTime } from './paris-time';

/** Online bookings are taken from today up to 90 days ahead (customer-flows constants). */
export const BOOKING_WINDOW_DAYS = 90;

/** First and last bookable dates, in Paris, for the date picker and the server check. */
export function getBookingWindow({ now }: { now: Date }): { minDate: string; maxDate: string } {
  const today = toParisDateTime({ at: now }).date;
  return { minDate: today, maxDate: addDaysToDate({ date: today, days: BOOKING_WINDOW_DAYS }) };
}

/** Whether a date lies in the booking window (both ends included). */
export function isDateInBookingWindow({ date, now }: { date: string; now: Date }): boolean {
  const { minDate, maxDate } = getBookingWindow({ now });
  return date >= minDate && date <= maxDate;
}

/** Whether a slot has already started (Paris wall time compared with now). */
export function isSlotPast({ date, time, now }: { date: string; time: string; now: Date }): boolean {
  return parisWallTimeToDate({ date, time }).getTime() <= now.getTime();
}

/**
 * Whether a slot starts too soon to be booked online: less than `cutoffHours` hours from now
 * (the restaurant's minimum booking delay, default 2 h, 0 to 72).
 */
export function isWithinBookingCutoff({
  date,
  time,
  now,
  cutoffHours,
}: {
  date: string;
  time: string;
  now: Date;
  cutoffHours: number;
}): boolean {
  const delayMs = Math.max(0, cutoffHours) * 3_600_000;
  return parisWallTimeToDate({ date, time }).getTime() - now.getTime() < delayMs;
}
