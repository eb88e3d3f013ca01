import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { ReservationStatusSchema } from '../reservation-status';
import { DateStringSchema, TimeStringSchema } from '../primitives';
import { requiredId } from './form-checks';
import { BillAmountSchema } from './spend-inputs';
import { safeString } from '../safe-string';

const NOT_FOUND = MESSAGES.generic.reservationNotFound;
const NO_RESTAURANT = MESSAGES.reservation.noRestaurantSelected;

/** Input bounds of table callables: a table number is short free text ('2.1'); a booking spans a few tables. */
const MAX_TABLE_NUMBER_LENGTH = 50;
const MAX_TABLES_PER_BOOKING = 100;

/**
 * `setReservationStatus`: the new status (upper case) and an optional reason kept in the history; completing may
 * carry the bill (euros, « Terminer » with its amount), ignored for any other status.
 */
export const SetReservationStatusInputSchema = z.object({
  reservationId: requiredId(NOT_FOUND),
  status: ReservationStatusSchema,
  reason: safeString().trim().max(500, MESSAGES.reservation.textTooLong(500)).optional(),
  amountSpent: BillAmountSchema.optional(),
});
/** {@link SetReservationStatusInputSchema} output type. */
export type SetReservationStatusInput = z.output<typeof SetReservationStatusInputSchema>;

/** `cancelMyReservation`: a customer cancels one of their confirmed reservations. */
export const CancelMyReservationInputSchema = z.object({
  reservationId: requiredId(MESSAGES.customerSpace.missingReservationId),
  /**
   * The points the cancel dialog said the cancellation costs (0 or absent: free, issue 48 defect 3): the server
   * refuses a late cancellation that costs more than the diner was told.
   */
  acceptedPenalty: z.number().finite().min(0).max(1_000_000).optional(),
});
/** {@link CancelMyReservationInputSchema} output type. */
export type CancelMyReservationInput = z.output<typeof CancelMyReservationInputSchema>;

/**
 * `assignTables`: one or several tables for a reservation ('Veuillez sélectionner au moins une table'),
 * or `unassign: true` with no table to clear the assignment.
 */
export const AssignTablesInputSchema = z
  .object({
    reservationId: requiredId(NOT_FOUND),
    tables: z
      .array(
        safeString()
          .trim()
          .min(1, MESSAGES.table.selectAtLeastOne)
          .max(MAX_TABLE_NUMBER_LENGTH, MESSAGES.reservation.textTooLong(MAX_TABLE_NUMBER_LENGTH)),
      )
      .max(MAX_TABLES_PER_BOOKING)
      .default([]),
    unassign: z.boolean().default(false),
    /** « Attribuer quand même »: given although another booking holds them then; both then show a conflict. */
    force: z.boolean().default(false),
  })
  .refine((v) => v.unassign || v.tables.length > 0, {
    message: MESSAGES.table.selectAtLeastOne,
    path: ['tables'],
  });
/** {@link AssignTablesInputSchema} output type. */
export type AssignTablesInput = z.output<typeof AssignTablesInputSchema>;

/** `moveReservationTable`: move a reservation to a free table of the floor plan view (or a held one, forced). */
export const MoveReservationTableInputSchema = z.object({
  reservationId: requiredId(NOT_FOUND),
  table: safeString(MESSAGES.table.selectAtLeastOne)
    .trim()
    .min(1, MESSAGES.table.selectAtLeastOne)
    .max(MAX_TABLE_NUMBER_LENGTH, MESSAGES.reservation.textTooLong(MAX_TABLE_NUMBER_LENGTH)),
  /** « Attribuer quand même », as for assignTables. */
  force: z.boolean().default(false),
});
/** {@link MoveReservationTableInputSchema} output type. */
export type MoveReservationTableInput = z.output<typeof MoveReservationTableInputSchema>;

/** `setClosedSlots`: the closed lunch and dinner times of a restaurant on a date (replaces the day's list). */
export const SetClosedSlotsInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  date: DateStringSchema,
  lunch: z.array(TimeStringSchema).default([]),
  dinner: z.array(TimeStringSchema).default([]),
});
/** {@link SetClosedSlotsInputSchema} output type. */
export type SetClosedSlotsInput = z.output<typeof SetClosedSlotsInputSchema>;

/** Most guests « Pourquoi complet ? » asks about « Par tables » (a staff party may exceed the online maximum). */
const MAX_EXPLAINED_PARTY_SIZE = 50;

/**
 * `explainAvailability` (staff): « Pourquoi complet ? » for every slot of a restaurant's date; « Par tables »,
 * for the party staff look at (2 when not given).
 */
export const ExplainAvailabilityInputSchema = z.object({
  restaurantId: requiredId(NO_RESTAURANT),
  date: DateStringSchema,
  partySize: z
    .number(MESSAGES.generic.maxGuestsExceeded)
    .int(MESSAGES.generic.maxGuestsExceeded)
    .min(1, MESSAGES.generic.maxGuestsExceeded)
    .max(MAX_EXPLAINED_PARTY_SIZE, MESSAGES.generic.maxGuestsExceeded)
    .optional(),
});
/** {@link ExplainAvailabilityInputSchema} output type. */
export type ExplainAvailabilityInput = z.output<typeof ExplainAvailabilityInputSchema>;
