import { z } from 'zod';
import { BASIC_EMAIL_PATTERN, MESSAGES, RESERVATION_STATUSES } from '@app/domain';

/**
 * Inputs of the reservation callables the domain does not declare yet (the staff create/update inputs come
 * from `@app/domain`). Messages are the spec's French texts; move these to the domain when it grows them.
 */
const G = MESSAGES.generic;
const B = MESSAGES.booking;

const id = (message: string) => z.string(message).trim().min(1, message);
const date = z.string(G.invalidDateTime).regex(/^\d{4}-\d{2}-\d{2}$/, G.invalidDateTime);
const time = z.string(G.invalidDateTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, G.invalidDateTime);

export const GetRestaurantBySlugInputSchema = z.object({ slug: id(G.restaurantNotFound) });

export const GetAvailabilityInputSchema = z.object({ restaurantId: id(G.restaurantNotFound), date });

/** Public booking form (customer-flows §2 step 4 and §5): first name, last name, e-mail and phone required. */
export const CreateOnlineReservationInputSchema = z.object({
  restaurantId: id(B.restaurantNotLoaded),
  date,
  time,
  partySize: z.number(MESSAGES.reservation.partySizeMin).int(MESSAGES.reservation.partySizeMin).min(1, MESSAGES.reservation.partySizeMin),
  firstName: id(B.firstNameRequired),
  lastName: id(B.lastNameRequired),
  email: z.string(B.emailRequired).trim().toLowerCase().min(1, B.emailRequired).regex(BASIC_EMAIL_PATTERN, MESSAGES.reservation.invalidEmail),
  phone: id(B.phoneRequired),
  terrace: z.boolean().default(false),
  specialRequests: z.string().trim().max(2000).default(''),
  /** Made once per form by the browser: a retry or a double click returns the same reservation. */
  requestId: z.string(G.invalidInput).trim().min(8, G.invalidInput).max(100, G.invalidInput).regex(/^[\w-]+$/, G.invalidInput),
});
export type CreateOnlineReservationInput = z.output<typeof CreateOnlineReservationInputSchema>;

export const SetReservationStatusInputSchema = z.object({
  reservationId: id(G.reservationNotFound),
  status: z.enum(RESERVATION_STATUSES, MESSAGES.reservation.invalidTransition),
  reason: z.string().trim().max(500).optional(),
});

/** Assign one or several tables, or clear them (`unassign: true`). */
export const AssignTablesInputSchema = z
  .object({
    reservationId: id(G.reservationNotFound),
    tables: z.array(z.string().trim().min(1)).default([]),
    unassign: z.boolean().default(false),
  })
  .refine((v) => v.unassign || v.tables.length > 0, { message: MESSAGES.table.selectAtLeastOne, path: ['tables'] });

export const MoveReservationTableInputSchema = z.object({
  reservationId: id(G.reservationNotFound),
  tableId: id(MESSAGES.table.selectAtLeastOne),
});

export const SetClosedSlotsInputSchema = z.object({
  restaurantId: id(MESSAGES.reservation.noRestaurantSelected),
  date,
  lunch: z.array(time).default([]),
  dinner: z.array(time).default([]),
});

export const CancelMyReservationInputSchema = z.object({ reservationId: id(G.reservationNotFound) });
