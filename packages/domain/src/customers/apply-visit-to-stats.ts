import type { CustomerRestaurantStats } from '../schemas/customer';

/** What an honoured visit (completed booking, declared visit) adds to a venue's statistics of a customer. */
export interface VisitFacts {
  /** 'YYYY-MM-DD' (the booking's day in Paris). */
  date: string;
  /** 'HH:MM' arrival time. */
  time: string;
  partySize: number;
}

/** The weekday of a 'YYYY-MM-DD' date, Sunday = 0 (the index of `visitsByWeekday`). */
export function weekdayIndexOfDate({ date }: { date: string }): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * Adds (`sign` 1) or takes back (`sign` -1, a completed booking set to another status) one honoured visit in the
 * aggregates the profile's « Statistiques » tab reads: covers, visits by weekday and by hour, first visit. Counters
 * never go below 0; a first visit taken back stays (the next visit cannot be known without reading the history).
 * @example applyVisitToStats({ stats, visit: { date: '2026-11-20', time: '20:30', partySize: 4 }, sign: 1 })
 */
export function applyVisitToStats({
  stats,
  visit,
  sign,
}: {
  stats: CustomerRestaurantStats;
  visit: VisitFacts;
  sign: 1 | -1;
}): CustomerRestaurantStats {
  const weekday = weekdayIndexOfDate({ date: visit.date });
  const hour = visit.time.slice(0, 2);
  const days = Array.from({ length: 7 }, (_, i) => stats.visitsByWeekday[i] ?? 0);
  days[weekday] = Math.max(0, (days[weekday] ?? 0) + sign);
  const hours = { ...stats.visitsByHour };
  const nextHour = Math.max(0, (hours[hour] ?? 0) + sign);
  if (nextHour === 0) delete hours[hour];
  else hours[hour] = nextHour;
  const party = Number.isFinite(visit.partySize) ? Math.max(0, Math.round(visit.partySize)) : 0;
  const next: CustomerRestaurantStats = {
    ...stats,
    covers: Math.max(0, stats.covers + sign * party),
    visitsByWeekday: days,
    visitsByHour: hours,
  };
  if (sign === 1 && (!stats.firstVisit || visit.date < stats.firstVisit)) next.firstVisit = visit.date;
  return next;
}
