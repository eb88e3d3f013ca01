import type { Transaction } from '@app/data';
import {
  FloorPlanSchema,
  addDaysToDate,
  readFloorTables,
  resolveAvailabilityMode,
  type FloorTables,
  type RestaurantBookingSettings,
  type TableBooking,
  type WaitlistEntry,
} from '@app/domain';
import { heldCovers, isActiveOffer } from '../waitlist/waitlist-store';
import { readDayReservations, type DayReservation } from './booking-context';

type Reader = Pick<Transaction, 'get' | 'query'>;

/** What only « Par tables » reads besides the day: the venue's tables and the eve's late bookings. */
export interface TableReads {
  /** Null « Par couverts », or when no floor plan is drawn (« Par tables » then seats nobody online). */
  floor: FloorTables | null;
  /** The eve's bookings, dated, that may still hold a table past midnight (a 23:00 dinner of 2 h 30). */
  eve: TableBooking[];
  /** How staff refusals name the eve's guests ('THOMAS Hugo'), by booking id. */
  eveNames: ReadonlyMap<string, string>;
}

/** The venue's tables as the engine reads them, or null without a (readable) floor plan. */
export async function readFloor(reader: Reader, restaurantId: string): Promise<FloorTables | null> {
  const snap = await reader.get(`floorPlans/${restaurantId}`);
  if (!snap.exists) return null;
  const plan = FloorPlanSchema.safeParse({ ...snap.data, restaurantId });
  return plan.success ? readFloorTables({ plan: plan.data }) : null;
}

/** A day's reservation as the engines read it. */
function toTableBooking(r: DayReservation, date?: string): TableBooking {
  return {
    id: r.id,
    time: r.time,
    partySize: r.partySize,
    status: r.status,
    tableId: r.tableId,
    ...(r.tablesFreeAt ? { tablesFreeAt: r.tablesFreeAt } : {}),
    ...(date ? { date } : {}),
  };
}

/**
 * The reads « Par tables » adds (two: the floor plan and the eve's bookings); none « Par couverts », whose
 * rules and reads stay exactly what they were.
 */
export async function readTableReads(
  reader: Reader,
  {
    restaurantId,
    date,
    settings,
  }: { restaurantId: string; date: string; settings: RestaurantBookingSettings },
): Promise<TableReads> {
  if (resolveAvailabilityMode({ settings }) !== 'tables')
    return { floor: null, eve: [], eveNames: new Map() };
  const eveDate = addDaysToDate({ date, days: -1 });
  const [floor, eve] = await Promise.all([
    readFloor(reader, restaurantId),
    readDayReservations(reader, restaurantId, eveDate),
  ]);
  const kept = eve.filter((r) => !r.archived);
  return {
    floor,
    eve: kept.map((r) => toTableBooking(r, eveDate)),
    eveNames: new Map(kept.map((r) => [r.id, r.displayName])),
  };
}

/**
 * The bookings a venue's day counts, in its mode: its reservations that are not archived and the covers of
 * active waitlist offers (`exceptOffer`: the one being redeemed). « Par couverts » counts offers as confirmed
 * covers, as before; « Par tables » holds them like requests to confirm, with the eve's late bookings.
 */
export function venueBookings({
  settings,
  reservations,
  waitlist,
  tableReads,
  now,
  exceptOffer,
}: {
  settings: RestaurantBookingSettings;
  reservations: readonly DayReservation[];
  waitlist: readonly WaitlistEntry[];
  tableReads: TableReads;
  now: Date;
  exceptOffer?: string;
}): TableBooking[] {
  const own = reservations.filter((r) => !r.archived).map((r) => toTableBooking(r));
  if (resolveAvailabilityMode({ settings }) !== 'tables') {
    const held = heldCovers(waitlist, now, exceptOffer).map((c, i) => ({ ...c, id: `offer:${i}` }));
    return [...own, ...held];
  }
  const offers = waitlist
    .filter((entry) => entry.id !== exceptOffer && isActiveOffer(entry, now))
    .map((entry) => ({
      id: `offer:${entry.id}`,
      time: entry.time,
      partySize: entry.partySize,
      status: 'PENDING',
      heldOffer: true,
    }));
  return [...tableReads.eve, ...own, ...offers];
}
