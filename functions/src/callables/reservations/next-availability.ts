import {
  addDaysToDate,
  buildVenueDayAvailability,
  resolveAvailabilityMode,
  listNextAvailabilityDates,
  pickNextAvailability,
  type NextAvailability,
  type RestaurantBookingSettings,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { readClosedSlots, readDayReservations } from './booking-context';
import { readFloor } from './venue-day';

type Reader = Pick<Transaction, 'get' | 'query'>;

/** Days read at once after the first one: a week, so that a busy week costs one more round of reads. */
const DAYS_PER_ROUND = 7;

/**
 * « Prochaine disponibilité » after a date with nothing left: the restaurant's next day with a slot bookable
 * now, in the venue's mode (« Par tables »: for `partySize`, on its tables). Bounded: at most 60 days after the
 * date (within the booking window), two reads per open day (three « Par tables »: the eve's late bookings,
 * and the floor plan once); the next open day alone first (the usual answer), then a week at a time, stopping
 * at the first round that has one.
 */
export async function findNextAvailability(
  reader: Reader,
  {
    restaurantId,
    settings,
    date,
    now,
    partySize,
  }: {
    restaurantId: string;
    settings: RestaurantBookingSettings;
    date: string;
    now: Date;
    partySize?: number;
  },
): Promise<NextAvailability | null> {
  const dates = listNextAvailabilityDates({ settings, date, now });
  const tables = resolveAvailabilityMode({ settings }) === 'tables';
  const floor = tables && dates.length > 0 ? await readFloor(reader, restaurantId) : null;
  for (let start = 0, size = 1; start < dates.length; start += size, size = DAYS_PER_ROUND) {
    const days = await Promise.all(
      dates.slice(start, start + size).map(async (day) => {
        const eveDate = addDaysToDate({ date: day, days: -1 });
        const [closedSlots, reservations, eve] = await Promise.all([
          readClosedSlots(reader, restaurantId, day),
          readDayReservations(reader, restaurantId, day),
          tables ? readDayReservations(reader, restaurantId, eveDate) : [],
        ]);
        return buildVenueDayAvailability({
          settings,
          closedSlots,
          reservations: [
            ...eve.filter((r) => !r.archived).map((r) => ({ ...r, date: eveDate })),
            ...reservations.filter((r) => !r.archived),
          ],
          floor,
          date: day,
          now,
          ...(partySize ? { partySize } : {}),
        });
      }),
    );
    const next = pickNextAvailability({ days });
    if (next) return next;
  }
  return null;
}
