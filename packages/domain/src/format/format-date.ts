import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { toParisDateTime } from '../availability';

/** A calendar date 'YYYY-MM-DD' as a local Date; date-fns then formats it without any time-zone shift. */
function parseCalendarDate(date: string): Date | undefined {
  const parsed = parseISO(date.slice(0, 10));
  return isValid(parsed) ? parsed : undefined;
}

/**
 * Long French date of a 'YYYY-MM-DD' date, as on the reservation detail header.
 * @example formatLongDate({ date: '2026-11-21' }) // 'samedi 21 novembre 2026'
 */
export function formatLongDate({ date }: { date: string }): string {
  const parsed = parseCalendarDate(date);
  return parsed ? format(parsed, 'EEEE d MMMM yyyy', { locale: fr }) : '';
}

/** Short French date dd/MM/yyyy of a 'YYYY-MM-DD' date. */
export function formatShortDate({ date }: { date: string }): string {
  const parsed = parseCalendarDate(date);
  return parsed ? format(parsed, 'dd/MM/yyyy', { locale: fr }) : '';
}

/**
 * Paris date and time of an ISO timestamp ('22/11/2026 à 11:00'), e.g. creation dates and voucher use.
 * Timestamps are instants: they are shown in Paris time whatever the device's zone.
 */
export function formatDateTime({ timestamp }: { timestamp: string }): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  const { date, time } = toParisDateTime({ at });
  return `${formatShortDate({ date })} à ${time}`;
}

/** Paris time 'HH:MM' of an ISO timestamp. */
export function formatTimeOfTimestamp({ timestamp }: { timestamp: string }): string {
  const at = new Date(timestamp);
  return Number.isNaN(at.getTime()) ? '' : toParisDateTime({ at }).time;
}

/** A wall time 'HH:MM' as French lists show it ('19h30'; whole hours '19h00'). */
export function formatTime({ time }: { time: string }): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? `${match[1]}h${match[2]}` : time;
}
