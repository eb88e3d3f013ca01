import { DEFAULT_SLOT_CAPACITY } from '../availability/restaurant-booking-settings-schema';
import type { DayOpeningHours } from '../availability/opening-hours-schema';
import { NewTimeSlotFormSchema } from '../schemas/inputs/settings-inputs';

/** The day with a new slot at `time` (enabled, 30 covers), kept in time order; or the refusal's French message. */
export function addTimeSlot({
  day,
  time,
}: {
  day: DayOpeningHours;
  time: string;
}): { ok: true; day: DayOpeningHours } | { ok: false; message: string } {
  const checked = NewTimeSlotFormSchema.safeParse({ time, existingTimes: day.timeSlots.map((s) => s.time) });
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? '' };
  const timeSlots = [
    ...day.timeSlots,
    { time: checked.data.time, enabled: true, maxCapacity: DEFAULT_SLOT_CAPACITY },
  ].sort((a, b) => a.time.localeCompare(b.time));
  return { ok: true, day: { ...day, timeSlots } };
}
