import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, Transaction } from '@app/data';
import {
  ActOnMyPassportInputSchema,
  CONSENT_TEXTS,
  MESSAGES,
  decideChannels,
  type ActOnMyPassportInput,
} from '@app/domain';
import { readCustomerViews, writeCustomerViews, type ViewWrite } from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { customerPath, readCustomer } from '../customers/customer-session';
import { withdrawVenueMessages } from './withdraw-venue-messages';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The venue's name, for the proof's words. */
async function venueName(tx: Pick<Transaction, 'get'>, restaurantId: string): Promise<string> {
  return text((await tx.get(`restaurants/${restaurantId}`)).data?.name) || restaurantId;
}

/** The one view the action writes, from the views of the customer read in this transaction. */
async function planWrite(
  tx: Transaction,
  input: ActOnMyPassportInput,
  views: Map<string, DocData | null>,
  at: string,
): Promise<ViewWrite> {
  const own = views.get(input.restaurantId);
  if (!own) throw new HttpsError('not-found', MESSAGES.privacy.unknownVenue);
  if (input.action === 'stopContact') {
    const words = CONSENT_TEXTS.passportStop(await venueName(tx, input.restaurantId));
    const consents = decideChannels({
      channels: ['email', 'sms'],
      granted: false,
      at,
      method: 'form',
      text: words,
    });
    return { restaurantId: input.restaurantId, existing: own, consents };
  }
  if (input.action === 'correct')
    return {
      restaurantId: input.restaurantId,
      existing: own,
      given: { [input.field]: input.value.trim() },
      mode: 'replace',
    };
  const target = views.get(input.toRestaurantId);
  if (!target) throw new HttpsError('not-found', MESSAGES.privacy.unknownVenue);
  const allergies = text(own.allergies).trim();
  if (!allergies) throw new HttpsError('failed-precondition', MESSAGES.privacy.noAllergiesToShare);
  const held = text(target.allergies).trim();
  const [from, to] = await Promise.all([
    venueName(tx, input.restaurantId),
    venueName(tx, input.toRestaurantId),
  ]);
  return {
    restaurantId: input.toRestaurantId,
    existing: target,
    own: {
      allergies:
        !held || held.includes(allergies) ? held || allergies : `${held} ; ${allergies}`.slice(0, 2000),
      allergiesProof: {
        granted: true,
        at,
        method: 'form',
        text: CONSENT_TEXTS.passportAllergies(from, to),
        fromRestaurantId: input.restaurantId,
      },
    },
  };
}

/**
 * One action of « Mon passeport » on one venue's view (issue 54, ARCHITECTURE §10): « Ne plus me contacter »
 * withdraws e-mail and SMS at that venue with its proof, and its queued marketing mails and SMS; « Corriger »
 * replaces one field of that venue's view; « Partager mes allergies avec… » copies that venue's allergies to
 * another venue of the group that knows the customer, with the proof of who shared them from where. Only the
 * caller's own views (a venue without a view of them is 'Restaurant non trouvé', nothing written); one view
 * written, the record and the other views untouched (their points, consents and files stay).
 */
export const actOnMyPassport = defineCallable({
  name: 'actOnMyPassport',
  input: ActOnMyPassportInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async (input, { caller, now }) => {
    const at = now.toISOString();
    const email = await transact(async (tx) => {
      const customer = await readCustomer(tx, caller.email);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const views = await readCustomerViews(tx, caller.email, customer);
      const write = await planWrite(tx, input, views, at);
      writeCustomerViews(tx, {
        customerId: caller.email,
        record: customer,
        previous: customer,
        writes: [write],
        now,
      });
      tx.update(customerPath(caller.email), { lastActiveAt: at });
      return text(customer.email) || caller.email;
    });
    const withdrawn =
      input.action === 'stopContact'
        ? await withdrawVenueMessages(runtime().store, {
            customerId: caller.email,
            email,
            restaurantId: input.restaurantId,
            nowIso: at,
          })
        : 0;
    return { ok: true as const, withdrawn };
  },
});
