import { z } from 'zod';

/** The restaurant as the booking page needs it (answer of `getRestaurantBySlug`). */
export const BookingRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  emoji: z.string().optional().default('🍽️'),
  address: z.string().optional().default(''),
  phone: z.string().optional().default(''),
  description: z.string().optional().default(''),
  maxOnlineReservation: z.number().int().min(1).optional().default(12),
  onlineBookingEnabled: z.boolean().optional().default(true),
});
export type BookingRestaurant = z.infer<typeof BookingRestaurantSchema>;

/** One slot of a day, as computed by the server (`getAvailability`). */
export const SlotSchema = z.object({
  time: z.string(),
  service: z.enum(['lunch', 'dinner', 'other']),
  available: z.boolean(),
  remaining: z.number(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const AvailabilitySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  maxPartySize: z.number().int().min(1),
  slots: z.array(SlotSchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** What the diner types in the details step. */
export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  terrace: boolean;
  specialRequests: string;
}
