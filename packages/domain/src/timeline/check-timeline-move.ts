import { checkStaffTableHold } from '../availability/check-staff-table-hold';
import { makeDayClock } from '../availability/day-clock';
import { findTableHolders, type HeldTable } from '../availability/find-table-holders';
import type { FloorTables } from '../availability/floor-tables';
import { bookingWindow, TABLE_HOLDING_STATUSES, type TableBooking } from '../availability/plan-table-day';
import type { TableDurationBands } from '../availability/table-duration-bands-schema';
import {
  TABLE_DURATION_MAX_MINUTES,
  TABLE_DURATION_MIN_MINUTES,
} from '../availability/table-duration-schema';
import { TABLE_MESSAGES } from '../errors/staff-messages';
import { TIMELINE_MESSAGES } from '../errors/timeline-messages';
import { checkTableSeats } from '../reservations/check-table-seats';
import { joinTableIds, splitTableIds, type TablePlacement } from '../schemas/reservation';
import { getStatusLabel } from '../status/status-table';
import { keepHoldMinutes } from './keep-hold-minutes';

/** Where staff drop or stretch a booking: its tables, its time, and how long it holds them (absent: kept). */
export interface TimelineMoveTarget {
  tables: readonly string[];
  time: string;
  minutes?: number;
}

/** Why the engine refuses a move. */
export type TimelineMoveRefusal =
  'not-movable' | 'no-table' | 'unknown-table' | 'nonexistent-time' | 'duration-range' | 'table-occupied';

/** The engine's answer to a move: where the booking goes and until when, or why not (in French). */
export type TimelineMoveCheck =
  | {
      ok: true;
      /** False when the booking is already there (a retried move writes nothing). */
      changed: boolean;
      tables: string[];
      time: string;
      minutes: number;
      /** When it frees its tables (ISO instant), stored with them. */
      tablesFreeAt: string;
      from: TablePlacement;
      to: TablePlacement;
      /** The seats warning when the tables seat fewer than the party (staff may still do it). */
      warning: string | null;
    }
  | { ok: false; reason: TimelineMoveRefusal; message: string; holders: HeldTable[] };

function refuse(reason: TimelineMoveRefusal, message: string, holders: HeldTable[] = []): TimelineMoveCheck {
  return { ok: false, reason, message, holders };
}

/**
 * Whether staff may move a booking on the timeline to `target` (other tables, another time of its day, a
 * longer or shorter hold), decided by the availability engine itself: the tables must be on the plan, the time
 * must exist that day (not the 02:30 of a spring night), the hold last 30 min to 6 h, and no other pending,
 * confirmed or seated booking may hold one of the tables during it ({@link checkStaffTableHold}, the rule of
 * staff bookings and of the table assignment; `force`: « Attribuer quand même », both then marked in conflict).
 * Without `minutes` a booking keeps its length when staff stretched it, else takes its band at the new time.
 * The client previews a drop with it and the server decides with it in the move's transaction.
 */
export function checkTimelineMove({
  date,
  floor,
  bookings,
  bands,
  booking,
  target,
  names,
  force = false,
}: {
  date: string;
  floor: FloorTables;
  /** The day's bookings as the engine reads them (the eve's late dinners too, on the server). */
  bookings: readonly TableBooking[];
  bands: TableDurationBands;
  booking: TableBooking;
  target: TimelineMoveTarget;
  /** How the refusal names the guests holding a table (staff of the venue only). */
  names?: ReadonlyMap<string, string>;
  force?: boolean;
}): TimelineMoveCheck {
  const status = booking.status.toUpperCase();
  if (!TABLE_HOLDING_STATUSES.includes(status)) {
    return refuse('not-movable', TIMELINE_MESSAGES.notMovable(getStatusLabel(status)));
  }
  const tables = splitTableIds(joinTableIds(target.tables));
  if (tables.length === 0) return refuse('no-table', TIMELINE_MESSAGES.noTable);
  const current = splitTableIds(booking.tableId ?? '');
  const sameTables = joinTableIds(tables) === joinTableIds(current);
  const unknown = tables.find((table) => !floor.tables.some((t) => t.number === table));
  if (unknown !== undefined && !sameTables) {
    return refuse('unknown-table', TIMELINE_MESSAGES.unknownTable(unknown));
  }
  const clock = makeDayClock({ date });
  const start = clock.minutesOf(target.time);
  if (start === null) return refuse('nonexistent-time', TIMELINE_MESSAGES.nonexistentTime(target.time));
  const window = bookingWindow({ clock, booking, bands });
  const length = window.end - window.start;
  const minutes =
    target.minutes ??
    keepHoldMinutes({ clock, bands, booking, time: target.time, partySize: booking.partySize });
  if (
    !Number.isInteger(minutes) ||
    minutes < TABLE_DURATION_MIN_MINUTES ||
    minutes > TABLE_DURATION_MAX_MINUTES
  ) {
    return refuse('duration-range', TIMELINE_MESSAGES.durationRange);
  }
  const end = start + minutes;
  const from: TablePlacement = {
    tables: joinTableIds(current),
    time: booking.time,
    until: clock.wallTimeOf(window.end),
  };
  const to: TablePlacement = {
    tables: joinTableIds(tables),
    time: target.time,
    until: clock.wallTimeOf(end),
  };
  const seats = tables.map((table) => floor.tables.find((t) => t.number === table)?.maxSeats ?? 0);
  const warning = checkTableSeats({ capacities: seats, partySize: booking.partySize });
  const accepted = (tablesFreeAt: string, changed: boolean): TimelineMoveCheck => ({
    ok: true,
    changed,
    tables,
    time: target.time,
    minutes,
    tablesFreeAt,
    from,
    to,
    warning,
  });
  const freeAt = clock.instantOf(end).toISOString();
  if (sameTables && target.time === booking.time && minutes === length) return accepted(freeAt, false);
  const hold = checkStaffTableHold({
    date,
    floor,
    bookings,
    bands,
    reservationId: booking.id,
    tables,
    time: target.time,
    partySize: booking.partySize,
    minutes,
  });
  if (hold.ok || force) return accepted(freeAt, true);
  const holders = findTableHolders({
    clock,
    bookings,
    bands,
    tables: hold.tables,
    window: { start, end },
    exceptId: booking.id,
  });
  const named = holders.map((h) => ({ table: h.table, time: h.time, name: names?.get(h.bookingId) ?? '' }));
  return refuse('table-occupied', TABLE_MESSAGES.occupiedBy(named), holders);
}
