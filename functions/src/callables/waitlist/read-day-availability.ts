import type { Transaction } from '@app/data';
import { buildDayAvailability, type DayAvailability } from '@app/domain';
import {
  readClosedSlots,
  readDayReservations,
  readRestaurant,
  type RestaurantWithSettings,
} from '../reservations/booking-context';
import { takenCovers, readDayWaitlist } from './waitlist-store';

type Reader = Pick<Transaction, 'get' | 'query'>;

/**
 * A restaurant's day as the public booking page sees it (getAvailability's rules: closed slots, cutoff,
 * capacity, covers held by waitlist offers), with the restaurant and its settings. Four bounded reads.
 */
export async function readPublicDay(
  reader: Reader,
  restaurantId: string,
  date: string,
  now: Date,
): Promise<RestaurantWithSettings & { day: DayAvailability }> {
  const [found, closedSlots, reservations, waitlist] = await Promise.all([
    readRestaurant(reader, restaurantId),
    readClosedSlots(reader, restaurantId, date),
    readDayReservations(reader, restaurantId, date),
    readDayWaitlist(reader, restaurantId, date),
  ]);
  const day = buildDayAvailability({
    settings: found.settings,
    closedSlots,
    reservations: takenCovers(reservations, waitlist, now),
    date,
    now,
  });
  return { ...found, day };
}
