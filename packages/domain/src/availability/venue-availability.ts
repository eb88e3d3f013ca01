import { buildDayAvailability, type DayAvailability } from './build-day-availability';
import { buildTablesDayAvailability } from './build-tables-day-availability';
import { checkOnlineBooking, type OnlineBookingCheck } from './check-online-booking';
import { checkOnlineTableBooking, type OnlineTableBookingCheck } from './check-online-table-booking';
import type { FloorTables } from './floor-tables';
import type { ClosedSlotLists } from './is-slot-closed';
import { planTableDay, type TableBooking, type TableDay } from './plan-table-day';
import { resolveTableSettings } from './resolve-table-settings';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** The party « Par tables » shows times for when the page has not said (a table for two). */
export const DEFAULT_TABLES_PARTY_SIZE = 2;

/** What a venue's day is decided from, whatever its mode. */
export interface VenueDayInput {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  /** The day's bookings that count (not archived) and the covers held by waitlist offers. */
  reservations: readonly TableBooking[];
  /** The venue's tables; null when it has no floor plan (« Par tables » then seats nobody online). */
  floor: FloorTables | null;
  date: string;
  now: Date;
}

/** A venue's day as the public booking page reads it; « Par tables » says so and for which party. */
export type VenueDayAvailability = DayAvailability & { mode?: 'tables'; partySize?: number };

/** The table engine's day of a venue « Par tables » (its bands), from its bookings and floor plan. */
export function planVenueTableDay(
  input: Pick<VenueDayInput, 'settings' | 'reservations' | 'floor' | 'date'>,
): TableDay {
  const { bands } = resolveTableSettings({ settings: input.settings });
  return planTableDay({
    date: input.date,
    floor: input.floor ?? { tables: [], groups: [] },
    bookings: input.reservations,
    bands,
  });
}

/**
 * The booking page's day of a venue in its own mode: « Par couverts » is exactly {@link buildDayAvailability}
 * (the party size is not read), « Par tables » the times its tables allow for the party.
 */
export function buildVenueDayAvailability(
  input: VenueDayInput & { partySize?: number },
): VenueDayAvailability {
  const { mode, pacing } = resolveTableSettings({ settings: input.settings });
  const { settings, closedSlots, reservations, date, now } = input;
  if (mode === 'covers') return buildDayAvailability({ settings, closedSlots, reservations, date, now });
  const { decisions: _decisions, ...day } = buildTablesDayAvailability({
    settings,
    closedSlots,
    day: planVenueTableDay(input),
    date,
    now,
    partySize: input.partySize ?? DEFAULT_TABLES_PARTY_SIZE,
    pacing,
  });
  return day;
}

/** An online booking's check in the venue's mode: covers left « Par couverts », tables held « Par tables ». */
export type VenueOnlineBookingCheck =
  | (Extract<OnlineBookingCheck, { ok: true }> & { mode: 'covers' })
  | (Extract<OnlineTableBookingCheck, { ok: true }> & { mode: 'tables' })
  | Extract<OnlineBookingCheck, { ok: false }>;

/**
 * The server's decision on an online booking in the venue's mode: « Par couverts » is exactly
 * {@link checkOnlineBooking}; « Par tables » is {@link checkOnlineTableBooking} (the tables to hold and when
 * they are freed).
 */
export function checkVenueOnlineBooking(
  input: VenueDayInput & { time: string; partySize: number },
): VenueOnlineBookingCheck {
  const { mode, pacing } = resolveTableSettings({ settings: input.settings });
  const { settings, closedSlots, reservations, date, time, partySize, now } = input;
  if (mode === 'covers') {
    const check = checkOnlineBooking({ settings, closedSlots, reservations, date, time, partySize, now });
    return check.ok ? { ...check, mode } : check;
  }
  const check = checkOnlineTableBooking({
    settings,
    closedSlots,
    day: planVenueTableDay(input),
    date,
    time,
    partySize,
    now,
    pacing,
  });
  return check.ok ? { ...check, mode } : check;
}
