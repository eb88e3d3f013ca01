import type { Transaction } from '@app/data';
import {
  AppError,
  MESSAGES,
  bookingWindow,
  checkStaffTableHold,
  findTableClashes,
  findTableHolders,
  makeDayClock,
  resolveTableSettings,
  type TableBooking,
  type TableDurationMinutes,
  type RestaurantBookingSettings,
} from '@app/domain';
import { readDayReservations, readRestaurant, takeBookingLock, type DayReservation } from './booking-context';
import { readTableReads } from './venue-day';

export interface TablesToHold {
  restaurantId: string;
  /** The reservation that takes the tables (a new one's id when creating): it never conflicts with itself. */
  reservationId: string;
  date: string;
  time: string;
  /** « Par tables »: how long the tables are held depends on the party (the venue's duration bands). */
  partySize: number;
  tables: readonly string[];
  /** The restaurant's settings when the caller has read them already. */
  settings?: RestaurantBookingSettings;
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

/** The tables given, and what the booking stores with them. */
export interface HeldTables {
  /** Call with the transaction's writes (it moves the day's lock). */
  commit: () => void;
  /**
   * « Par tables »: when the booking frees its tables (to store), or null when it holds none (to remove: the
   * engine then reads the bands). Undefined « Par couverts »: nothing stored, as before.
   */
  tablesFreeAt?: string | null;
}

/**
 * The venue's booking settings, or null when the restaurant is gone (its bookings stay as history and may still
 * be edited without a table, as before).
 */
export async function readVenueSettings(
  tx: Pick<Transaction, 'get' | 'query'>,
  restaurantId: string,
): Promise<RestaurantBookingSettings | null> {
  try {
    return (await readRestaurant(tx, restaurantId)).settings;
  } catch (err) {
    if (err instanceof AppError && err.code === 'restaurant-not-found') return null;
    throw err;
  }
}

function refuse(details: TableClashDetail[]): never {
  throw new AppError('table-occupied', MESSAGES.table.occupiedBy(details), { clashes: details });
}

/**
 * Refuses tables that another pending, confirmed or seated reservation holds at the same time, with who holds
 * them (« Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30 », and `details.clashes` for the
 * screen's « Attribuer quand même »). « Par couverts »: each holds its tables from its time for its service's
 * duration (`tableDurationMinutes`), as before. « Par tables »: for the party's duration band, through the
 * engine's {@link checkStaffTableHold} (stored ends and the eve's late dinners included), and the booking
 * stores when it frees them. The caller has checked the restaurant access, so the names go only to that
 * restaurant's staff. It takes the day's booking lock, so that two staff giving the same table at once cannot
 * both succeed (a query does not lock the reservations it did not find).
 */
export async function assertTablesFree(tx: Transaction, hold: TablesToHold): Promise<HeldTables> {
  const settings = hold.settings ?? (await readVenueSettings(tx, hold.restaurantId));
  const mode = settings ? resolveTableSettings({ settings }).mode : 'covers';
  if (hold.tables.length === 0) {
    return { commit: () => undefined, ...(mode === 'tables' ? { tablesFreeAt: null } : {}) };
  }
  if (!settings) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
  const commitLock = await takeBookingLock(tx, hold.restaurantId, hold.date);
  const day = (await readDayReservations(tx, hold.restaurantId, hold.date)).filter((r) => !r.archived);
  if (mode === 'tables') return holdForDuration(tx, hold, settings, day, commitLock);
  const clashes = findTableClashes({
    reservations: day,
    tables: hold.tables,
    reservationId: hold.reservationId,
    time: hold.time,
    durations: settings.tableDurationMinutes satisfies TableDurationMinutes,
  });
  if (clashes.length > 0 && !hold.force) {
    refuse(
      clashes.map(({ table, holder }) => ({
        table,
        reservationId: holder.id,
        name: holder.displayName,
        time: holder.time,
      })),
    );
  }
  return { commit: commitLock };
}

/** « Par tables »: {@link checkStaffTableHold} on the day and the eve, and the end the booking stores. */
async function holdForDuration(
  tx: Transaction,
  hold: TablesToHold,
  settings: RestaurantBookingSettings,
  day: readonly DayReservation[],
  commitLock: () => void,
): Promise<HeldTables> {
  const { floor, eve, eveNames } = await readTableReads(tx, {
    restaurantId: hold.restaurantId,
    date: hold.date,
    settings,
  });
  const bookings: TableBooking[] = [...eve, ...day];
  const { bands } = resolveTableSettings({ settings });
  const input = {
    date: hold.date,
    floor: floor ?? { tables: [], groups: [] },
    bookings,
    bands,
    reservationId: hold.reservationId,
    tables: hold.tables,
    time: hold.time,
    partySize: hold.partySize,
  };
  const check = checkStaffTableHold(input);
  if (check.ok) return { commit: commitLock, tablesFreeAt: check.tablesFreeAt };
  if (!hold.force) {
    const clock = makeDayClock({ date: hold.date });
    const names = new Map([...eveNames, ...day.map((r) => [r.id, r.displayName] as const)]);
    refuse(
      findTableHolders({
        clock,
        bookings,
        bands,
        tables: check.tables,
        window: bookingWindow({ clock, booking: hold, bands }),
        exceptId: hold.reservationId,
      }).map(({ table, bookingId, time }) => ({
        table,
        reservationId: bookingId,
        name: names.get(bookingId) ?? '',
        time,
      })),
    );
  }
  // Given anyway: it still frees them at the end of its own duration.
  const own = checkStaffTableHold({ ...input, bookings: [] });
  return { commit: commitLock, tablesFreeAt: own.ok ? own.tablesFreeAt : null };
}
