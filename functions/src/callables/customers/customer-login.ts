import { HttpsError } from 'firebase-functions/v2/https';
import {
  CustomerLoginPasswordInputSchema,
  CustomerRequestCodeInputSchema,
  CustomerVerifyCodeInputSchema,
  MESSAGES,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { enqueueMail } from '../../lib/outbox';
import { transact } from '../../lib/transact';
import { sendQueuedMailNow } from '../../mail/send-now';
import { loginCodeFields, readSecrets, writeSecrets } from './customer-secrets';
import { greetingName, mintCustomerSession, readCustomer } from './customer-session';
import { checkLoginCode, issueLoginCode } from './login-code';
import { verifyPassword } from './password-hash';

/**
 * Customer sign-in (customer-flows §2 "Customer login"): an e-mailed 6-digit code made and checked here, or a
 * password checked against the scrypt hash. Both end with a custom token (role 'client', e-mail).
 */

/** Sends a new login code unless one was sent less than 5 minutes ago. */
export const customerRequestCode = defineCallable({
  name: 'customerRequestCode',
  input: CustomerRequestCodeInputSchema,
  auth: 'public',
  handler: async ({ email }, { now }) => {
    const outcome = await transact(async (tx) => {
      const customer = await readCustomer(tx, email);
      if (!customer) return { kind: 'unknown' as const };
      const secrets = await readSecrets(tx, email);
      const issued = issueLoginCode({ now, previous: secrets.loginCode });
      if (!issued.ok) return { kind: 'locked' as const, retryInMs: issued.retryInMs };
      writeSecrets(tx, email, email, loginCodeFields(issued.record), now);
      const mailId = enqueueMail(tx, {
        id: `login-code:${email}:${issued.record.sentAt}`,
        type: 'login_code',
        to: email,
        toName: greetingName(customer),
        data: { customerName: greetingName(customer), code: issued.code },
      });
      return {
        kind: 'sent' as const,
        mailId,
        sentAt: issued.record.sentAt,
        resendAt: new Date(Date.parse(issued.record.sentAt) + 5 * 60_000).toISOString(),
      };
    });
    if (outcome.kind === 'unknown') throw new HttpsError('not-found', MESSAGES.login.noAccount);
    if (outcome.kind === 'locked') {
      throw new HttpsError(
        'resource-exhausted',
        MESSAGES.login.resendLocked(Math.ceil(outcome.retryInMs / 60_000)),
      );
    }
    // The customer waits for this code: a failed send is reported now ('Erreur lors de l'envoi du code'), and the
    // code that never arrived is withdrawn so that the 5-minute lock does not stop the customer from trying again.
    await sendQueuedMailNow(outcome.mailId, MESSAGES.login.sendCodeError).catch(async (err: unknown) => {
      await withdrawLoginCode(email, outcome.sentAt, now);
      throw err;
    });
    return { ok: true as const, resendAvailableAt: outcome.resendAt };
  },
});

/** Removes the login code sent at `sentAt` if it is still the current one (its mail could not be sent). */
async function withdrawLoginCode(email: string, sentAt: string, now: Date): Promise<void> {
  await transact(async (tx) => {
    const secrets = await readSecrets(tx, email);
    if (secrets.loginCode?.sentAt === sentAt) writeSecrets(tx, email, email, loginCodeFields(null), now);
  });
}

/** Checks the code; a wrong one costs an attempt (saved even though the call fails). */
export const customerVerifyCode = defineCallable({
  name: 'customerVerifyCode',
  input: CustomerVerifyCodeInputSchema,
  auth: 'public',
  handler: async ({ email, code }, { now }) => {
    const outcome = await transact(async (tx) => {
      const secrets = await readSecrets(tx, email);
      const checked = checkLoginCode({ now, record: secrets.loginCode, code });
      if (checked.ok) {
        // A code works once.
        writeSecrets(tx, email, email, loginCodeFields(null), now);
        return { ok: true as const };
      }
      if (checked.reason === 'mismatch')
        writeSecrets(tx, email, email, { loginCodeAttempts: checked.record.attempts }, now);
      return { ok: false as const, reason: checked.reason };
    });
    if (!outcome.ok) {
      if (outcome.reason === 'expired') throw new HttpsError('deadline-exceeded', MESSAGES.login.codeExpired);
      if (outcome.reason === 'too-many-attempts')
        throw new HttpsError('resource-exhausted', MESSAGES.login.tooManyAttempts);
      throw new HttpsError('permission-denied', MESSAGES.login.wrongCode);
    }
    return mintCustomerSession(email);
  },
});

/** Password sign-in; the same answer for an unknown e-mail and a wrong password, so accounts cannot be probed. */
export const customerLoginPassword = defineCallable({
  name: 'customerLoginPassword',
  input: CustomerLoginPasswordInputSchema,
  auth: 'public',
  handler: async ({ email, password }) => {
    const { customer, secrets } = await transact(async (tx) => ({
      customer: await readCustomer(tx, email),
      secrets: await readSecrets(tx, email),
    }));
    if (!customer) throw new HttpsError('permission-denied', MESSAGES.login.wrongPassword);
    if (!secrets.passwordHash) throw new HttpsError('failed-precondition', MESSAGES.login.noPassword);
    if (!(await verifyPassword(password, secrets.passwordHash)))
      throw new HttpsError('permission-denied', MESSAGES.login.wrongPassword);
    return mintCustomerSession(email);
  },
});
