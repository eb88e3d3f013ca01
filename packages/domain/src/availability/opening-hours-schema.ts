import { z } from 'zod';

/** Wall-clock time in Europe/Paris, 'HH:MM' on 24 hours. */
export const TimeOfDaySchema = z
  .string()
  .max(5, "Format d'heure invalide (HH:MM)")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Format d'heure invalide (HH:MM)");

/** One bookable time of a weekday, with its capacity in covers. */
export const TimeSlotSchema = z.object({
  time: TimeOfDaySchema,
  enabled: z.boolean(),
  maxCapacity: z.number().int().min(0),
});
/** {@link TimeSlotSchema} output type. */
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

/** A weekday of the opening hours; duplicate times on the same day are refused as in the settings page. */
export const DayOpeningHoursSchema = z.object({
  closed: z.boolean(),
  timeSlots: z
    .array(TimeSlotSchema)
    .refine((slots) => new Set(slots.map((slot) => slot.time)).size === slots.length, {
      message: 'Ce créneau existe déjà',
    }),
});
/** {@link DayOpeningHoursSchema} output type. */
export type DayOpeningHours = z.infer<typeof DayOpeningHoursSchema>;

export { WEEKDAYS, type Weekday } from './weekdays';

/** Opening hours of a restaurant, one entry per weekday. */
export const OpeningHoursSchema = z.object({
  monday: DayOpeningHoursSchema,
  tuesday: DayOpeningHoursSchema,
  wednesday: DayOpeningHoursSchema,
  thursday: DayOpeningHoursSchema,
  friday: DayOpeningHoursSchema,
  saturday: DayOpeningHoursSchema,
  sunday: DayOpeningHoursSchema,
});
/** {@link OpeningHoursSchema} output type. */
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
