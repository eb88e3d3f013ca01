import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  CreateMyPasswordInputSchema,
  MESSAGES,
  UpdateMyProfileInputSchema,
  type CustomerProfileInput,
} from '@app/domain';
import { readCustomerViews, writeCustomerViews } from '../../lib/customer-views';
import { withdrawEverywhere } from '../../lib/consent-store';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perSignedInCustomer } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { readSecrets, writeSecrets } from './customer-secrets';
import { customerPath, readCustomer, splitFullName } from './customer-session';
import { hashPassword } from './password-hash';

/**
 * The stored fields of a profile form. The form sends its whole content, so a birth date or postal code left
 * blank is saved blank; consents left out of the call are left as they were.
 */
export function profilePatch(input: CustomerProfileInput, nowIso: string): DocData {
  const patch: DocData = {
    name: input.name,
    ...splitFullName(input.name),
    phone: input.phone,
    birthDate: input.birthDate,
    postalCode: input.postalCode,
    updatedAt: nowIso,
  };
  if (input.emailMarketingConsent !== undefined) patch.emailMarketingConsent = input.emailMarketingConsent;
  if (input.smsMarketingConsent !== undefined) patch.smsMarketingConsent = input.smsMarketingConsent;
  if (input.rgpdConsent !== undefined) patch.rgpdConsent = input.rgpdConsent;
  return patch;
}

/**
 * The signed-in customer edits their own profile. The e-mail is the account's identity (document id and token
 * claim): it is not changed from here, whatever the form sends. The venues that hold a field of the contact get
 * it corrected (art. 16); none learns a field it did not hold. A consent left unticked is withdrawn at every venue
 * at once; granting names a venue (`updateMyConsents`), so a ticked box here changes nothing.
 */
export const updateMyProfile = defineCallable({
  name: 'updateMyProfile',
  input: UpdateMyProfileInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async (input, { caller, now }) => {
    await transact(async (tx) => {
      const customer = await readCustomer(tx, caller.email);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const views = await readCustomerViews(tx, caller.email, customer);
      const patch = profilePatch({ ...input, email: caller.email }, now.toISOString());
      const { emailMarketingConsent: _e, smsMarketingConsent: _s, rgpdConsent: _r, ...contact } = patch;
      const nowIso = now.toISOString();
      tx.update(customerPath(caller.email), { ...contact, lastActiveAt: nowIso });
      const record = { ...customer, ...contact };
      const given = {
        name: String(contact.name),
        firstName: String(contact.firstName),
        lastName: String(contact.lastName),
        phone: String(contact.phone),
        birthDate: String(contact.birthDate),
        postalCode: String(contact.postalCode),
      };
      const withdrawn = [
        ...(input.emailMarketingConsent === false ? (['email'] as const) : []),
        ...(input.smsMarketingConsent === false ? (['sms'] as const) : []),
      ];
      writeCustomerViews(tx, {
        customerId: caller.email,
        record,
        previous: customer,
        writes: [...views]
          .filter(([, existing]) => existing !== null)
          .map(([restaurantId, existing]) => ({
            restaurantId,
            existing,
            given,
            mode: 'rectify' as const,
            ...(withdrawn.length > 0 ? { consents: withdrawEverywhere(withdrawn, nowIso) } : {}),
          })),
        now,
      });
    });
    return { ok: true as const };
  },
});

/** The signed-in customer sets a password (only when none exists: changing one is not a product feature). */
export const createMyPassword = defineCallable({
  name: 'createMyPassword',
  input: CreateMyPasswordInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) =>
    perSignedInCustomer(caller, request, [PUBLIC_LIMITS.clientUid, PUBLIC_LIMITS.clientPassword]),
  handler: async ({ password }, { caller, now }) => {
    // The cheap checks first (account, no password yet), then the costly hash; the transaction checks again.
    const before = await transact(async (tx) => ({
      customer: await readCustomer(tx, caller.email),
      secrets: await readSecrets(tx, caller.email),
    }));
    if (!before.customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    if (before.secrets.passwordHash) throw new HttpsError('already-exists', MESSAGES.password.alreadySet);
    const passwordHash = await hashPassword(password);
    await transact(async (tx) => {
      const customer = await readCustomer(tx, caller.email);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const secrets = await readSecrets(tx, caller.email);
      if (secrets.passwordHash) throw new HttpsError('already-exists', MESSAGES.password.alreadySet);
      writeSecrets(tx, caller.email, caller.email, { passwordHash }, now);
      tx.update(customerPath(caller.email), { hasPassword: true, updatedAt: now.toISOString() });
    });
    return { ok: true as const };
  },
});
