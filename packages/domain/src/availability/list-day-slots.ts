import type { OpeningHours, TimeSlot } from './opening-hours-schema';
import { weekdayOfDate } from './paris-time';

/**
 * Configured slots of a date (weekday of the opening hours), sorted by time. A closed weekday gives no slot;
 * disabled slots are kept (the staff slot manager shows them) and filtered by the booking rules.
 */
export function listDaySlots({
  openingHours,
  date,
}: {
  openingHours: OpeningHours;
  date: string;
}): TimeSlot[] {
  const day = openingHours[weekdayOfDate({ date })];
  if (day.closed) return [];
  return [...day.timeSlots].sort((a, b) => a.time.localeCompare(b.time));
}

/** Whether the restaurant takes no booking that date: weekday closed or no enabled slot. */
export function isClosedOnDate({
  openingHours,
  date,
}: {
  openingHours: OpeningHours;
  date: string;
}): boolean {
  return !listDaySlots({ openingHours, date }).some((slot) => slot.enabled);
}
