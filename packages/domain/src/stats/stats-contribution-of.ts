import { customerViewContribution } from './customer-view-contribution';
import type { DayContribution } from './day-contribution';
import { emailLogContribution } from './email-log-contribution';
import { reservationContribution } from './reservation-contribution';
import { reviewContribution } from './review-contribution';
import { rewardContribution } from './reward-contribution';

/** The collections whose documents move the counters of `restaurantStats`. */
export const STATS_TRACKED_COLLECTIONS = [
  'reservations',
  'reservations_archive',
  'restaurantCustomers',
  'reviews',
  'rewards',
  'email_logs',
] as const;
export type StatsTrackedCollection = (typeof STATS_TRACKED_COLLECTIONS)[number];

/** Whether documents of this (top-level) collection are counted. */
export function isStatsTrackedCollection(collection: string): collection is StatsTrackedCollection {
  return (STATS_TRACKED_COLLECTIONS as readonly string[]).includes(collection);
}

/**
 * What one stored document adds to its restaurant's counters, day by day: empty for an absent document, a
 * collection that counts nothing, or a malformed document (raw data is read leniently: it never throws).
 */
export function statsContributionOf({
  collection,
  data,
}: {
  collection: string;
  data: Record<string, unknown> | undefined;
}): DayContribution[] {
  if (!data || typeof data !== 'object') return [];
  switch (collection) {
    case 'reservations':
      return reservationContribution(data, { archiveCopy: false });
    case 'reservations_archive':
      return reservationContribution(data, { archiveCopy: true });
    case 'restaurantCustomers':
      return customerViewContribution(data);
    case 'reviews':
      return reviewContribution(data);
    case 'rewards':
      return rewardContribution(data);
    case 'email_logs':
      return emailLogContribution(data);
    default:
      return [];
  }
}
