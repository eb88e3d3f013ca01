import { z } from 'zod';
import { MESSAGES } from '../errors/messages';
import { requiredId } from '../schemas/inputs/form-checks';

/** Longest restaurant id accepted, as the other settings callables. */
const MAX_ID_LENGTH = 200;
import { VenueSmsSettingsSchema } from './venue-sms-settings';

/** saveSmsSettings: a venue's « Messages » settings, whole (the callable checks each text's length for the venue). */
export const SaveSmsSettingsInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.reservation.noRestaurantSelected).max(
    MAX_ID_LENGTH,
    MESSAGES.generic.restaurantNotFound,
  ),
  settings: VenueSmsSettingsSchema,
});

/** {@link SaveSmsSettingsInputSchema} input type. */
export type SaveSmsSettingsInput = z.input<typeof SaveSmsSettingsInputSchema>;
