import { SaveAutoConfirmRuleInputSchema } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import { readRestaurant } from '../reservations/booking-context';
import { ESTABLISHMENT_ROLES } from './restaurant-settings';

/**
 * « Confirmation automatique » on the establishment page (issue 36): the venue's rule for online requests
 * (on/off, party size up to N, slots filled up to X %), checked with its zod schema and merged into
 * `restaurantSettings/{id}`, where createOnlineReservation reads it in its transaction. The same roles as the
 * rest of the establishment page, for their own restaurants.
 */
export const saveAutoConfirmRule = defineCallable({
  name: 'saveAutoConfirmRule',
  input: SaveAutoConfirmRuleInputSchema,
  auth: ESTABLISHMENT_ROLES,
  handler: async ({ restaurantId, rule }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    await transact(async (tx) => {
      const path = `restaurantSettings/${restaurantId}`;
      // master_admin reaches every id: only a real restaurant gets a rule ('restaurant-not-found').
      const [{ settings }, saved] = await Promise.all([readRestaurant(tx, restaurantId), tx.get(path)]);
      // A venue without saved settings gets them whole, so that screens reading this document alone still see
      // its hours and durations rather than the defaults.
      const base = saved.exists ? {} : { ...settings };
      tx.set(
        path,
        { ...base, autoConfirmRule: rule, restaurantId, updatedAt: now.toISOString() },
        { merge: true },
      );
    });
    return { ok: true as const, rule };
  },
});
