import { z } from 'zod';
import { TimeOfDaySchema, type TimeSlot } from '../availability/opening-hours-schema';
import { timeToMinutes } from '../availability/paris-time';
import {
  MAX_RANGE_INTERVAL_MINUTES,
  MIN_RANGE_INTERVAL_MINUTES,
  type ServiceRange,
} from './group-slots-into-ranges';

/** Intervals the range editor offers, in minutes. */
export const RANGE_INTERVAL_OPTIONS = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

/** Refusals of the range editor (French, shown under the form). */
export const RANGE_MESSAGES = {
  endBeforeStart: "L'heure de fin doit être après l'heure de début",
  interval: "L'intervalle doit être compris entre 5 et 240 minutes",
  capacity: 'Le nombre de couverts par créneau est compris entre 0 et 999',
  overlap: 'Ce créneau existe déjà',
} as const;

/** One range as the editor submits it; the end may equal the start (a single slot). */
export const ServiceRangeSchema = z
  .object({
    start: TimeOfDaySchema,
    end: TimeOfDaySchema,
    intervalMinutes: z
      .number()
      .int(RANGE_MESSAGES.interval)
      .min(MIN_RANGE_INTERVAL_MINUTES, RANGE_MESSAGES.interval)
      .max(MAX_RANGE_INTERVAL_MINUTES, RANGE_MESSAGES.interval),
    capacity: z
      .number()
      .int(RANGE_MESSAGES.capacity)
      .min(0, RANGE_MESSAGES.capacity)
      .max(999, RANGE_MESSAGES.capacity),
    enabled: z.boolean(),
  })
  .refine((range) => range.start <= range.end, { message: RANGE_MESSAGES.endBeforeStart, path: ['end'] });

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slots of a day's ranges, sorted by time: from each start every interval up to its end (the end is a slot
 * when the interval lands on it). Refuses an invalid range or two ranges sharing a time ('Ce créneau existe
 * déjà'), so a save never writes a duplicate slot.
 * @example expandRangesIntoSlots({ ranges: [{ start: '19:00', end: '19:30', intervalMinutes: 15, capacity: 20, enabled: true }] }) // 19:00, 19:15, 19:30
 */
export function expandRangesIntoSlots({
  ranges,
}: {
  ranges: readonly ServiceRange[];
}): { ok: true; timeSlots: TimeSlot[] } | { ok: false; message: string } {
  const byTime = new Map<string, TimeSlot>();
  for (const candidate of ranges) {
    const checked = ServiceRangeSchema.safeParse(candidate);
    if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? '' };
    const range = checked.data;
    const end = timeToMinutes({ time: range.end });
    for (
      let minutes = timeToMinutes({ time: range.start });
      minutes <= end;
      minutes += range.intervalMinutes
    ) {
      const time = toTime(minutes);
      if (byTime.has(time)) return { ok: false, message: `${RANGE_MESSAGES.overlap} (${time})` };
      byTime.set(time, { time, enabled: range.enabled, maxCapacity: range.capacity });
    }
  }
  return { ok: true, timeSlots: [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time)) };
}
