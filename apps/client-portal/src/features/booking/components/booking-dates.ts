import { addDaysToDate, BOOKING_WINDOW_DAYS, toParisDateTime } from '@app/domain';
import { now as clockNow } from '@app/ui';

// Dates are written with the browser's Intl rather than date-fns: same French text, no formatting library in the
// booking route's bundle. Calendar dates ('YYYY-MM-DD') are read at noon UTC and formatted in UTC, so that the
// device's time zone never shifts the day.
const longFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

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

/** 'samedi 22 novembre 2026'. */
export function longFrenchDate(date: string): string {
  return longFormat.format(atNoonUtc(date));
}

/**
 * 'samedi', '22', 'novembre' and '2026' for a day chip: words in full, so that what the chip shows is part of its
 * spoken name ('samedi 22 novembre 2026'), as WCAG's label-in-name asks (a voice user says what they see).
 */
export function chipParts(date: string): { weekday: string; day: string; month: string; year: string } {
  const d = atNoonUtc(date);
  return {
    weekday: weekdayFormat.format(d),
    day: String(d.getUTCDate()),
    month: monthFormat.format(d),
    year: String(d.getUTCFullYear()),
  };
}
