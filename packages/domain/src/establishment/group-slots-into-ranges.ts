import type { TimeSlot } from '../availability/opening-hours-schema';
import { timeToMinutes } from '../availability/paris-time';

/**
 * A service as the establishment page shows it: slots every `intervalMinutes` from `start` to `end` included,
 * each with `capacity` covers, all open to booking or all closed (`enabled`).
 */
export interface ServiceRange {
  start: string;
  end: string;
  intervalMinutes: number;
  capacity: number;
  enabled: boolean;
}

/** Interval given to a range of a single slot, and to a new range. */
export const DEFAULT_RANGE_INTERVAL_MINUTES = 15;
/** Narrowest interval of a range. */
export const MIN_RANGE_INTERVAL_MINUTES = 5;
/** Widest interval of a range: slots further apart are separate services (lunch 14:30, dinner 19:00). */
export const MAX_RANGE_INTERVAL_MINUTES = 240;

/**
 * The day's slots read as services: sorted by time, each run of slots evenly spaced with the same capacity and
 * the same open flag becomes one range (slots under 5 minutes or over 4 hours apart never share one). Expanding the ranges gives the same slots back
 * (see expandRangesIntoSlots), so the page can show ranges while the slots stay the stored data.
 * @example groupSlotsIntoRanges({ slots: [12:00, 12:15, 12:30 × 20 couverts] }) // [{ start: '12:00', end: '12:30', intervalMinutes: 15, capacity: 20, enabled: true }]
 */
export function groupSlotsIntoRanges({ slots }: { slots: readonly TimeSlot[] }): ServiceRange[] {
  const sorted = [...slots].sort((a, b) => a.time.localeCompare(b.time));
  const ranges: ServiceRange[] = [];
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index] as TimeSlot;
    const sameKind = (slot: TimeSlot | undefined): slot is TimeSlot =>
      slot !== undefined && slot.maxCapacity === first.maxCapacity && slot.enabled === first.enabled;
    const second = sorted[index + 1];
    const gap = sameKind(second)
      ? timeToMinutes({ time: second.time }) - timeToMinutes({ time: first.time })
      : Infinity;
    const interval =
      gap >= MIN_RANGE_INTERVAL_MINUTES && gap <= MAX_RANGE_INTERVAL_MINUTES
        ? gap
        : DEFAULT_RANGE_INTERVAL_MINUTES;
    let last = index;
    while (
      sameKind(sorted[last + 1]) &&
      timeToMinutes({ time: (sorted[last + 1] as TimeSlot).time }) -
        timeToMinutes({ time: (sorted[last] as TimeSlot).time }) ===
        interval
    )
      last += 1;
    ranges.push({
      start: first.time,
      end: (sorted[last] as TimeSlot).time,
      intervalMinutes: interval,
      capacity: first.maxCapacity,
      enabled: first.enabled,
    });
    index = last + 1;
  }
  return ranges;
}
