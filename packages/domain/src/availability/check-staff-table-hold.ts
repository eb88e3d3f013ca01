import { TABLE_MESSAGES } from '../errors/staff-messages';
import { makeDayClock } from './day-clock';
import type { FloorTables } from './floor-tables';
import { bookingWindow, planTableDay, type TableBooking } from './plan-table-day';
import type { TableDurationBands } from './table-duration-bands-schema';

/** A staff booking or move « Par tables »: the end it holds its tables until, or the tables already held. */
export type StaffTableHoldCheck =
  | { ok: true; tablesFreeAt: string }
  | { ok: false; reason: 'table-occupied'; message: string; tables: string[] };

/**
 * Whether staff may put a booking on `tables` at `time` « Par tables »: refused with the spec's « Cette table
 * est déjà occupée » when another booking that stored its tables (to come, pending or seated, the eve's late
 * dinners included) holds one of them at some point of the party's duration; the booking being moved never
 * conflicts with itself. Staff may seat anyone anywhere otherwise (a table kept in-house, a party above the
 * seats: the seats warning is {@link TABLE_MESSAGES.tooSmall}'s). Bookings without a table do not refuse a
 * move: the engine seats them where room is left.
 */
export function checkStaffTableHold({
  date,
  floor,
  bookings,
  bands,
  reservationId,
  tables,
  time,
  partySize,
  minutes,
}: {
  date: string;
  floor: FloorTables;
  bookings: readonly TableBooking[];
  bands: TableDurationBands;
  /** The booking moved; absent for a new staff booking. */
  reservationId?: string;
  tables: readonly string[];
  time: string;
  partySize: number;
  /** How long it holds the tables when staff set it (a bar stretched on the timeline); absent: its band. */
  minutes?: number;
}): StaffTableHoldCheck {
  const clock = makeDayClock({ date });
  const others = bookings.filter((b) => b.id !== reservationId && (b.tableId ?? '').trim() !== '');
  const day = planTableDay({ date, clock, floor, bookings: others, bands });
  const window = bookingWindow({ clock, booking: { time, partySize }, bands });
  const { start } = window;
  const end = minutes !== undefined ? start + minutes : window.end;
  const held = [...new Set(tables.map((table) => table.trim()))].filter((table) =>
    (day.holds.get(table) ?? []).some((hold) => hold.start < end && start < hold.end),
  );
  if (held.length > 0) {
    return { ok: false, reason: 'table-occupied', message: TABLE_MESSAGES.occupied, tables: held };
  }
  return { ok: true, tablesFreeAt: clock.instantOf(end).toISOString() };
}
