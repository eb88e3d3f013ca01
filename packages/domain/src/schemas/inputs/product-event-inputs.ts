import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { PUBLIC_PRODUCT_EVENTS } from '../../stats/product-events';
import { GetRestaurantBySlugInputSchema } from './online-booking-inputs';

/**
 * `recordProductEvent`: one event a browser reports for a venue (its booking page's slug), and nothing else: no
 * person, device or page address, so nothing personal is ever stored (ARCHITECTURE §9 "Events without cookies").
 */
export const RecordProductEventInputSchema = z
  .object({
    event: z.enum(PUBLIC_PRODUCT_EVENTS, MESSAGES.generic.invalidInput),
    slug: GetRestaurantBySlugInputSchema.shape.slug,
  })
  .strict();
export type RecordProductEventInput = z.infer<typeof RecordProductEventInputSchema>;
