import type { ReservationStatus } from '../schemas/reservation-status';

/** Statuses of a booking still ahead of the diner: asked, confirmed, or under way at the table. */
export const MY_COMING_STATUSES: readonly ReservationStatus[] = ['PENDING', 'CONFIRMED', 'SEATED'];

interface Row {
  id: string;
  date: string;
  time: string;
  status: string;
}

const byTime = (a: Row, b: Row) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id);

/**
 * The customer space's bookings from today on, split as the diner reads them: « à venir » the ones still ahead
 * (pending requests included), nearest first; the others of those days (cancelled, refused, honoured today) go
 * with the past visits, newest first. `today` is the Paris date.
 * @example splitMyBookings({ rows, today: '2026-11-28' }) // { upcoming: [today 20:30, …], settled: [cancelled Saturday] }
 */
export function splitMyBookings<T extends Row>({
  rows,
  today,
}: {
  rows: readonly T[];
  today: string;
}): { upcoming: T[]; settled: T[] } {
  const upcoming: T[] = [];
  const settled: T[] = [];
  for (const row of rows) {
    const coming = row.date >= today && (MY_COMING_STATUSES as readonly string[]).includes(row.status);
    (coming ? upcoming : settled).push(row);
  }
  return { upcoming: upcoming.sort(byTime), settled: settled.sort((a, b) => byTime(b, a)) };
}
