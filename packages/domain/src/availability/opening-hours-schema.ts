import { z } from 'zod';
import { safeString, storableFormat } from '../schemas/safe-string';

/** Wall-clock time in Europe/Paris, 'HH:MM' on 24 hours. */
export const TimeOfDaySchema = safeString()
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

/** Longest reason of a dated exception (« Congés annuels », « Privatisation »). */
export const DATE_EXCEPTION_REASON_MAX = 80;
/** Most dated exceptions a venue keeps; the establishment page drops those passed when it saves. */
export const MAX_DATE_EXCEPTIONS = 60;
/** Longest closure: a year (annual leave, works). */
export const MAX_CLOSURE_DAYS = 366;

const ExceptionDateSchema = storableFormat(z.iso.date({ error: 'Date invalide' }).max(10, 'Date invalide'));
const ReasonSchema = safeString()
  .trim()
  .max(DATE_EXCEPTION_REASON_MAX, `Le motif ne peut pas dépasser ${DATE_EXCEPTION_REASON_MAX} caractères`);

const dayNumber = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/** A closure from `from` to `to` included (one date when equal), with its reason; no booking on those dates. */
export const DateClosureSchema = z
  .object({
    kind: z.literal('closed'),
    from: ExceptionDateSchema,
    to: ExceptionDateSchema,
    reason: ReasonSchema,
  })
  .refine((closure) => closure.from <= closure.to, {
    message: 'La date de fin doit être le même jour ou après la date de début',
    path: ['to'],
  })
  .refine((closure) => dayNumber(closure.to) - dayNumber(closure.from) < MAX_CLOSURE_DAYS, {
    message: `Une fermeture dure au plus ${MAX_CLOSURE_DAYS} jours`,
    path: ['to'],
  });
/** {@link DateClosureSchema} output type. */
export type DateClosure = z.infer<typeof DateClosureSchema>;

/** Special hours of one date: its own slots replace those of its weekday (closed or not). */
export const SpecialHoursSchema = z.object({
  kind: z.literal('special'),
  date: ExceptionDateSchema,
  reason: ReasonSchema,
  timeSlots: DayOpeningHoursSchema.shape.timeSlots.max(288),
});
/** {@link SpecialHoursSchema} output type. */
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;

/** A dated exception to the weekly hours: a closure or special hours. */
export const DateExceptionSchema = z.discriminatedUnion('kind', [DateClosureSchema, SpecialHoursSchema]);
/** {@link DateExceptionSchema} output type. */
export type DateException = z.infer<typeof DateExceptionSchema>;

/**
 * Opening hours of a restaurant, one entry per weekday, and the dated exceptions (absent: none). The weekly
 * slots stay the data the booking rules read; an exception only replaces them on its dates.
 */
export const OpeningHoursSchema = z.object({
  monday: DayOpeningHoursSchema,
  tuesday: DayOpeningHoursSchema,
  wednesday: DayOpeningHoursSchema,
  thursday: DayOpeningHoursSchema,
  friday: DayOpeningHoursSchema,
  saturday: DayOpeningHoursSchema,
  sunday: DayOpeningHoursSchema,
  exceptions: z
    .array(DateExceptionSchema)
    .max(MAX_DATE_EXCEPTIONS, `Au plus ${MAX_DATE_EXCEPTIONS} fermetures ou horaires exceptionnels`)
    .optional(),
});
/** {@link OpeningHoursSchema} output type. */
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
