import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import { CustomerRegisterInputSchema, MESSAGES, listPhoneVariants } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import { writeSecrets } from './customer-secrets';
import { customerPath, mintCustomerSession } from './customer-session';
import { hashPassword } from './password-hash';

/**
 * Self-registration from the portal (customer-flows §5 "Registration"). The e-mail must be new; when the phone
 * matches a customer known only by name and phone (a booking made by phone), that record is merged into the new
 * account so its points and history follow. A record with its own e-mail is another person's account and is
 * never merged.
 */
export const customerRegister = defineCallable({
  name: 'customerRegister',
  input: CustomerRegisterInputSchema,
  auth: 'public',
  handler: async (input, { now }) => {
    // scrypt is deliberately slow: hash before the transaction so that retries do not pay for it again.
    const passwordHash = await hashPassword(input.password);
    const email = input.email;
    const nowIso = now.toISOString();
    await transact(async (tx) => {
      const existing = await tx.get(customerPath(email));
      if (existing.exists) throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
      const samePhone = await tx.query({
        collection: 'customers',
        where: [{ field: 'phone', op: 'in', value: listPhoneVariants({ phone: input.phone }) }],
        limit: 10,
      });
      const mergeable = samePhone.docs.find((doc) => !doc.data?.email);
      const merged: DocData = mergeable?.data ?? {};
      const consent = input.marketingConsent;
      tx.set(customerPath(email), {
        ...merged,
        id: email,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: input.phone,
        ...(input.birthDate ? { birthDate: input.birthDate } : {}),
        ...(input.postalCode ? { postalCode: input.postalCode } : {}),
        emailMarketingConsent: consent,
        smsMarketingConsent: consent,
        rgpdConsent: true,
        hasPassword: true,
        source: typeof merged.source === 'string' ? merged.source : 'register',
        lastVisit: typeof merged.lastVisit === 'string' ? merged.lastVisit : null,
        createdAt: typeof merged.createdAt === 'string' ? merged.createdAt : nowIso,
        updatedAt: nowIso,
      });
      if (mergeable) tx.delete(customerPath(mergeable.id));
      writeSecrets(tx, email, email, { passwordHash }, now);
    });
    return mintCustomerSession(email);
  },
});
