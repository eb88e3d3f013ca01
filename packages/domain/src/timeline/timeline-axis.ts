import { classifyService, type Service } from '../availability/classify-service';
import type { DayClock } from '../availability/day-clock';

/** The timeline's step: a column per quarter of an hour, as slots and pacing count. */
export const TIMELINE_STEP_MINUTES = 15;

/** The services the timeline shows: one of them, or the whole day. */
export type TimelineService = Exclude<Service, 'other'> | 'all';

/** One column: its real minutes since the day's midnight and its wall time. */
export interface TimelineColumn {
  minutes: number;
  label: string;
  /** Whether it starts an hour (the grid draws the hours stronger). */
  hour: boolean;
}

/** What the timeline spans, in real minutes of the day ({@link DayClock}), quarter by quarter. */
export interface TimelineAxis {
  start: number;
  end: number;
  columns: TimelineColumn[];
}

const HOUR = 60;
/** What a service spans when it has no slot nor booking that day. */
const DEFAULT_SPANS: Record<TimelineService, [number, number]> = {
  lunch: [12 * HOUR, 15 * HOUR],
  dinner: [19 * HOUR, 23 * HOUR],
  all: [12 * HOUR, 23 * HOUR],
};
/** The shortest span shown, so that a quiet service still reads as one. */
const MIN_SPAN = 3 * HOUR;

/** Whether a wall time belongs to the service shown ('all': every time). */
export function inTimelineService({ time, service }: { time: string; service: TimelineService }): boolean {
  if (service === 'all') return true;
  return classifyService({ time }) === service;
}

/**
 * The timeline's span for a service: from the hour before its first slot or booking to the hour after the last
 * slot's hold (`tailMinutes`) or the last booking's end, at least three hours; quarter columns labelled with
 * the wall time, so that on the autumn night the hour that repeats is shown twice and on the spring night the
 * one skipped is not.
 */
export function buildTimelineAxis({
  clock,
  service,
  slotTimes,
  windows,
  tailMinutes,
}: {
  clock: DayClock;
  service: TimelineService;
  /** The day's open slots (wall times). */
  slotTimes: readonly string[];
  /** The windows of the service's bookings, in real minutes. */
  windows: readonly { start: number; end: number }[];
  /** How long after the last slot the service may run (a last booking's hold). */
  tailMinutes: number;
}): TimelineAxis {
  const slots = slotTimes
    .filter((time) => inTimelineService({ time, service }))
    .map((time) => clock.minutesOf(time))
    .filter((minutes): minutes is number => minutes !== null);
  const starts = [...slots, ...windows.map((w) => w.start)];
  const ends = [...slots.map((m) => m + tailMinutes), ...windows.map((w) => w.end)];
  const [defaultStart, defaultEnd] = DEFAULT_SPANS[service];
  const first = starts.length > 0 ? Math.min(...starts) : defaultStart;
  const last = ends.length > 0 ? Math.max(...ends) : defaultEnd;
  const start = Math.floor(first / HOUR) * HOUR;
  const end = Math.max(Math.ceil(last / HOUR) * HOUR, start + MIN_SPAN);
  const columns: TimelineColumn[] = [];
  for (let minutes = start; minutes < end; minutes += TIMELINE_STEP_MINUTES) {
    const label = clock.wallTimeOf(minutes);
    columns.push({ minutes, label, hour: label.endsWith(':00') });
  }
  return { start, end, columns };
}
