import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  CONSENT_CHANNELS,
  CONSENT_FIELD,
  CONSENT_TEXTS,
  MESSAGES,
  UpdateCustomerInputSchema,
  isDinerWithdrawal,
  readConsentFields,
  type ConsentChannel,
  type ConsentProof,
  type UpdateCustomerInput,
} from '@app/domain';
import { deleteCustomerAccounts } from '../../lib/customer-accounts';
import { assertRestaurantAccess } from '../../lib/caller';
import {
  deleteCustomerViews,
  readCustomerViews,
  writeCustomerViews,
  type ViewWrite,
} from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import {
  assertCustomerAccess,
  assertWholeFileAccess,
  knownElsewhere,
  readOrNotFound,
  reachableVenues,
} from './customer-access';
import { findCustomerDocuments } from './customer-documents';
import { profilePatch } from './customer-profile';
import { secretsPath } from './customer-secrets';
import { movedSecrets } from './held-password';
import { customerPath } from './customer-session';
import { MERGE_MAX_DOCUMENTS } from './merge-customers';
import { moveDocuments } from './move-customer-documents';

const isEmailId = (id: string) => id.includes('@');

const STAFF_TEXT: Record<ConsentChannel, string> = {
  email: CONSENT_TEXTS.staffEmail,
  sms: CONSENT_TEXTS.staffSms,
  rgpd: CONSENT_TEXTS.staffRgpd,
};

/**
 * The consents the form changes at its venue, as the staff's decisions (what the customer told them). A consent
 * the diner withdrew themself (their space, a mail's unsubscribe link) is theirs to give again: staff ticking it
 * are refused, and nothing is written (issue 49).
 */
function staffDecisions(
  form: UpdateCustomerInput,
  view: DocData | null,
  at: string,
): Partial<Record<ConsentChannel, ConsentProof>> {
  const current = readConsentFields(view);
  const decisions: Partial<Record<ConsentChannel, ConsentProof>> = {};
  for (const channel of CONSENT_CHANNELS) {
    const wanted = form[CONSENT_FIELD[channel]];
    if (typeof wanted !== 'boolean' || wanted === current[CONSENT_FIELD[channel]]) continue;
    if (wanted && isDinerWithdrawal({ proof: current.consentProofs[channel] }))
      throw new HttpsError('failed-precondition', MESSAGES.customerFile.consentWithdrawnByDiner);
    decisions[channel] = { granted: wanted, at, method: 'staff', text: STAFF_TEXT[channel] };
  }
  return decisions;
}

/** The contact fields of the form, as a venue's view holds them. */
function contactOf(patch: DocData, email: string) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(patch.name),
    firstName: text(patch.firstName),
    lastName: text(patch.lastName),
    email,
    phone: text(patch.phone),
    birthDate: text(patch.birthDate),
    postalCode: text(patch.postalCode),
  };
}

/**
 * What only the venue holds in its view (its guest file, since when, and unless the form decides them its consents): it
 * follows the record to a new id.
 */
function venueOwnFields(view: DocData, { consents }: { consents: boolean }): DocData {
  const keys = ['notes', 'allergies', 'tags', 'firstSeenAt', 'createdAt'];
  return {
    ...Object.fromEntries(keys.filter((key) => view[key] !== undefined).map((key) => [key, view[key]])),
    ...(consents ? readConsentFields(view) : {}),
  };
}

/**
 * Saves the profile form, from one venue's profile (ARCHITECTURE §9). The venue's view takes what its staff typed
 * (contact, consents with the staff's proof, notes); other venues learn nothing. The identity (`customers/{id}`)
 * follows only when the customer is the caller's alone, or for master_admin, whose correction also reaches the
 * fields other venues already hold. A new e-mail moves the record to the new id (the e-mail is the document id)
 * with its secrets, and the old sign-in account goes: master_admin's when another venue knows the customer.
 */
export const updateCustomer = defineCallable({
  name: 'updateCustomer',
  input: UpdateCustomerInputSchema,
  auth: 'staff',
  handler: async (input, { caller, now }) => {
    const { customerId, restaurantId, notes } = input;
    const nowIso = now.toISOString();
    if (restaurantId) assertRestaurantAccess(caller, restaurantId);
    else if (caller.role !== 'master_admin')
      throw new HttpsError('invalid-argument', MESSAGES.generic.restaurantNotFound);
    const moved = await transact(async (tx) => {
      const customer = await readOrNotFound(tx, customerId);
      assertCustomerAccess(caller, customer);
      // Edited from one venue's profile: that venue must know the customer.
      if (restaurantId && !reachableVenues(caller, customer).includes(restaurantId))
        throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const newId = input.email;
      const renamed = newId !== customerId;
      // A new e-mail is a new sign-in identity for every venue: master_admin's when others know the customer.
      if (renamed) assertWholeFileAccess(caller, customer);
      const views = await readCustomerViews(tx, customerId, customer);
      const [target, secrets, found] = renamed
        ? await Promise.all([
            tx.get(customerPath(newId)),
            tx.get(secretsPath(customerId)),
            findCustomerDocuments(
              tx,
              { customerId, email: customerId, phone: String(customer.phone ?? '') },
              { max: MERGE_MAX_DOCUMENTS },
            ),
          ])
        : [undefined, undefined, undefined];
      if (target?.exists) throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
      if (found?.tooMany) throw new HttpsError('failed-precondition', MESSAGES.customerFile.rekeyTooLarge);

      const {
        emailMarketingConsent: _e,
        smsMarketingConsent: _s,
        rgpdConsent: _r,
        ...patch
      } = profilePatch(input, nowIso);
      const whole = !knownElsewhere(caller, customer);
      const record: DocData = whole ? { ...customer, ...patch, email: newId } : { ...customer };
      const edited = restaurantId ? [restaurantId] : reachableVenues(caller, customer);
      const given = contactOf(patch, newId);
      const writes: ViewWrite[] = [...views].flatMap(([venue, existing]): ViewWrite[] => {
        if (edited.includes(venue))
          return [
            {
              restaurantId: venue,
              existing,
              given,
              mode: 'replace' as const,
              // A consent is a venue's: recorded only when the form names the venue it was given to.
              ...(restaurantId ? { consents: staffDecisions(input, existing, nowIso) } : {}),
              own: {
                ...(renamed && existing ? venueOwnFields(existing, { consents: !restaurantId }) : {}),
                ...(restaurantId && notes !== undefined ? { notes } : {}),
              },
            },
          ];
        // master_admin's correction reaches what the other venues hold; nobody else's reaches them.
        if (caller.role !== 'master_admin' || !existing) return [];
        return [
          {
            restaurantId: venue,
            existing,
            given,
            mode: 'rectify' as const,
            ...(renamed ? { own: venueOwnFields(existing, { consents: true }) } : {}),
          },
        ];
      });
      if (!renamed) {
        if (whole) tx.update(customerPath(customerId), { ...patch, email: newId });
        writeCustomerViews(tx, { customerId, record, previous: customer, writes, now });
        return null;
      }
      // The new address has not proven itself: its password is held until a code signs in there.
      const movedRecord = { ...record, id: newId, email: newId, hasPassword: false };
      tx.set(customerPath(newId), movedRecord);
      tx.delete(customerPath(customerId));
      deleteCustomerViews(tx, customerId, customer);
      writeCustomerViews(tx, { customerId: newId, record: movedRecord, previous: customer, writes, now });
      if (found) moveDocuments(tx, found.documents, newId, movedRecord);
      if (secrets?.exists) {
        tx.set(secretsPath(newId), movedSecrets(secrets.data ?? {}, newId, nowIso));
        tx.delete(secretsPath(customerId));
      }
      return customerId;
    });
    if (moved && isEmailId(moved)) await deleteCustomerAccounts(moved);
    return { ok: true as const, customerId: input.email };
  },
});
