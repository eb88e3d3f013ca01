import { z } from 'zod';
import { MESSAGES } from '../errors';
import { boundedFormText, requiredId } from '../schemas/inputs/form-checks';
import { GUEST_FILE_LIMITS as L, GUEST_FILE_TEXTS } from './guest-file-texts';
import { normalizeGuestTags } from './normalize-guest-tags';
import { safeString } from '../schemas/safe-string';

const tooLong = (max: number) => MESSAGES.reservation.textTooLong(max);

/**
 * What a venue's guest file holds of a guest (issue 39): allergies and dietary needs for the kitchen, the venue's
 * note, its tags. Texts trimmed and bounded, tags normalised (normalizeGuestTags) and at most
 * {@link GUEST_FILE_LIMITS.tags}; each refusal is the catalogue's French message.
 */
export const GuestFileFieldsSchema = z.object({
  allergies: boundedFormText(L.allergies, tooLong(L.allergies)),
  notes: boundedFormText(L.notes, tooLong(L.notes)),
  tags: z
    .array(safeString().max(L.tag, tooLong(L.tag)), MESSAGES.generic.invalidInput)
    .max(L.tags, GUEST_FILE_TEXTS.tooManyTags(L.tags))
    .default([])
    .transform((tags) => normalizeGuestTags({ tags })),
});
/** {@link GuestFileFieldsSchema} output type. */
export type GuestFileFields = z.output<typeof GuestFileFieldsSchema>;

/**
 * `updateGuestFile` (staff): the whole guest file of one customer at one venue, written to that venue's view
 * only (ARCHITECTURE §9 "A venue's view holds what that venue was given").
 */
export const UpdateGuestFileInputSchema = GuestFileFieldsSchema.extend({
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
  customerId: requiredId(MESSAGES.generic.customerNotFound),
});
/** {@link UpdateGuestFileInputSchema} output type. */
export type UpdateGuestFileInput = z.output<typeof UpdateGuestFileInputSchema>;
