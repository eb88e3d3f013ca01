import { z } from 'zod';
import { AutoConfirmRuleSchema } from '../../availability/auto-confirm-rule';
import { MESSAGES } from '../../errors';
import { requiredId } from './form-checks';

const NOT_FOUND = MESSAGES.generic.reservationNotFound;
/** Ids are document ids: bounded like Firestore's (1,500 bytes), far above any id the product makes. */
const MAX_ID_LENGTH = 200;

/** `undoConfirmation`: puts back in « À confirmer » a request staff confirmed a few seconds ago. */
export const UndoConfirmationInputSchema = z.object({
  reservationId: requiredId(NOT_FOUND).max(MAX_ID_LENGTH, NOT_FOUND),
});
/** {@link UndoConfirmationInputSchema} output type. */
export type UndoConfirmationInput = z.output<typeof UndoConfirmationInputSchema>;

/** `saveAutoConfirmRule`: the venue's rule for confirming online requests at once (« Établissement »). */
export const SaveAutoConfirmRuleInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.reservation.noRestaurantSelected).max(
    MAX_ID_LENGTH,
    MESSAGES.generic.restaurantNotFound,
  ),
  rule: AutoConfirmRuleSchema,
});
/** {@link SaveAutoConfirmRuleInputSchema} output type. */
export type SaveAutoConfirmRuleInput = z.output<typeof SaveAutoConfirmRuleInputSchema>;
