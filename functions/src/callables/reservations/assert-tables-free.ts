import type { Transaction } from '@app/data';
import {
  AppError,
  MESSAGES,
  bookingWindow,
  checkStaffTableHold,
  findTableHolders,
  keepHoldMinutes,
  makeDayClock,
  resolveTableSettings,
  type TableBooking,
  type RestaurantBookingSettings,
} from '@app/domain';
import { readDayReservations, readRestaurant, takeBookingLock } from './booking-context';
import { setProposalsAside, takeBackProposals } from './proposals-give-way';
import { readTableReads } from './venue-day';

export interface TablesToHold {
  restaurantId: string;
  /** The reservation that takes the tables (a new one's id when creating): it never conflicts with itself. */
  reservationId: string;
  date: string;
  time: string;
  /** How long the tables are held depends on the party (the venue's duration bands, in both modes). */
  partySize: number;
  /**
   * The booking as stored, when it exists: a hold length staff stretched on the timeline is kept through a
   * change of time, party or tables ({@link keepHoldMinutes}); absent (a new booking): the band.
   */
  current?: Pick<TableBooking, 'time' | 'partySize' | 'tablesFreeAt'>;
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
   * When the booking frees its tables (to store), or null when it holds none (to remove: the engine then reads
   * the bands).
   */
  tablesFreeAt: string | null;
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
 * screen's « Attribuer quand même »). In both modes each booking holds its tables from its time until the end
 * it stored, else for its party's duration band (the venue's, else 1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30), through
 * the engine's {@link checkStaffTableHold} (ARCHITECTURE §10: the timeline, the plan and the assignment ask the
 * same function; « Par tables » counts the eve's late dinners too), and the booking stores when it frees them.
 * An untouched « Table proposée » never blocks staff: it is taken back in the same transaction and the engine
 * places that booking again once committed.
 * The caller has checked the restaurant access, so the names go only to that restaurant's staff. It takes the
 * day's booking lock, so that two staff giving the same table at once cannot both succeed (a query does not
 * lock the reservations it did not find).
 */
export async function assertTablesFree(tx: Transaction, hold: TablesToHold): Promise<HeldTables> {
  const settings = hold.settings ?? (await readVenueSettings(tx, hold.restaurantId));
  if (hold.tables.length === 0) return { commit: () => undefined, tablesFreeAt: null };
  if (!settings) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
  const commitLock = await takeBookingLock(tx, hold.restaurantId, hold.date);
  const day = (await readDayReservations(tx, hold.restaurantId, hold.date)).filter((r) => !r.archived);
  const { floor, eve, eveNames } = await readTableReads(tx, {
    restaurantId: hold.restaurantId,
    date: hold.date,
    settings,
  });
  const bookings: TableBooking[] = [...eve, ...day];
  const { bands } = resolveTableSettings({ settings });
  const clock = makeDayClock({ date: hold.date });
  const minutes = hold.current
    ? keepHoldMinutes({ clock, bands, booking: hold.current, time: hold.time, partySize: hold.partySize })
    : undefined;
  const input = {
    date: hold.date,
    floor: floor ?? { tables: [], groups: [] },
    bookings,
    bands,
    reservationId: hold.reservationId,
    tables: hold.tables,
    time: hold.time,
    partySize: hold.partySize,
    ...(minutes !== undefined ? { minutes } : {}),
  };
  const { start, end: bandEnd } = bookingWindow({ clock, booking: hold, bands });
  const end = minutes !== undefined ? start + minutes : bandEnd;
  const holders = (against: TableBooking[], tables: readonly string[] = hold.tables) =>
    findTableHolders({
      clock,
      bookings: against,
      bands,
      tables,
      window: { start, end },
      exceptId: hold.reservationId,
    });
  const { bookings: rest, yielded } = setProposalsAside({
    bookings,
    holderIds: holders(bookings).map((holder) => holder.bookingId),
    proposedIds: new Set(day.filter((r) => r.proposed).map((r) => r.id)),
  });
  const commit = () => {
    commitLock();
    takeBackProposals(tx, yielded, hold);
  };
  const check = checkStaffTableHold({ ...input, bookings: rest });
  if (check.ok) return { commit, tablesFreeAt: check.tablesFreeAt };
  if (!hold.force) {
    const names = new Map([...eveNames, ...day.map((r) => [r.id, r.displayName] as const)]);
    refuse(
      holders(rest, check.tables).map(({ table, bookingId, time }) => ({
        table,
        reservationId: bookingId,
        name: names.get(bookingId) ?? '',
        time,
      })),
    );
  }
  // Given anyway: it still frees them at the end of its own duration.
  const own = checkStaffTableHold({ ...input, bookings: [] });
  return { commit, tablesFreeAt: own.ok ? own.tablesFreeAt : null };
}
