import type { CustomerRestaurantStats } from '../schemas/customer';

const earliest = (a?: string, b?: string) => (!a ? b : !b ? a : a < b ? a : b);
const latest = (a?: string, b?: string) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * One venue's statistics of two records of the same person, added up (the merge of duplicates): balances,
 * counters, spend, covers, visits by weekday and hour; the earliest first visit, the latest last visit and
 * activity.
 * @example mergeRestaurantStats({ kept, duplicate }).points // kept.points + duplicate.points
 */
export function mergeRestaurantStats({
  kept,
  duplicate,
}: {
  kept: CustomerRestaurantStats;
  duplicate: CustomerRestaurantStats;
}): CustomerRestaurantStats {
  const hours: Record<string, number> = { ...kept.visitsByHour };
  for (const [hour, count] of Object.entries(duplicate.visitsByHour))
    hours[hour] = (hours[hour] ?? 0) + count;
  const merged: CustomerRestaurantStats = {
    points: Math.round((kept.points + duplicate.points) * 10) / 10,
    totalReservations: kept.totalReservations + duplicate.totalReservations,
    completed: kept.completed + duplicate.completed,
    cancelled: kept.cancelled + duplicate.cancelled,
    noShow: kept.noShow + duplicate.noShow,
    visitsDeclared: kept.visitsDeclared + duplicate.visitsDeclared,
    reviews: kept.reviews + duplicate.reviews,
    totalSpent: Math.round((kept.totalSpent + duplicate.totalSpent) * 100) / 100,
    billedVisits: kept.billedVisits + duplicate.billedVisits,
    billedCovers: kept.billedCovers + duplicate.billedCovers,
    giftsClaimed: kept.giftsClaimed + duplicate.giftsClaimed,
    covers: kept.covers + duplicate.covers,
    visitsByWeekday: Array.from(
      { length: 7 },
      (_, i) => (kept.visitsByWeekday[i] ?? 0) + (duplicate.visitsByWeekday[i] ?? 0),
    ),
    visitsByHour: hours,
  };
  const firstVisit = earliest(kept.firstVisit, duplicate.firstVisit);
  const lastVisit = latest(kept.lastVisit, duplicate.lastVisit);
  const lastActivityAt = latest(kept.lastActivityAt, duplicate.lastActivityAt);
  if (firstVisit) merged.firstVisit = firstVisit;
  if (lastVisit) merged.lastVisit = lastVisit;
  if (lastActivityAt) merged.lastActivityAt = lastActivityAt;
  return merged;
}
