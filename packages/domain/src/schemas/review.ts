import { z } from 'zod';
import { IdSchema, OptionalEmailSchema, TimestampSchema } from './primitives';

/** Known review sources; any other value is shown as a third-party booking platform. */
export const KNOWN_REVIEW_SOURCES = ['internal', 'google', 'tripadvisor'] as const;

/** Reservation id used by walk-in visits on the review page (`/review/{restaurantId}/walkin`). */
export const WALK_IN_REVIEW_ID = 'walkin';

/** A review document (collection `reviews`). `customerId` is the customer e-mail as in the product. */
export const ReviewSchema = z.object({
  id: IdSchema,
  restaurantId: IdSchema,
  restaurantName: z.string().default(''),
  reservationId: z.string().default(''),
  customerId: z.string().default(''),
  customerName: z.string().default(''),
  customerEmail: OptionalEmailSchema.default(''),
  rating: z.number().int().min(1).max(5),
  comment: z.string().default(''),
  source: z.string().min(1).default('internal'),
  isPublic: z.boolean().default(true),
  response: z.string().optional(),
  respondedAt: TimestampSchema.optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
});
/** {@link ReviewSchema} output type. */
export type Review = z.infer<typeof ReviewSchema>;
