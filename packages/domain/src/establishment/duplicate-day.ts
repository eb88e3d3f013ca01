import { WEEKDAYS, type OpeningHours, type Weekday } from '../availability/opening-hours-schema';

/**
 * Opening hours where each of `targets` gets a copy of `from`'s day (closed flag and slots); the source day itself
 * is never a target. Throws nothing: an empty target list is refused earlier by DuplicateDayFormSchema.
 * @example duplicateDay({ hours, from: 'monday', targets: ['tuesday', 'friday'] })
 */
export function duplicateDay({
  hours,
  from,
  targets,
}: {
  hours: OpeningHours;
  from: Weekday;
  targets: readonly Weekday[];
}): OpeningHours {
  const source = hours[from];
  const next = { ...hours };
  for (const day of WEEKDAYS)
    if (day !== from && targets.includes(day))
      next[day] = { closed: source.closed, timeSlots: source.timeSlots.map((slot) => ({ ...slot })) };
  return next;
}
