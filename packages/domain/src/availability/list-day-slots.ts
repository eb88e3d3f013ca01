import type { OpeningHours, TimeSlot } from './opening-hours-schema';
import { findDateException } from './find-date-exception';
import { weekdayOfDate } from './paris-time';

/**
 * Configured slots of a date, sorted by time: its special hours' slots when it has some, none when a closure
 * covers it, else its weekday's (none when the weekday is closed). Disabled slots are kept (the staff slot
 * manager shows them) and filtered by the booking rules.
 */
export function listDaySlots({
  openingHours,
  date,
}: {
  openingHours: OpeningHours;
  date: string;
}): TimeSlot[] {
  const exception = findDateException({ openingHours, date });
  if (exception?.kind === 'closed') return [];
  const day = exception ?? openingHours[weekdayOfDate({ date })];
  if ('closed' in day && day.closed) return [];
  return [...day.timeSlots].sort((a, b) => a.time.localeCompare(b.time));
}

/** Whether the restaurant takes no booking that date: closure, weekday closed or no enabled slot. */
export function isClosedOnDate({
  openingHours,
  date,
}: {
  openingHours: OpeningHours;
  date: string;
}): boolean {
  return !listDaySlots({ openingHours, date }).some((slot) => slot.enabled);
}
