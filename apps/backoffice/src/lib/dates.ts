import { addDays, format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** 'YYYY-MM-DD' of a Date in the browser's wall time (staff work in the restaurant's time zone). */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Today as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** The date `days` after an ISO date. */
export function shiftIsoDate(iso: string, days: number): string {
  return toIsoDate(addDays(parseISO(iso), days));
}

/** 'samedi 22 novembre 2026' (fr-FR). */
export function longFrenchDate(iso: string): string {
  return format(parseISO(iso), 'EEEE d MMMM yyyy', { locale: fr });
}

/** 'sam. 22 nov.' for the compact header on phones. */
export function shortFrenchDate(iso: string): string {
  return format(parseISO(iso), 'EEE d MMM', { locale: fr });
}

/** '22/11/2026 à 14:05' for an ISO timestamp. */
export function frenchDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, "dd/MM/yyyy 'à' HH:mm", { locale: fr });
}
