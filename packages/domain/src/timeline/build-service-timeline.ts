import { makeDayClock, type DayClock } from '../availability/day-clock';
import { readFloorTables, type FloorTableGroup } from '../availability/floor-tables';
import { bookingWindow, planTableDay, type TableBooking } from '../availability/plan-table-day';
import { resolveHoldMinutes } from '../availability/resolve-hold-minutes';
import type { TableDurationBands } from '../availability/table-duration-bands-schema';
import { splitTableIds, type FloorPlan } from '../schemas';
import { listHoldConflicts, type HoldConflict } from './list-hold-conflicts';
import {
  buildTimelineAxis,
  inTimelineService,
  type TimelineAxis,
  type TimelineService,
} from './timeline-axis';

/** A booking as the timeline reads it: the engine's booking, and whether its tables are the engine's proposal. */
export interface TimelineBooking extends TableBooking {
  proposed?: boolean;
}

/** One row of the grid: a table of the plan. */
export interface TimelineTableRow {
  table: string;
  seats: number;
  online: boolean;
  /** The joinable groups it belongs to, as staff read them ('1 + 2'). */
  groups: string[];
}

/** The rows of one room, in table-number order. */
export interface TimelineRoom {
  id: string;
  name: string;
  tables: TimelineTableRow[];
}

/** A booking on the grid: from its time to when it frees its tables, on each of its tables' rows. */
export interface TimelineBar {
  bookingId: string;
  tables: string[];
  start: number;
  end: number;
  startTime: string;
  endTime: string;
  status: string;
  partySize: number;
  proposed: boolean;
  /** Finished: shown where it sat, holding nothing any more. */
  finished: boolean;
  /** The bookings sharing one of its tables at the same time (marked « Conflit de table »). */
  conflicts: HoldConflict[];
}

/** A booking holding no table yet (« À placer »): where the engine would seat it now, if anywhere. */
export interface UnplacedBooking extends Omit<TimelineBar, 'tables' | 'finished' | 'conflicts' | 'proposed'> {
  /** The engine's best free fit for it; null: no table left that seats it then. */
  suggestion: string[] | null;
}

/** The service timeline of a day: its span, its rows room by room, the bars and the bookings to place. */
export interface ServiceTimeline {
  date: string;
  clock: DayClock;
  axis: TimelineAxis;
  rooms: TimelineRoom[];
  groups: readonly FloorTableGroup[];
  bars: TimelineBar[];
  unplaced: UnplacedBooking[];
}

/** Finished bookings still drawn where they sat; cancelled and absent ones held nothing. */
const SHOWN_FINISHED = new Set(['COMPLETED']);
/** The room of tables a booking names that the plan no longer has: shown rather than lost. */
export const OFF_PLAN_ROOM_ID = 'hors-plan';

const byNumber = new Intl.Collator('fr', { numeric: true });

function roomsOf(plan: Pick<FloorPlan, 'rooms'>, groupsOf: (table: string) => string[]): TimelineRoom[] {
  const seen = new Set<string>();
  return plan.rooms.map((room) => ({
    id: room.id,
    name: room.name,
    tables: room.elements
      .flatMap((element) => {
        if (element.type !== 'table' || seen.has(element.number)) return [];
        seen.add(element.number);
        return [
          {
            table: element.number,
            seats: element.capacity,
            online: element.online !== false,
            groups: groupsOf(element.number),
          },
        ];
      })
      .sort((a, b) => byNumber.compare(a.table, b.table)),
  }));
}

/**
 * The service timeline (« Planning »): one row per table of the plan, room by room (joinable groups named on
 * their tables' rows), a column per quarter of the service, and each booking a bar from its time to when it
 * frees its tables. The windows, the seating of bookings without a table and the conflicts are the
 * availability engine's own ({@link planTableDay}: stored ends, else the venue's duration by service and party
 * size, « Par tables » or « Par couverts » alike; real minutes across the clock changes): the timeline is a
 * view of the engine, never a second computation. Pending, confirmed and seated bookings hold their tables;
 * completed ones are drawn where they sat; those with no table go to « À placer » with the engine's best fit.
 */
export function buildServiceTimeline({
  date,
  plan,
  bookings,
  bands,
  service,
  slotTimes,
}: {
  date: string;
  plan: Pick<FloorPlan, 'rooms'> & { tableGroups?: FloorPlan['tableGroups'] };
  bookings: readonly TimelineBooking[];
  bands: TableDurationBands;
  service: TimelineService;
  slotTimes: readonly string[];
}): ServiceTimeline {
  const clock = makeDayClock({ date });
  const floor = readFloorTables({ plan });
  const groupLabels = floor.groups.map((group) => ({ group, label: group.tables.join(' + ') }));
  const groupsOf = (table: string) =>
    groupLabels.filter(({ group }) => group.tables.includes(table)).map(({ label }) => label);
  const rooms = roomsOf(plan, groupsOf);
  const day = planTableDay({ date, clock, floor, bookings, bands });
  const conflicts = listHoldConflicts(day);
  const shown = (booking: TableBooking) => inTimelineService({ time: booking.time, service });
  const timed = (booking: TableBooking, start: number, end: number) => ({
    bookingId: booking.id,
    start,
    end,
    startTime: clock.wallTimeOf(start),
    endTime: clock.wallTimeOf(end),
    status: booking.status.toUpperCase(),
    partySize: booking.partySize,
  });
  const bars: TimelineBar[] = [];
  const unplaced: UnplacedBooking[] = [];
  for (const entry of day.placed) {
    if (!shown(entry.booking)) continue;
    const base = timed(entry.booking, entry.start, entry.end);
    if (!entry.stored) {
      unplaced.push({ ...base, suggestion: [...entry.tables] });
      continue;
    }
    const proposed = (entry.booking as TimelineBooking).proposed === true;
    const own = conflicts.get(entry.booking.id) ?? [];
    bars.push({ ...base, tables: [...entry.tables], proposed, finished: false, conflicts: own });
  }
  for (const entry of day.unseated) {
    if (shown(entry.booking))
      unplaced.push({ ...timed(entry.booking, entry.start, entry.end), suggestion: null });
  }
  for (const booking of bookings) {
    const tables = splitTableIds(booking.tableId ?? '');
    if (!SHOWN_FINISHED.has(booking.status.toUpperCase()) || tables.length === 0 || !shown(booking)) continue;
    const { start, end } = bookingWindow({ clock, booking, bands });
    bars.push({ ...timed(booking, start, end), tables, proposed: false, finished: true, conflicts: [] });
  }
  bars.sort((a, b) => a.start - b.start || a.bookingId.localeCompare(b.bookingId));
  unplaced.sort((a, b) => a.start - b.start || a.bookingId.localeCompare(b.bookingId));
  const known = new Set(rooms.flatMap((room) => room.tables.map((row) => row.table)));
  const offPlan = [...new Set(bars.flatMap((bar) => bar.tables).filter((table) => !known.has(table)))];
  if (offPlan.length > 0) {
    rooms.push({
      id: OFF_PLAN_ROOM_ID,
      name: 'Hors plan',
      tables: offPlan.sort(byNumber.compare).map((table) => ({ table, seats: 0, online: false, groups: [] })),
    });
  }
  const lastSlot = [...slotTimes]
    .filter((time) => inTimelineService({ time, service }))
    .sort()
    .at(-1);
  const tail = lastSlot ? resolveHoldMinutes({ time: lastSlot, partySize: 2, bands }) : 0;
  const axis = buildTimelineAxis({
    clock,
    service,
    slotTimes,
    windows: [...bars, ...unplaced],
    tailMinutes: tail,
  });
  return { date, clock, axis, rooms, groups: floor.groups, bars, unplaced };
}
