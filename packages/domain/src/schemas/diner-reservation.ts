import { z } from 'zod';
import { ReservationStatusSchema } from './reservation-status';
import { safeString } from './safe-string';

/**
 * A diner's copy of one of their reservations (`customerReservations/{reservationId}`, written by the server with
 * the reservation, see projectDinerReservation): only what « Mes réservations et visites » shows, and the e-mail
 * the read policy checks. No history, notes, tables, bill or phone: those stay on the venue's document.
 */
export const DinerReservationSchema = z.object({
  id: safeString().min(1),
  customerEmail: safeString().min(1),
  restaurantId: safeString(),
  restaurantName: safeString(),
  date: safeString(),
  time: safeString(),
  partySize: z.number().int().nonnegative(),
  status: ReservationStatusSchema,
  /** A refused request (« Refusée »); copies written before it read as not refused. */
  refused: z.boolean().default(false),
  archived: z.boolean(),
  isVisit: z.boolean(),
});
/** {@link DinerReservationSchema} output type. */
export type DinerReservationDoc = z.infer<typeof DinerReservationSchema>;
