import type { DayClock } from '../availability/day-clock';
import { bookingWindow, type TableBooking } from '../availability/plan-table-day';
import { resolveHoldMinutes } from '../availability/resolve-hold-minutes';
import type { TableDurationBands } from '../availability/table-duration-bands-schema';

/**
 * How long a booking holds its tables once staff change its time, party or tables: the length staff set (a bar
 * stretched on the timeline) stays; a booking holding its band takes the band of its new time and party.
 * @example keepHoldMinutes({ clock, bands, booking: twoAt1900, time: '12:30', partySize: 2 }) // the lunch band
 */
export function keepHoldMinutes({
  clock,
  bands,
  booking,
  time,
  partySize,
}: {
  clock: DayClock;
  bands: TableDurationBands;
  /** The booking as stored (its time, party and stored end). */
  booking: Pick<TableBooking, 'time' | 'date' | 'partySize' | 'tablesFreeAt'>;
  time: string;
  partySize: number;
}): number {
  const { start, end } = bookingWindow({ clock, booking, bands });
  const own = resolveHoldMinutes({ time: booking.time, partySize: booking.partySize, bands });
  return end - start === own ? resolveHoldMinutes({ time, partySize, bands }) : end - start;
}
