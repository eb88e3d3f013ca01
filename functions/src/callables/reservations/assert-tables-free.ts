import type { Transaction } from '@app/data';
import { AppError, MESSAGES, findOccupiedTables, type TableDurationMinutes } from '@app/domain';
import { readDayReservations, readRestaurant, takeBookingLock } from './booking-context';

export interface TablesToHold {
  restaurantId: string;
  /** The reservation that takes the tables (a new one's id when creating): it never conflicts with itself. */
  reservationId: string;
  date: string;
  time: string;
  tables: readonly string[];
  /** The restaurant's durations when the caller has read them already. */
  durations?: TableDurationMinutes;
}

/**
 * Refuses ('Cette table est déjà occupée') tables that another confirmed or seated reservation of that day
 * holds at the same time: each holds its tables from its time for its service's duration (restaurant setting
 * `tableDurationMinutes`, two hours by default), so a table booked at 12:30 is free at 20:00 but not at 13:00.
 * It takes the day's booking lock, so that two staff giving the same table at once cannot both succeed (a query
 * does not lock the reservations it did not find); call the returned function with the transaction's writes.
 */
export async function assertTablesFree(tx: Transaction, hold: TablesToHold): Promise<() => void> {
  if (hold.tables.length === 0) return () => undefined;
  const commitLock = await takeBookingLock(tx, hold.restaurantId, hold.date);
  const [durations, day] = await Promise.all([
    hold.durations ?? readRestaurant(tx, hold.restaurantId).then((r) => r.settings.tableDurationMinutes),
    readDayReservations(tx, hold.restaurantId, hold.date),
  ]);
  const occupied = findOccupiedTables({
    reservations: day.filter((other) => !other.archived),
    tables: hold.tables,
    reservationId: hold.reservationId,
    time: hold.time,
    durations,
  });
  if (occupied.length > 0) throw new AppError('table-occupied', MESSAGES.table.occupied);
  return commitLock;
}
