import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type DocData, type Transaction } from '@app/data';
import { CustomerRegisterInputSchema, MESSAGES } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { readSecrets, writeSecrets, type PendingRegistration } from './customer-secrets';
import { customerPath } from './customer-session';
import { issueLoginCode } from './login-code';
import { deliverLoginCode, queueLoginCode, type CodeIssue } from './login-code-delivery';
import { hashPassword } from './password-hash';

/**
 * Self-registration from the portal (customer-flows §5 "Registration"), in two steps so that the e-mail is
 * proven (ARCHITECTURE §8): this call checks the form and that the e-mail is new, keeps the registration aside
 * in the server-only secrets and mails a 6-digit code to the address; the account is created by
 * `customerVerifyCode` when that code is entered (createAccountFromRegistration). Nothing is ever merged on a
 * phone number: a customer known only by name and phone stays a separate file, which staff may merge.
 */
export const customerRegister = defineCallable({
  name: 'customerRegister',
  input: CustomerRegisterInputSchema,
  auth: 'public',
  limits: ({ email }, { request }) => [
    perAddress(PUBLIC_LIMITS.registerIp, request),
    perSubject(PUBLIC_LIMITS.registerEmail, 'email', email),
    perSubject(PUBLIC_LIMITS.codeEmail, 'email', email),
  ],
  handler: async (input, { now }) => {
    const email = input.email;
    // scrypt is deliberately costly: it runs only after the input, the rate limits and this existence check,
    // and before the transaction so that retries do not pay for it again (the transaction checks again).
    if ((await runtime().store.get(customerPath(email))).exists)
      throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
    const passwordHash = await hashPassword(input.password);
    const outcome = await transact(async (tx) => {
      const existing = await tx.get(customerPath(email));
      if (existing.exists) throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
      const secrets = await readSecrets(tx, email);
      const issued = issueLoginCode({ now, previous: secrets.loginCode });
      if (!issued.ok) return { kind: 'locked', retryInMs: issued.retryInMs } satisfies CodeIssue;
      const pendingRegistration: PendingRegistration = {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        birthDate: input.birthDate,
        postalCode: input.postalCode,
        marketingConsent: input.marketingConsent,
        passwordHash,
        requestedAt: now.toISOString(),
      };
      return queueLoginCode(tx, {
        email,
        name: input.firstName,
        issued,
        now,
        fields: { pendingRegistration },
      });
    });
    const { resendAvailableAt } = await deliverLoginCode(email, outcome, now);
    return { ok: true as const, codeSent: true as const, resendAvailableAt };
  },
});

/**
 * The customer document a proven registration makes (portal or tablet): contact, consents (the marketing box
 * feeds e-mail and SMS), RGPD accepted, and whether a password came with it.
 */
export function customerFromRegistration(email: string, registration: PendingRegistration): DocData {
  const consent = registration.marketingConsent;
  return {
    id: email,
    name: `${registration.firstName} ${registration.lastName}`,
    firstName: registration.firstName,
    lastName: registration.lastName,
    email,
    phone: registration.phone,
    ...(registration.birthDate ? { birthDate: registration.birthDate } : {}),
    ...(registration.postalCode ? { postalCode: registration.postalCode } : {}),
    emailMarketingConsent: consent,
    smsMarketingConsent: consent,
    rgpdConsent: true,
    hasPassword: registration.passwordHash !== undefined,
  };
}

/**
 * Creates the account kept aside by `customerRegister`, inside the transaction that accepted its code: the
 * customer document (contact, consents, password flag) and the password hash; the registration is then removed.
 */
export function createAccountFromRegistration(
  tx: Transaction,
  email: string,
  registration: PendingRegistration,
  now: Date,
): void {
  const nowIso = now.toISOString();
  tx.set(customerPath(email), {
    ...customerFromRegistration(email, registration),
    source: 'register',
    lastVisit: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  writeSecrets(
    tx,
    email,
    email,
    {
      ...(registration.passwordHash ? { passwordHash: registration.passwordHash } : {}),
      pendingRegistration: FieldValue.delete(),
    },
    now,
  );
}
