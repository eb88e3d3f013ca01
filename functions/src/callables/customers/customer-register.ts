import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { FieldValue, type DocData, type Transaction } from '@app/data';
import { CONSENT_TEXTS, CustomerRegisterInputSchema, type ConsentProof } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { readSecrets, writeSecrets, type PendingRegistration } from './customer-secrets';
import { customerPath, greetingName, readCustomer } from './customer-session';
import { LOGIN_CODE_TTL_MS, attemptKey, issueLoginCode } from './login-code';
import { requestAddress } from '../../lib/rate-limit';
import { openAccountGuard } from './account-guard';
import { readCodeRequestLock } from './code-request-lock';
import { deliverLoginCode, queueLoginCode, type CodeIssue } from './login-code-delivery';
import { findCodeSender } from './code-sender';
import { hashPassword } from './password-hash';

/** sha256 of a registration token: only the hash is kept beside the pending registration. */
export function registrationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one `customerRegister` gave the browser that filled this registration. */
export function holdsRegistrationToken(pending: PendingRegistration, token: string | undefined): boolean {
  if (!token || !pending.tokenHash) return false;
  const expected = Buffer.from(pending.tokenHash, 'hex');
  const given = Buffer.from(registrationTokenHash(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether a pending registration still stands: it lives as long as its code (10 minutes after it was mailed,
 * or after the last code mailed for it), then it is as if it never was.
 */
export function isPendingLive(pending: PendingRegistration | undefined, now: Date): boolean {
  if (!pending) return false;
  const until = Date.parse(pending.expiresAt ?? '') || Date.parse(pending.requestedAt) + LOGIN_CODE_TTL_MS;
  return now.getTime() < until;
}

/**
 * Self-registration from the portal (customer-flows §5 "Registration"), in two steps so that the e-mail is
 * proven (ARCHITECTURE §8): this call checks the form, keeps the registration aside in the server-only secrets
 * (for as long as its code lives) and mails a 6-digit code to the address; the account is created by
 * `customerVerifyCode` when that code is entered WITH the token this call answered, so only the browser that
 * chose the password can put it into the account. The answer is the same whether the address has an account or
 * not (the password is hashed either way): for a known address the mail says an account exists and carries a
 * sign-in code instead, and nothing is kept aside. Nothing is ever merged on a phone number.
 */
export const customerRegister = defineCallable({
  name: 'customerRegister',
  input: CustomerRegisterInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: ({ email }, { request }) => [
    perAddress(PUBLIC_LIMITS.registerIp, request),
    perSubject(PUBLIC_LIMITS.registerEmail, 'email', email),
    perSubject(PUBLIC_LIMITS.codeEmail, 'email', email),
  ],
  handler: async (input, { now, request }) => {
    const email = input.email;
    const address = requestAddress(request);
    // scrypt is deliberately costly: it runs after the input and the rate limits, before anything tells whether
    // the address has an account, and before the transaction so that retries do not pay for it again.
    const passwordHash = await hashPassword(input.password);
    const token = randomBytes(24).toString('base64url');
    const sender = await findCodeSender(input.venue);
    const outcome = await transact(async (tx): Promise<CodeIssue> => {
      const [customer, secrets, wait, account] = await Promise.all([
        readCustomer(tx, email),
        readSecrets(tx, email),
        readCodeRequestLock(tx, { email, address, now }),
        openAccountGuard(tx, email, now),
      ]);
      // The requester's own wait: a stranger's registration for this address never holds the owner's.
      if (wait.retryInMs > 0) return { kind: 'locked', retryInMs: wait.retryInMs };
      wait.markSent();
      account.noteCodeRequest(attemptKey(address));
      const issued = issueLoginCode({ now, previous: secrets.loginCode, requester: address });
      if (!issued.ok) return { kind: 'locked', retryInMs: issued.retryInMs };
      // An account with a password: the mail says one exists and carries a sign-in code. A file the diner's
      // bookings made (no password yet) is theirs to claim: the registration is kept aside as for a new address,
      // so the password typed is set once the code proves the address (issue 48, defect 2).
      if (customer && (secrets.passwordHash || customer.hasPassword === true))
        return queueLoginCode(tx, {
          email,
          name: greetingName(customer),
          issued,
          now,
          existingAccount: true,
          locale: input.locale,
          ...(sender ? { sender } : {}),
        });
      const pendingRegistration: PendingRegistration = {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        birthDate: input.birthDate,
        postalCode: input.postalCode,
        // The portal names no venue: offers are chosen per venue from the space (« Mes choix »).
        marketingConsent: false,
        termsText: CONSENT_TEXTS.terms,
        tokenHash: registrationTokenHash(token),
        passwordHash,
        ...(sender ? { venueId: sender.id } : {}),
        requestedAt: now.toISOString(),
        expiresAt: issued.record.expiresAt,
      };
      return queueLoginCode(tx, {
        email,
        name: input.firstName,
        issued,
        now,
        // Top level, so that the retention job finds registrations that lapsed (a map field is not indexed).
        fields: { pendingRegistration, pendingUntil: pendingRegistration.expiresAt },
        locale: input.locale,
        ...(sender ? { sender } : {}),
      });
    });
    const { resendAvailableAt } = await deliverLoginCode(email, outcome, now, { requester: address });
    return { ok: true as const, codeSent: true as const, resendAvailableAt, registrationToken: token };
  },
});

/** The terms the registration's form had ticked, as the proof every venue of the customer shows. */
function termsProof(registration: PendingRegistration, method: 'form' | 'tablet'): ConsentProof {
  return {
    granted: true,
    at: registration.requestedAt,
    method,
    text: registration.termsText ?? CONSENT_TEXTS.terms,
  };
}

/**
 * The customer document a proven registration makes (portal or tablet): contact, the terms ticked with their
 * proof, and whether a password came with it. Marketing consents are a venue's: they are never on the identity.
 */
export function customerFromRegistration(
  email: string,
  registration: PendingRegistration,
  { withPassword }: { withPassword: boolean },
): DocData {
  return {
    id: email,
    name: `${registration.firstName} ${registration.lastName}`,
    firstName: registration.firstName,
    lastName: registration.lastName,
    email,
    phone: registration.phone,
    ...(registration.birthDate ? { birthDate: registration.birthDate } : {}),
    ...(registration.postalCode ? { postalCode: registration.postalCode } : {}),
    rgpdConsent: true,
    termsAcceptance: termsProof(registration, registration.tablet ? 'tablet' : 'form'),
    hasPassword: withPassword && registration.passwordHash !== undefined,
  };
}

/**
 * A registration for an address whose file the diner's bookings made: the code came with the registration's own
 * token, so the password chosen then is set, with the terms ticked and the fields the file lacked; nothing the
 * file holds (visits, points, venues) is rewritten. The registration is removed.
 */
export function claimFileFromRegistration(
  tx: Transaction,
  email: string,
  existing: DocData,
  registration: PendingRegistration,
  now: Date,
): void {
  const nowIso = now.toISOString();
  const filled = customerFromRegistration(email, registration, { withPassword: true });
  const missing = Object.fromEntries(
    ['firstName', 'lastName', 'phone', 'birthDate', 'postalCode']
      .filter((key) => !existing[key] && filled[key])
      .map((key) => [key, filled[key]]),
  );
  tx.update(customerPath(email), {
    ...missing,
    rgpdConsent: true,
    termsAcceptance: filled.termsAcceptance,
    hasPassword: registration.passwordHash !== undefined,
    lastActiveAt: nowIso,
    updatedAt: nowIso,
  });
  writeSecrets(
    tx,
    email,
    email,
    {
      ...(registration.passwordHash ? { passwordHash: registration.passwordHash } : {}),
      pendingRegistration: FieldValue.delete(),
      pendingUntil: FieldValue.delete(),
    },
    now,
  );
}

/**
 * Creates the account kept aside by `customerRegister`, inside the transaction that accepted its code: the
 * customer document and, only when the code came with the registration's own token, the password chosen then.
 * The registration is removed.
 */
export function createAccountFromRegistration(
  tx: Transaction,
  email: string,
  registration: PendingRegistration,
  { now, withPassword }: { now: Date; withPassword: boolean },
): void {
  const nowIso = now.toISOString();
  tx.set(customerPath(email), {
    ...customerFromRegistration(email, registration, { withPassword }),
    source: 'register',
    lastVisit: null,
    lastActiveAt: nowIso,
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  const password =
    withPassword && registration.passwordHash ? { passwordHash: registration.passwordHash } : {};
  writeSecrets(
    tx,
    email,
    email,
    { ...password, pendingRegistration: FieldValue.delete(), pendingUntil: FieldValue.delete() },
    now,
  );
}
