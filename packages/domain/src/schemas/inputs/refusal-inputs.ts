import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { MAX_REFUSAL_TEXT_LENGTH, REFUSAL_REASONS } from '../../status/refusal-reasons';
import { requiredId } from './form-checks';
import { safeString } from '../safe-string';

const m = MESSAGES.reservation;
const NOT_FOUND = MESSAGES.generic.reservationNotFound;
/** Ids are document ids: bounded like Firestore's (1,500 bytes), far above any id the product makes. */
const MAX_ID_LENGTH = 200;

const reservationId = () => requiredId(NOT_FOUND).max(MAX_ID_LENGTH, NOT_FOUND);

/**
 * `refuseReservation`: a pending request refused with a reason; 'other' needs the staff's own text (trimmed,
 * at most 300 characters). The diner is told by e-mail unless `notifyCustomer` is false.
 */
export const RefuseReservationInputSchema = z
  .object({
    reservationId: reservationId(),
    reason: z.enum(REFUSAL_REASONS, m.refusalReasonRequired),
    otherText: safeString().trim().max(MAX_REFUSAL_TEXT_LENGTH, m.refusalOtherTextTooLong).optional(),
    notifyCustomer: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.otherText) {
      ctx.addIssue({ code: 'custom', message: m.refusalOtherTextRequired, path: ['otherText'] });
    }
  });
/** {@link RefuseReservationInputSchema} input type (what the dialog sends). */
export type RefuseReservationInput = z.input<typeof RefuseReservationInputSchema>;

/** `undoRefusal`: puts back a request refused a few seconds ago. */
export const UndoRefusalInputSchema = z.object({
  reservationId: reservationId(),
});
/** {@link UndoRefusalInputSchema} output type. */
export type UndoRefusalInput = z.output<typeof UndoRefusalInputSchema>;
