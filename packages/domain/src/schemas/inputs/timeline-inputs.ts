import { z } from 'zod';
import {
  TABLE_DURATION_MAX_MINUTES,
  TABLE_DURATION_MIN_MINUTES,
} from '../../availability/table-duration-schema';
import { MESSAGES } from '../../errors';
import { TimeStringSchema } from '../primitives';
import { requiredId } from './form-checks';
import { safeString } from '../safe-string';

const NOT_FOUND = MESSAGES.generic.reservationNotFound;
const M = MESSAGES.timeline;

/** A table number as the timeline sends it (free text like '2.1', short). */
const MAX_TABLE_NUMBER_LENGTH = 50;
/** Most tables one booking is moved onto (a joinable group holds 8 at most). */
const MAX_MOVED_TABLES = 8;
/** The longest name typed for a guest seated without a booking. */
const MAX_WALK_IN_NAME = 100;

const TableNumbersSchema = z
  .array(
    safeString(M.noTable)
      .trim()
      .min(1, M.noTable)
      .max(MAX_TABLE_NUMBER_LENGTH, MESSAGES.reservation.textTooLong(MAX_TABLE_NUMBER_LENGTH)),
    M.noTable,
  )
  .min(1, M.noTable)
  .max(MAX_MOVED_TABLES, M.noTable);

/**
 * `moveReservation` (the timeline's drag, stretch and « Déplacer ou prolonger »): the booking's new tables,
 * its new time that day, and how long it then holds them (absent: it keeps its length, or its band). `force`:
 * « Attribuer quand même », as for the other table callables.
 */
export const MoveReservationInputSchema = z.object({
  reservationId: requiredId(NOT_FOUND),
  tables: TableNumbersSchema,
  time: TimeStringSchema,
  minutes: z
    .number(M.durationRange)
    .int(M.durationRange)
    .min(TABLE_DURATION_MIN_MINUTES, M.durationRange)
    .max(TABLE_DURATION_MAX_MINUTES, M.durationRange)
    .optional(),
  force: z.boolean().default(false),
});
/** {@link MoveReservationInputSchema} output type. */
export type MoveReservationInput = z.output<typeof MoveReservationInputSchema>;

/** `keepTableProposal`: staff keep the table the engine proposed (« Garder »). */
export const KeepTableProposalInputSchema = z.object({
  reservationId: requiredId(NOT_FOUND),
});
/** {@link KeepTableProposalInputSchema} output type. */
export type KeepTableProposalInput = z.output<typeof KeepTableProposalInputSchema>;

/**
 * `seatWalkIn` (a free cell of the timeline or a free table of the plan, today): guests without a booking are
 * seated now at those tables; a name and a phone are optional (« Client sans réservation » when blank).
 */
export const SeatWalkInInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.reservation.noRestaurantSelected),
  tables: TableNumbersSchema,
  partySize: z
    .number(MESSAGES.reservation.partySizeRange)
    .int(MESSAGES.reservation.partySizeRange)
    .min(1, MESSAGES.reservation.partySizeRange)
    .max(200, MESSAGES.reservation.partySizeRange),
  customerName: safeString()
    .trim()
    .max(MAX_WALK_IN_NAME, MESSAGES.reservation.textTooLong(MAX_WALK_IN_NAME))
    .default(''),
  force: z.boolean().default(false),
});
/** {@link SeatWalkInInputSchema} output type. */
export type SeatWalkInInput = z.output<typeof SeatWalkInInputSchema>;
