import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** 'samedi 21 novembre 2026' for '2026-11-21' (read as a calendar day, whatever the device's time zone). */
export function longFrenchDate(date: string): string {
  const day = parseISO(date);
  return isValid(day) ? format(day, 'EEEE d MMMM yyyy', { locale: fr }) : date;
}

/** '5 points', '1 point', '2,5 points': written like the already-reviewed message (one decimal at most). */
export function pointsText(points: number): string {
  const text = points.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return `${text} ${Math.abs(points) >= 2 ? 'points' : 'point'}`;
}

/** '+5 points': what the review earned. */
export function formatEarnedPoints(points: number): string {
  return `+${pointsText(points)}`;
}
