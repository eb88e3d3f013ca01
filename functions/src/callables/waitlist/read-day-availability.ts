import type { Transaction } from '@app/data';
import { buildVenueDayAvailability, type VenueDayAvailability } from '@app/domain';
import {
  readClosedSlots,
  readDayReservations,
  readRestaurant,
  type RestaurantWithSettings,
} from '../reservations/booking-context';
import { readTableReads, venueBookings } from '../reservations/venue-day';
import { readDayWaitlist } from './waitlist-store';

type Reader = Pick<Transaction, 'get' | 'query'>;

/**
 * A restaurant's day as the public booking page sees it (getAvailability's rules: closed slots, cutoff,
 * capacity, covers held by waitlist offers), in the venue's mode, with the restaurant and its settings.
 * « Par couverts »: four bounded reads, the party size unread. « Par tables »: two more (floor plan, the eve's
 * bookings), and the times are those its tables allow for `partySize`.
 */
export async function readPublicDay(
  reader: Reader,
  restaurantId: string,
  date: string,
  now: Date,
  partySize?: number,
): Promise<RestaurantWithSettings & { day: VenueDayAvailability }> {
  const [found, closedSlots, reservations, waitlist] = await Promise.all([
    readRestaurant(reader, restaurantId),
    readClosedSlots(reader, restaurantId, date),
    readDayReservations(reader, restaurantId, date),
    readDayWaitlist(reader, restaurantId, date),
  ]);
  const { settings } = found;
  const tableReads = await readTableReads(reader, { restaurantId, date, settings });
  const day = buildVenueDayAvailability({
    settings,
    closedSlots,
    reservations: venueBookings({ settings, reservations, waitlist, tableReads, now }),
    floor: tableReads.floor,
    date,
    now,
    ...(partySize ? { partySize } : {}),
  });
  return { ...found, day };
}
