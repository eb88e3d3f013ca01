import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { requiredId } from './form-checks';

const NO_RESTAURANT = MESSAGES.reservation.noRestaurantSelected;
const INVALID = MESSAGES.generic.invalidInput;

/**
 * `blockGuestEmail` (staff, issue 49): « Bloquer cette adresse e-mail » on one online request of the venue, a
 * booking (`reservationId`) or a waitlist sign-up (`waitlistEntryId`), exactly one of them. Staff never type the
 * address: the server reads it from the request.
 */
export const BlockGuestEmailInputSchema = z
  .object({
    restaurantId: requiredId(NO_RESTAURANT),
    reservationId: requiredId(INVALID).optional(),
    waitlistEntryId: requiredId(INVALID).optional(),
  })
  .strict()
  .refine((v) => (v.reservationId === undefined) !== (v.waitlistEntryId === undefined), INVALID);
/** {@link BlockGuestEmailInputSchema} output type. */
export type BlockGuestEmailInput = z.output<typeof BlockGuestEmailInputSchema>;

/** `unblockGuestEmail` (staff): one entry of the venue's blocked addresses (`blockedGuests/{blockId}`). */
export const UnblockGuestEmailInputSchema = z
  .object({ restaurantId: requiredId(NO_RESTAURANT), blockId: requiredId(INVALID) })
  .strict();
/** {@link UnblockGuestEmailInputSchema} output type. */
export type UnblockGuestEmailInput = z.output<typeof UnblockGuestEmailInputSchema>;
