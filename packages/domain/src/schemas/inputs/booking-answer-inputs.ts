import { z } from 'zod';
import { BOOKING_ANSWER_MESSAGES } from '../../errors/customer-messages';
import { TEXT_MAX_LENGTHS } from '../text-limits';
import { safeString } from '../safe-string';

const INVALID = BOOKING_ANSWER_MESSAGES.invalidLink;

/** The two answers of a reminder e-mail's one-tap links. */
export const BOOKING_ANSWER_ACTIONS = ['confirm', 'cancel'] as const;
/** One of {@link BOOKING_ANSWER_ACTIONS}. */
export type BookingAnswerAction = (typeof BOOKING_ANSWER_ACTIONS)[number];

/** A base64url HMAC-SHA256 is 43 characters; anything longer is not one of ours. */
const MAX_SIGNATURE_LENGTH = 128;

/**
 * `answerBookingLink`: the query of a `/reservation/reponse?r=…&action=…&exp=…&sig=…` link, as the portal's
 * answer page reads it. Every malformed field is the same « Ce lien n'est pas valide. ».
 */
export const AnswerBookingLinkInputSchema = z.object({
  reservationId: safeString(INVALID).trim().min(1, INVALID).max(TEXT_MAX_LENGTHS.id, INVALID),
  action: z.enum(BOOKING_ANSWER_ACTIONS, INVALID),
  expires: z.number(INVALID).int(INVALID).positive(INVALID).max(99_999_999_999, INVALID),
  signature: safeString(INVALID).trim().min(1, INVALID).max(MAX_SIGNATURE_LENGTH, INVALID),
  /** « J'annule »: the points the page said a late cancellation costs (issue 48, defect 3); absent: none. */
  acceptedPenalty: z.number(INVALID).finite(INVALID).min(0, INVALID).max(1_000_000, INVALID).optional(),
});
/** {@link AnswerBookingLinkInputSchema} output type. */
export type AnswerBookingLinkInput = z.output<typeof AnswerBookingLinkInputSchema>;
