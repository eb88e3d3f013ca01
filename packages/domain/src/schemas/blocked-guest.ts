import { z } from 'zod';
import { IdSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/**
 * An e-mail address a venue no longer takes online requests from (collection `blockedGuests`, id =
 * `{restaurantId}_{keyed digest of the address}`, issue 49): « Bloquer cette adresse e-mail » on a request held
 * for staff. The booking and waitlist callables refuse it; the address itself is not kept, only its digest (in the
 * id) and a hint staff recognise (« j•••@mailinator.com »). Read by that venue's staff.
 */
export const BlockedGuestSchema = z.object({
  id: IdSchema,
  restaurantId: IdSchema,
  emailHint: safeString().default(''),
  blockedAt: TimestampSchema,
  /** The staff member who blocked it (uid). */
  blockedBy: safeString().default(''),
});
/** {@link BlockedGuestSchema} output type. */
export type BlockedGuest = z.infer<typeof BlockedGuestSchema>;
