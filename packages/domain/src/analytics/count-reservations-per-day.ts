import { addDaysToDate, toParisDateTime } from '../availability';

/** Short French weekday of a date for chart axes ('lun.', 'mar.', …). */
function shortWeekday(date: string): string {
  return new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * Reservations per day over the last `days` days ending today (Paris), oldest first, days without
 * reservations included with 0 — the analytics bar chart (7 days).
 */
export function countReservationsPerDay({
  reservations,
  now,
  days = 7,
}: {
  reservations: readonly { date: string }[];
  now: Date;
  days?: number;
}): { day: string; label: string; count: number }[] {
  const today = toParisDateTime({ at: now }).date;
  const result = Array.from({ length: days }, (_, index) => {
    const day = addDaysToDate({ date: today, days: index - days + 1 });
    return { day, label: shortWeekday(day), count: 0 };
  });
  const byDay = new Map(result.map((entry) => [entry.day, entry]));
  for (const reservation of reservations) {
    const entry = byDay.get(reservation.date);
    if (entry) entry.count += 1;
  }
  return result;
}
