import { addDaysToDate, BOOKING_WINDOW_DAYS, toParisDateTime } from '@app/domain';
import { now as clockNow } from '@app/ui';

/** Today's date in Paris as YYYY-MM-DD, whatever the device's time zone, by default on the apps' clock. */
export function parisToday(at: Date = clockNow()): string {
  return toParisDateTime({ at }).date;
}

/** The last bookable date: the domain's window, the one the server checks (today to 90 days ahead). */
export function lastBookableDate(today: string): string {
  return addDaysToDate({ date: today, days: BOOKING_WINDOW_DAYS });
}

/** The next `count` days from today, for quick picks. */
export function nextDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDaysToDate({ date: today, days: i }));
}
