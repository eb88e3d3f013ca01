import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { BOOKING_ANSWER_MESSAGES } from '../../errors/customer-messages';
import { DateStringSchema, TimeStringSchema } from '../primitives';
import { TEXT_MAX_LENGTHS } from '../text-limits';
import { safeString } from '../safe-string';
import { MAX_ONLINE_PARTY_SIZE } from './online-booking-inputs';

const INVALID = BOOKING_ANSWER_MESSAGES.invalidLink;
const NOT_FOUND = MESSAGES.customerSpace.missingReservationId;

/** The new date, time and party size a diner asks for (issue 48). */
const changeFields = {
  date: DateStringSchema,
  time: TimeStringSchema,
  partySize: z
    .number(MESSAGES.generic.maxGuestsExceeded)
    .int(MESSAGES.generic.maxGuestsExceeded)
    .min(1, MESSAGES.generic.maxGuestsExceeded)
    .max(MAX_ONLINE_PARTY_SIZE, MESSAGES.generic.maxGuestsExceeded),
};

/** `changeMyReservation`: the signed-in diner changes one of their bookings from the customer space. */
export const ChangeMyReservationInputSchema = z.object({
  reservationId: safeString(NOT_FOUND).trim().min(1, NOT_FOUND).max(TEXT_MAX_LENGTHS.id, NOT_FOUND),
  ...changeFields,
});
/** {@link ChangeMyReservationInputSchema} output type. */
export type ChangeMyReservationInput = z.output<typeof ChangeMyReservationInputSchema>;

/**
 * `readBookingChangeLink` / `changeBookingByLink`: the query of the confirmation mail's « Modifier » link
 * (`/reservation/modifier?r=…&exp=…&sig=…`); every malformed field is « Ce lien n'est pas valide. ».
 */
export const BookingChangeLinkSchema = z.object({
  reservationId: safeString(INVALID).trim().min(1, INVALID).max(TEXT_MAX_LENGTHS.id, INVALID),
  expires: z.number(INVALID).int(INVALID).positive(INVALID).max(99_999_999_999, INVALID),
  signature: safeString(INVALID).trim().min(1, INVALID).max(128, INVALID),
});
/** {@link BookingChangeLinkSchema} output type. */
export type BookingChangeLink = z.output<typeof BookingChangeLinkSchema>;

/** `changeBookingByLink`: the link's fields and the new date, time and party size. */
export const ChangeBookingByLinkInputSchema = BookingChangeLinkSchema.extend(changeFields);
/** {@link ChangeBookingByLinkInputSchema} output type. */
export type ChangeBookingByLinkInput = z.output<typeof ChangeBookingByLinkInputSchema>;
