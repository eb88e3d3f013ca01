import { HttpsError } from 'firebase-functions/v2/https';
import { MESSAGES, UpdateGuestFileInputSchema } from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { customerViewPath, VIEW_CONTACT_FIELDS, viewSearchTokens } from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Saves a venue's guest file of one customer (issue 39): allergies, note and tags, from the booking's page or the
 * profile. Staff of that venue only, and only into that venue's view (ARCHITECTURE §9): the identity and the other
 * venues' views are never read nor written, so a venue that never met the customer learns nothing and a staff
 * member of another venue is refused. The view's search tokens follow, so the customer file finds the guest by a
 * tag or an allergy here and nowhere else. The whole file is replaced (the editor sends it whole).
 */
export const updateGuestFile = defineCallable({
  name: 'updateGuestFile',
  input: UpdateGuestFileInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, customerId, allergies, notes, tags }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const path = customerViewPath(restaurantId, customerId);
    await transact(async (tx) => {
      const snap = await tx.get(path);
      // No view: this venue does not know the customer, whatever another venue does.
      if (!snap.exists || !snap.data) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const contact = Object.fromEntries(
        VIEW_CONTACT_FIELDS.map((field) => [field, text(snap.data?.[field])]),
      );
      const file = { allergies, notes, tags };
      tx.update(path, {
        ...file,
        searchTokens: viewSearchTokens(contact, file),
        updatedAt: now.toISOString(),
      });
    });
    return { ok: true as const, allergies, notes, tags };
  },
});
