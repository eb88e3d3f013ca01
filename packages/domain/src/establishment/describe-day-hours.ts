import { groupByService } from '../availability/classify-service';
import type { OpeningHours } from '../availability/opening-hours-schema';
import { listDaySlots } from '../availability/list-day-slots';

/** What the restaurants overview shows for a day without any bookable time. */
export const CLOSED_DAY_LABEL = 'Fermé';

/**
 * A day's opening hours as the restaurants overview shows them: per service (lunch, other, dinner) the first
 * and last bookable times of its enabled slots, « 12:00 – 14:30, 19:00 – 22:30 »; « Fermé » when the day is
 * closed (weekday or dated closure) or has no enabled slot; special hours replace the weekday's.
 * @example describeDayHours({ openingHours, date: '2026-11-23' }) // '12:00 – 14:00, 19:00 – 22:00'
 */
export function describeDayHours({
  openingHours,
  date,
}: {
  openingHours: OpeningHours;
  date: string;
}): string {
  const enabled = listDaySlots({ openingHours, date }).filter((slot) => slot.enabled);
  if (enabled.length === 0) return CLOSED_DAY_LABEL;
  const groups = groupByService({ items: [...enabled].sort((a, b) => a.time.localeCompare(b.time)) });
  return [groups.lunch, groups.other, groups.dinner]
    .filter((slots) => slots.length > 0)
    .map((slots) => {
      const first = slots[0]?.time ?? '';
      const last = slots.at(-1)?.time ?? '';
      return first === last ? first : `${first} – ${last}`;
    })
    .join(', ');
}
