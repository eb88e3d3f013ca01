import type { Transaction } from '@app/data';
import { AppError, MESSAGES, findTableClashes, type TableDurationMinutes } from '@app/domain';
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
  /**
   * Staff chose « Attribuer quand même » after the refusal: the tables are given although another booking holds
   * them then, and both bookings show a conflict mark (computed from the day) until one moves.
   */
  force?: boolean;
}

/** What a refusal tells the screen about each held table: enough to name the booking in the dialog. */
export interface TableClashDetail {
  table: string;
  reservationId: string;
  name: string;
  time: string;
}

/**
 * Refuses tables that another pending, confirmed or seated reservation of that day holds at the same time, with
 * who holds them (« Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30 », and `details.clashes` for
 * the screen's « Attribuer quand même »): each holds its tables from its time for its service's duration
 * (restaurant setting `tableDurationMinutes`, two hours by default), so a table booked at 12:30 is free at 20:00
 * but not at 13:00. The caller has checked the restaurant access, so the names go only to that restaurant's
 * staff. It takes the day's booking lock, so that two staff giving the same table at once cannot both succeed (a
 * query does not lock the reservations it did not find); call the returned function with the transaction's
 * writes.
 */
export async function assertTablesFree(tx: Transaction, hold: TablesToHold): Promise<() => void> {
  if (hold.tables.length === 0) return () => undefined;
  const commitLock = await takeBookingLock(tx, hold.restaurantId, hold.date);
  const [durations, day] = await Promise.all([
    hold.durations ?? readRestaurant(tx, hold.restaurantId).then((r) => r.settings.tableDurationMinutes),
    readDayReservations(tx, hold.restaurantId, hold.date),
  ]);
  const clashes = findTableClashes({
    reservations: day.filter((other) => !other.archived),
    tables: hold.tables,
    reservationId: hold.reservationId,
    time: hold.time,
    durations,
  });
  if (clashes.length > 0 && !hold.force) {
    const details: TableClashDetail[] = clashes.map(({ table, holder }) => ({
      table,
      reservationId: holder.id,
      name: holder.displayName,
      time: holder.time,
    }));
    throw new AppError('table-occupied', MESSAGES.table.occupiedBy(details), { clashes: details });
  }
  return commitLock;
}
