import { addDays, format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** Days ahead a diner may book (spec: "today to about 90 days ahead"). */
export const BOOKING_WINDOW_DAYS = 90;

/** Today's date in Paris as YYYY-MM-DD, whatever the device's time zone. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/** The last bookable date. */
export function lastBookableDate(today: string): string {
  return format(addDays(parseISO(today), BOOKING_WINDOW_DAYS), 'yyyy-MM-dd');
}

/** The next `count` days from today, for quick picks. */
export function nextDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => format(addDays(parseISO(today), i), 'yyyy-MM-dd'));
}

/** 'samedi 22 novembre 2026'. */
export function longFrenchDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy', { locale: fr });
}

/** 'sam. 22' and 'nov.' for a compact day chip. */
export function chipParts(date: string): { weekday: string; day: string; month: string } {
  const d = parseISO(date);
  return {
    weekday: format(d, 'EEE', { locale: fr }),
    day: format(d, 'd', { locale: fr }),
    month: format(d, 'MMM', { locale: fr }),
  };
}
