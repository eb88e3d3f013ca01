import {
  addDaysToDate,
  buildVenueDayAvailability,
  resolveAvailabilityMode,
  listNextAvailabilityDates,
  NEXT_AVAILABILITY_DAYS_PER_CALL,
  pickNextAvailability,
  type NextAvailability,
  type RestaurantBookingSettings,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { readClosedSlots, readDayReservations } from './booking-context';
import { readFloor } from './venue-day';

type Reader = Pick<Transaction, 'get' | 'query'>;

/** The next availability found, or where the next call goes on (null when the 60 days are all read). */
export interface NextAvailabilitySearch {
  nextAvailability: NextAvailability | null;
  nextSearchAfter: string | null;
}

/**
 * « Prochaine disponibilité » after a date with nothing left: the restaurant's next day with a slot bookable
 * now, in the venue's mode (« Par tables »: for `partySize`, on its tables). Bounded per call: at most
 * NEXT_AVAILABILITY_DAYS_PER_CALL open days after `searchAfter` (or the date), never beyond 60 days after the
 * date nor the booking window, two reads per open day (three « Par tables »: the eve's late bookings, and the
 * floor plan once); the next open day alone first (the usual answer), then the rest at once. When none has
 * room and days are left, `nextSearchAfter` is the last day read: the booking page asks again from there.
 */
export async function findNextAvailability(
  reader: Reader,
  {
    restaurantId,
    settings,
    date,
    now,
    partySize,
    searchAfter,
  }: {
    restaurantId: string;
    settings: RestaurantBookingSettings;
    date: string;
    now: Date;
    partySize?: number;
    searchAfter?: string | undefined;
  },
): Promise<NextAvailabilitySearch> {
  const remaining = listNextAvailabilityDates({ settings, date, now }).filter(
    (day) => !searchAfter || day > searchAfter,
  );
  const dates = remaining.slice(0, NEXT_AVAILABILITY_DAYS_PER_CALL);
  const nextSearchAfter = remaining.length > dates.length ? (dates.at(-1) ?? null) : null;
  const tables = resolveAvailabilityMode({ settings }) === 'tables';
  const floor = tables && dates.length > 0 ? await readFloor(reader, restaurantId) : null;
  for (let start = 0, size = 1; start < dates.length; start += size, size = dates.length) {
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
    if (next) return { nextAvailability: next, nextSearchAfter: null };
  }
  return { nextAvailability: null, nextSearchAfter };
}
