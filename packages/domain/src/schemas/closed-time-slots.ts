import { z } from 'zod';
import { DateStringSchema, IdSchema, TimeStringSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/**
 * Slots closed by staff for one restaurant and date
 * (collection `closedTimeSlots`, id `{restaurantId}_{date}`).
 */
export const ClosedTimeSlotsSchema = z.object({
  restaurantId: IdSchema,
  date: DateStringSchema,
  lunch: z.array(TimeStringSchema).default([]),
  dinner: z.array(TimeStringSchema).default([]),
  updatedAt: TimestampSchema.optional(),
  updatedBy: safeString().optional(),
  /** Who closed each closed time and when (« Pourquoi complet ? »); absent on days closed before it was kept. */
  closures: z
    .record(
      TimeStringSchema,
      z.object({ by: safeString().max(120), byUid: safeString().max(128), at: TimestampSchema }),
    )
    .optional(),
});
/** {@link ClosedTimeSlotsSchema} output type. */
export type ClosedTimeSlots = z.infer<typeof ClosedTimeSlotsSchema>;

/** Document id of the closed slots of a restaurant on a date. */
export function closedTimeSlotsId(restaurantId: string, date: string): string {
  return `${restaurantId}_${date}`;
}
