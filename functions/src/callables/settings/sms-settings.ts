import { HttpsError } from 'firebase-functions/v2/https';
import { SaveSmsSettingsInputSchema, checkSmsTexts } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import { readRestaurant } from '../reservations/booking-context';
import { ESTABLISHMENT_ROLES } from './restaurant-settings';

/**
 * « Établissement » → « Messages » (issue 50): which booking messages the venue also sends by SMS, its sender
 * name and the texts, saved whole on the restaurant document (`smsSettings`), where every queued mail's restaurant
 * is read. Each text must fit the venue's limit (1 or 2 SMS) at its longest, said in French. The same roles as the
 * rest of the establishment page, for their own restaurants.
 */
export const saveSmsSettings = defineCallable({
  name: 'saveSmsSettings',
  input: SaveSmsSettingsInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async ({ restaurantId, settings }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    await transact(async (tx) => {
      const { restaurant } = await readRestaurant(tx, restaurantId);
      const refusal = checkSmsTexts(settings, restaurant.name);
      if (refusal) throw new HttpsError('invalid-argument', refusal.message);
      tx.update(`restaurants/${restaurantId}`, { smsSettings: settings, updatedAt: now.toISOString() });
    });
    return { ok: true as const, settings };
  },
});
