import { getBookingWindow } from './booking-window';
import type { AvailableSlot, DayAvailability } from './build-day-availability';
import { isClosedOnDate } from './list-day-slots';
import { addDaysToDate } from './paris-time';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** How far after a day with nothing left the booking page looks for the next free slot. */
export const NEXT_AVAILABILITY_SEARCH_DAYS = 60;

/**
 * Open days one public `getAvailability` reads at most when looking for the next availability: a call costs a
 * bounded number of reads whatever the venue's bookings; when none of them has room the answer says where to
 * go on (`nextSearchAfter`), and the booking page asks again from there.
 */
export const NEXT_AVAILABILITY_DAYS_PER_CALL = 8;

/** « Prochaine disponibilité » of the booking page: the first later day with a free slot, and those slots. */
export interface NextAvailability {
  date: string;
  /** The day's slots that can be booked now, in time order. */
  slots: AvailableSlot[];
}

/** Whether a diner can book at least one slot of the day now (nothing left when all are full, passed or closed). */
export function hasAvailability({ day }: { day: Pick<DayAvailability, 'slots'> }): boolean {
  return day.slots.some((slot) => slot.available);
}

/**
 * The dates to read, in order, when looking for the next availability after `date`: from the day after (never
 * before today) for at most `days` days and never past the booking window. Weekdays the restaurant never
 * opens are left out, so they cost no read; none at all when online booking is off.
 */
export function listNextAvailabilityDates({
  settings,
  date,
  now,
  days = NEXT_AVAILABILITY_SEARCH_DAYS,
}: {
  settings: RestaurantBookingSettings;
  date: string;
  now: Date;
  days?: number;
}): string[] {
  if (!settings.onlineBookingEnabled) return [];
  const { minDate, maxDate } = getBookingWindow({ now });
  const dayAfter = addDaysToDate({ date, days: 1 });
  const first = dayAfter > minDate ? dayAfter : minDate;
  const dates: string[] = [];
  for (let i = 0; i < days; i += 1) {
    const candidate = addDaysToDate({ date: first, days: i });
    if (candidate > maxDate) break;
    if (!isClosedOnDate({ openingHours: settings.openingHours, date: candidate })) dates.push(candidate);
  }
  return dates;
}

/** The earliest of `days` with a slot that can be booked now, with only those slots; null when none has one. */
export function pickNextAvailability({
  days,
}: {
  days: readonly DayAvailability[];
}): NextAvailability | null {
  const first = [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .find((day) => hasAvailability({ day }));
  return first ? { date: first.date, slots: first.slots.filter((slot) => slot.available) } : null;
}
