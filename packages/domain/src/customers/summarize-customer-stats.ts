import type { CustomerRestaurantStats } from '../schemas/customer';

/** French weekday names, Sunday first (the index of `visitsByWeekday`). */
export const WEEKDAY_NAMES_FR = [
  'dimanche',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
] as const;

/** What the profile's « Statistiques » tab shows of one venue's figures for a customer. */
export interface CustomerStatsSummary {
  /** Honoured visits: completed bookings and declared visits. */
  visits: number;
  reservations: number;
  covers: number;
  /** Percent of the reservations, rounded; null without reservations. */
  cancellationRate: number | null;
  noShowRate: number | null;
  /** Guests per honoured visit, one decimal; null without covers. */
  averageParty: number | null;
  totalSpent: number;
  /** Euros per guest over the bills entered here, two decimals; null before the first bill. */
  averageSpendPerCover: number | null;
  firstVisit: string | null;
  lastVisit: string | null;
  /** e.g. 'vendredi'; null without visits counted by day. */
  favouriteDay: string | null;
  /** Hour of arrival most often, e.g. '20h'; null without visits counted by hour. */
  favouriteTime: string | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** The index of the largest count (the earliest on a tie); -1 when every count is 0. */
function argMax(counts: readonly number[]): number {
  let best = -1;
  counts.forEach((count, i) => {
    if (count > 0 && (best === -1 || count > (counts[best] ?? 0))) best = i;
  });
  return best;
}

/**
 * A venue's statistics of a customer, summed up for the profile (administration §2 "Tab Statistiques"): rates
 * over the reservations made here, the average party over the honoured visits, the favourite day and hour.
 * @example summarizeCustomerStats({ stats }).cancellationRate // 25 for 1 cancellation out of 4 reservations
 */
export function summarizeCustomerStats({ stats }: { stats: CustomerRestaurantStats }): CustomerStatsSummary {
  const visits = stats.completed + stats.visitsDeclared;
  const day = argMax(Array.from({ length: 7 }, (_, i) => stats.visitsByWeekday[i] ?? 0));
  const hours = Object.entries(stats.visitsByHour).sort(([a], [b]) => a.localeCompare(b));
  const hour = argMax(hours.map(([, count]) => count));
  return {
    visits,
    reservations: stats.totalReservations,
    covers: stats.covers,
    cancellationRate: percent(stats.cancelled, stats.totalReservations),
    noShowRate: percent(stats.noShow, stats.totalReservations),
    averageParty: stats.covers > 0 && visits > 0 ? Math.round((stats.covers / visits) * 10) / 10 : null,
    totalSpent: stats.totalSpent,
    averageSpendPerCover:
      stats.billedCovers > 0 ? Math.round((stats.totalSpent / stats.billedCovers) * 100) / 100 : null,
    firstVisit: stats.firstVisit ?? null,
    lastVisit: stats.lastVisit ?? null,
    favouriteDay: day >= 0 ? (WEEKDAY_NAMES_FR[day] ?? null) : null,
    favouriteTime: hour >= 0 ? `${Number(hours[hour]?.[0])}h` : null,
  };
}
