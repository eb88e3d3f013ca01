import { timeToMinutes } from '../availability/paris-time';
import type { TableDurationMinutes } from '../availability/table-duration-schema';
import { tableDurationForTime } from './table-duration-for-time';

/** Minutes from the start of the day: `start` included, `end` excluded (a 12:30 booking of 2 h ends at 14:30). */
export interface TimeWindow {
  start: number;
  end: number;
}

/**
 * The window during which a booking at `time` holds its tables: from its time for its service's duration.
 * @example tableHoldWindow({ time: '12:30' }) // { start: 750, end: 870 }
 */
export function tableHoldWindow({
  time,
  durations,
}: {
  time: string;
  durations?: TableDurationMinutes;
}): TimeWindow {
  const start = timeToMinutes({ time });
  return { start, end: start + tableDurationForTime({ time, durations }) };
}

/** Whether two windows share a minute; one ending when the other starts does not overlap it. */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  return a.start < b.end && b.start < a.end;
}
