import { addDaysToDate, isClosedOnDate, type OpeningHours } from '@app/domain';
import type { Availability } from '../api/booking-types';

/** How far the first open weekday is looked for before the server has answered (a week covers every weekday). */
const WEEK = 7;

/** The first day from today the restaurant opens, by its weekly hours; today when they are unknown. */
export function firstOpenDay({
  today,
  openingHours,
}: {
  today: string;
  openingHours: OpeningHours | undefined;
}): string {
  if (!openingHours) return today;
  for (let i = 0; i < WEEK; i += 1) {
    const date = addDaysToDate({ date: today, days: i });
    if (!isClosedOnDate({ openingHours, date })) return date;
  }
  return today;
}

/**
 * The day preselected while the diner has chosen none: the first day with a table left, so that an evening
 * visit does not open on a day with nothing left. Today when it has a bookable slot; else the next availability
 * the server found (`getAvailability` of today); before that answer, the first day the restaurant opens.
 */
export function defaultBookingDate({
  today,
  openingHours,
  todayAvailability,
}: {
  today: string;
  openingHours: OpeningHours | undefined;
  todayAvailability: Availability | undefined;
}): string {
  const open = firstOpenDay({ today, openingHours });
  if (!todayAvailability || todayAvailability.date !== today) return open;
  if (todayAvailability.slots.some((slot) => slot.available)) return today;
  return todayAvailability.nextAvailability?.date ?? open;
}
