import { classifyService, tableHoldWindow } from '@app/domain';
import type { TableDurationMinutes } from '@app/domain';

/** 'HH:MM' rounded down to the quarter hour ('19:52' → '19:45'). */
export function quarterOf(time: string): string {
  const minutes = Number(time.slice(3, 5));
  return `${time.slice(0, 2)}:${String(minutes - (minutes % 15)).padStart(2, '0')}`;
}

/** Times the day plan offers: the date's slots and the reservations' times (and now, on today's plan), sorted. */
export function planTimeOptions({
  slotTimes,
  reservationTimes,
  now,
}: {
  slotTimes: readonly string[];
  reservationTimes: readonly string[];
  now?: string;
}): string[] {
  return [...new Set([...slotTimes, ...reservationTimes, ...(now ? [now] : [])])].sort();
}

/**
 * The time the day plan opens at: now on today's plan; another day, the first slot of the service of its
 * first reservation (lunch when there is none), so that the tables booked that service show as taken.
 */
export function defaultPlanTime({
  now,
  slotTimes,
  reservationTimes,
}: {
  /** The current time on today's plan, undefined on another date. */
  now?: string;
  slotTimes: readonly string[];
  reservationTimes: readonly string[];
}): string {
  if (now) return now;
  const first = [...reservationTimes].sort()[0];
  const service = first ? classifyService({ time: first }) : 'lunch';
  const slot = [...slotTimes].sort().find((time) => classifyService({ time }) === service);
  return slot ?? first ?? [...slotTimes].sort()[0] ?? '12:00';
}

/** 'HH:MM' of minutes since midnight, past midnight wrapping to the next day's hour. */
function clockOf(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** The end of the time a booking at `time` holds its tables ('19:00' → '21:00' with two hours). */
export function holdEndOf({ time, durations }: { time: string; durations?: TableDurationMinutes }): string {
  return clockOf(tableHoldWindow({ time, durations }).end);
}
