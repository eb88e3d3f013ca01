import {
  buildDayAvailability,
  listNextAvailabilityDates,
  pickNextAvailability,
  type NextAvailability,
  type RestaurantBookingSettings,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { readClosedSlots, readDayReservations } from './booking-context';

type Reader = Pick<Transaction, 'get' | 'query'>;

/** Days read at once after the first one: a week, so that a busy week costs one more round of reads. */
const DAYS_PER_ROUND = 7;

/**
 * « Prochaine disponibilité » after a date with nothing left: the restaurant's next day with a slot bookable
 * now. Bounded: at most 60 days after the date (within the booking window), two reads per open day; the next
 * open day alone first (the usual answer, two reads), then a week at a time, stopping at the first round that
 * has one.
 */
export async function findNextAvailability(
  reader: Reader,
  {
    restaurantId,
    settings,
    date,
    now,
  }: { restaurantId: string; settings: RestaurantBookingSettings; date: string; now: Date },
): Promise<NextAvailability | null> {
  const dates = listNextAvailabilityDates({ settings, date, now });
  for (let start = 0, size = 1; start < dates.length; start += size, size = DAYS_PER_ROUND) {
    const days = await Promise.all(
      dates.slice(start, start + size).map(async (day) => {
        const [closedSlots, reservations] = await Promise.all([
          readClosedSlots(reader, restaurantId, day),
          readDayReservations(reader, restaurantId, day),
        ]);
        return buildDayAvailability({
          settings,
          closedSlots,
          reservations: reservations.filter((r) => !r.archived),
          date: day,
          now,
        });
      }),
    );
    const next = pickNextAvailability({ days });
    if (next) return next;
  }
  return null;
}
