import {
  checkVenueOnlineBooking,
  type FloorTables,
  type RestaurantBookingSettings,
  type TableBooking,
} from '../src/index';
import { BENCH_DATE, BENCH_NOW, type BenchRequest } from './bench-venue';

/** A booking the engine accepted, with the tables « Par tables » gave it (none « Par couverts »). */
export interface AcceptedBooking extends TableBooking {
  tables: readonly string[];
}

/**
 * One evening through the server's real decision (`checkVenueOnlineBooking`, the function the booking
 * transaction calls), request after request in arrival order, each at the first of its times that is accepted: each accepted one joins the day's bookings as
 * the transaction would store it (its tables and when it frees them « Par tables »). A party refused at all its times is lost.
 */
export function simulateEvening({
  requests,
  settings,
  floor,
}: {
  requests: readonly BenchRequest[];
  settings: RestaurantBookingSettings;
  floor: FloorTables;
}): AcceptedBooking[] {
  const accepted: AcceptedBooking[] = [];
  for (const request of requests) {
    for (const time of request.times) {
      const check = checkVenueOnlineBooking({
        settings,
        closedSlots: undefined,
        reservations: accepted,
        floor,
        date: BENCH_DATE,
        now: BENCH_NOW,
        time,
        partySize: request.partySize,
      });
      if (!check.ok) continue;
      const booking: AcceptedBooking = {
        id: request.id,
        time,
        partySize: request.partySize,
        status: 'CONFIRMED',
        tables: check.mode === 'tables' ? check.tables : [],
      };
      if (check.mode === 'tables') {
        booking.tableId = check.tables.join('+');
        booking.tablesFreeAt = check.tablesFreeAt;
      }
      accepted.push(booking);
      break;
    }
  }
  return accepted;
}

/** Covers of a list of bookings. */
export function coversOf(bookings: readonly { partySize: number }[]): number {
  return bookings.reduce((sum, booking) => sum + booking.partySize, 0);
}
