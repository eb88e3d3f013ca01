import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  CONSENT_TEXTS,
  ConsentProofSchema,
  MESSAGES,
  NoPrivacyInputSchema,
  RESTAURANT_PROFILE_FALLBACKS,
  UpdateMyConsentsInputSchema,
  readConsentFields,
  type ConsentProof,
  type MyConsentState,
  type MyPrivacy,
} from '@app/domain';
import { planConsentChanges } from '../../lib/consent-store';
import { readCustomerViews } from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { restaurantIdsOf } from '../customers/customer-access';
import { customerPath, readCustomer } from '../customers/customer-session';

function stateOf(granted: boolean, proof: ConsentProof | undefined): MyConsentState {
  return { granted, ...(proof ? { at: proof.at, method: proof.method } : {}) };
}

/** The venues' names and emojis (a group has a few venues, read one by one). */
async function venueNames(
  tx: { get: (path: string) => Promise<{ data?: DocData }> },
  ids: readonly string[],
): Promise<Map<string, { name: string; emoji: string }>> {
  const snaps = await Promise.all(ids.map((id) => tx.get(`restaurants/${id}`)));
  return new Map(
    ids.map((id, index) => [
      id,
      {
        name: String(snaps[index]?.data?.name ?? ''),
        emoji: String(snaps[index]?.data?.emoji || RESTAURANT_PROFILE_FALLBACKS.emoji),
      },
    ]),
  );
}

/**
 * « Mes choix » of the customer space (ARCHITECTURE §9): each venue that knows the customer, with its own e-mail
 * and SMS consents (when and how they were given), and when the terms were accepted. Bounded: the record, one view
 * and one restaurant per venue.
 */
export const getMyPrivacy = defineCallable({
  name: 'getMyPrivacy',
  input: NoPrivacyInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async (_input, { caller }): Promise<MyPrivacy> =>
    transact(async (tx) => {
      const customer = await readCustomer(tx, caller.email);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const [views, names] = await Promise.all([
        readCustomerViews(tx, caller.email, customer),
        venueNames(tx, restaurantIdsOf(customer)),
      ]);
      const terms = ConsentProofSchema.safeParse(customer.termsAcceptance);
      return {
        email: caller.email,
        ...(terms.success ? { termsAcceptedAt: terms.data.at } : {}),
        venues: [...views]
          .filter(([id, view]) => view !== null && names.get(id)?.name)
          .map(([restaurantId, view]) => {
            const consents = readConsentFields(view);
            return {
              restaurantId,
              restaurantName: names.get(restaurantId)?.name ?? '',
              restaurantEmoji: names.get(restaurantId)?.emoji ?? '',
              email: stateOf(consents.emailMarketingConsent, consents.consentProofs.email),
              sms: stateOf(consents.smsMarketingConsent, consents.consentProofs.sms),
            };
          })
          .sort((a, b) => a.restaurantName.localeCompare(b.restaurantName, 'fr')),
      };
    }),
});

/**
 * Sets which venues may send offers on one channel, exactly, in one transaction over every view (ARCHITECTURE §9):
 * a venue named is granted (the proof keeps the box's words, which name it), a venue left out is withdrawn, and
 * an empty list is the customer's withdrawal, at every venue at once. Only venues that know the customer can be
 * named ('Restaurant non trouvé' otherwise, nothing written).
 */
export const updateMyConsents = defineCallable({
  name: 'updateMyConsents',
  input: UpdateMyConsentsInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async ({ channel, restaurantIds }, { caller, now }) => {
    const at = now.toISOString();
    await transact(async (tx) => {
      const customer = await readCustomer(tx, caller.email);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const known = restaurantIdsOf(customer);
      if (restaurantIds.some((id) => !known.includes(id)))
        throw new HttpsError('not-found', MESSAGES.privacy.unknownVenue);
      const names = await venueNames(tx, known);
      const field = channel === 'email' ? 'emailMarketingConsent' : 'smsMarketingConsent';
      const grantText = channel === 'email' ? CONSENT_TEXTS.spaceEmail : CONSENT_TEXTS.spaceSms;
      const views = await readCustomerViews(tx, caller.email, customer);
      // A view is only written where the choice changes: its proof stays the decision that made it.
      const decisions = new Map<string, ConsentProof>();
      for (const [restaurantId, view] of views) {
        if (!view) continue;
        const wanted = restaurantIds.includes(restaurantId);
        if (readConsentFields(view)[field] === wanted) continue;
        decisions.set(restaurantId, {
          granted: wanted,
          at,
          method: 'form',
          text: wanted ? grantText(names.get(restaurantId)?.name ?? '') : CONSENT_TEXTS.spaceWithdrawal,
        });
      }
      const write = await planConsentChanges(tx, caller.email, (restaurantId) => {
        const decision = decisions.get(restaurantId);
        return decision ? { [channel]: decision } : undefined;
      });
      write.commit();
      tx.update(customerPath(caller.email), { lastActiveAt: at, updatedAt: at });
    });
    return { ok: true as const };
  },
});
