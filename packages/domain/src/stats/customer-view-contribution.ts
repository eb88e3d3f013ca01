import { parisDayOf, textField, type DayContribution } from './day-contribution';
import { STAT } from './stat-keys';

/** A venue's view of a customer (`restaurantCustomers`) is one new customer on the Paris day of `firstSeenAt`, else `createdAt`. */
export function customerViewContribution(data: Record<string, unknown>): DayContribution[] {
  const restaurantId = textField(data, 'restaurantId');
  const day = parisDayOf(data.firstSeenAt) ?? parisDayOf(data.createdAt);
  if (!restaurantId || !day) return [];
  return [{ restaurantId, day, counters: { [STAT.newCustomers]: 1 } }];
}
