import { toParisDateTime } from '@app/domain';
import { now } from '@app/ui';
import { addDays, format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** 'YYYY-MM-DD' of a Date in the browser's wall time (staff work in the restaurant's time zone). */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * The restaurants' day (Europe/Paris) as 'YYYY-MM-DD' at `at`, by default now on the apps' clock: the day the
 * server calls today, whatever the time zone of the device the staff member uses.
 */
export function todayIso(at: Date = now()): string {
  return toParisDateTime({ at }).date;
}

/** The date `days` after an ISO date. */
export function shiftIsoDate(iso: string, days: number): string {
  return toIsoDate(addDays(parseISO(iso), days));
}

/** 'samedi 22 novembre 2026' (fr-FR). */
export function longFrenchDate(iso: string): string {
  return format(parseISO(iso), 'EEEE d MMMM yyyy', { locale: fr });
}

/**
 * The long date in two parts, 'samedi 22' and 'novembre 2026': the day header shows only the first on phones,
 * and what it shows stays the start of what it says ('samedi 22 novembre 2026', WCAG 2.5.3 label in name).
 */
export function splitFrenchDate(iso: string): { day: string; rest: string } {
  const date = parseISO(iso);
  return { day: format(date, 'EEEE d', { locale: fr }), rest: format(date, 'MMMM yyyy', { locale: fr }) };
}

/** '22/11/2026 à 14:05' for an ISO timestamp. */
export function frenchDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, "dd/MM/yyyy 'à' HH:mm", { locale: fr });
}

/** 'lun. 17' for a chart's day axis. */
export function shortDayLabel(iso: string): string {
  return format(parseISO(iso), 'EEE d', { locale: fr });
}

/** 'nov. 2026' for a chart's month axis ('2026-11'). */
export function shortMonthLabel(month: string): string {
  return format(parseISO(`${month}-01`), 'MMM yyyy', { locale: fr });
}
