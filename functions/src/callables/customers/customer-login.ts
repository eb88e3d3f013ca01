import { HttpsError } from 'firebase-functions/v2/https';
import {
  CustomerLoginPasswordInputSchema,
  CustomerRequestCodeInputSchema,
  CustomerVerifyCodeInputSchema,
  MESSAGES,
} from '@app/domain';
import { FieldValue } from '@app/data';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { loginCodeFields, readSecrets, writeSecrets } from './customer-secrets';
import { greetingName, mintCustomerSession, readCustomer } from './customer-session';
import { createAccountFromRegistration } from './customer-register';
import { checkLoginCode, issueLoginCode } from './login-code';
import { deliverLoginCode, queueLoginCode, type CodeIssue } from './login-code-delivery';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import { callerAddress, openSignInGuard, signInGuardKeys } from './sign-in-guard-store';
import { confirmTabletRegistration } from '../tablet/tablet-account';
import { tabletRestaurant } from '../tablet/tablet-visit';

/**
 * Customer sign-in (customer-flows §2 "Customer login"): an e-mailed 6-digit code made and checked here, or a
 * password checked against the scrypt hash. Both end with a custom token (role 'client', e-mail). Wrong codes and
 * wrong passwords count together per account and per address; past the limit both ways are locked for an hour
 * (sign-in-guard-store.ts).
 */

/** Sends a new login code (or registration code) unless one was sent less than 5 minutes ago. */
export const customerRequestCode = defineCallable({
  name: 'customerRequestCode',
  input: CustomerRequestCodeInputSchema,
  auth: 'public',
  limits: ({ email }, { request }) => [
    perAddress(PUBLIC_LIMITS.codeIp, request),
    perSubject(PUBLIC_LIMITS.codeEmail, 'email', email),
  ],
  handler: async ({ email }, { now }) => {
    const outcome = await transact(async (tx) => {
      const customer = await readCustomer(tx, email);
      const secrets = await readSecrets(tx, email);
      // A registration waiting for its code may ask for another one, as a sign-in may.
      if (!customer && !secrets.pendingRegistration) return { kind: 'unknown' as const };
      const issued = issueLoginCode({ now, previous: secrets.loginCode });
      if (!issued.ok) return { kind: 'locked', retryInMs: issued.retryInMs } satisfies CodeIssue;
      const name = customer ? greetingName(customer) : (secrets.pendingRegistration?.firstName ?? 'Client');
      return queueLoginCode(tx, { email, name, issued, now });
    });
    if (outcome.kind === 'unknown') throw new HttpsError('not-found', MESSAGES.login.noAccount);
    const { resendAvailableAt } = await deliverLoginCode(email, outcome, now);
    return { ok: true as const, resendAvailableAt };
  },
});

/** Checks the code; a wrong one costs an attempt of this code and a failure of the account and the address. */
export const customerVerifyCode = defineCallable({
  name: 'customerVerifyCode',
  input: CustomerVerifyCodeInputSchema,
  auth: 'public',
  limits: ({ email }, { request }) => [
    perAddress(PUBLIC_LIMITS.signInIp, request),
    perSubject(PUBLIC_LIMITS.signInEmail, 'email', email),
  ],
  handler: async ({ email, code, rememberMe }, { now, request }) => {
    const keys = signInGuardKeys(email, callerAddress(request));
    const outcome = await transact(async (tx) => {
      const guard = await openSignInGuard(tx, keys, now);
      guard.assertOpen();
      const secrets = await readSecrets(tx, email);
      const pending = secrets.pendingRegistration;
      // The code of a registration proves the address: the account is made now, unless it was made meanwhile
      // (at the tablet, by staff), then the code signs in to it as it is.
      const creates = pending !== undefined && !(await readCustomer(tx, email));
      const checked = checkLoginCode({ now, record: secrets.loginCode, code });
      if (checked.ok) {
        // An account started on a restaurant's tablet is confirmed from its mail: the visit it came with counts
        // there. It reads first, so it goes before this transaction's writes.
        if (pending?.tablet && creates) {
          const restaurant = await tabletRestaurant(tx, pending.tablet.restaurantId);
          await confirmTabletRegistration(tx, { email, pending, restaurant, now });
        }
        // A code works once.
        writeSecrets(tx, email, email, loginCodeFields(null), now);
        if (pending && creates && !pending.tablet) createAccountFromRegistration(tx, email, pending, now);
        else if (pending) writeSecrets(tx, email, email, { pendingRegistration: FieldValue.delete() }, now);
        guard.clearAccount();
        return { ok: true as const, created: creates };
      }
      if (checked.reason === 'mismatch')
        writeSecrets(tx, email, email, { loginCodeAttempts: checked.record.attempts }, now);
      if (checked.reason !== 'expired') guard.recordFailure();
      return { ok: false as const, reason: checked.reason };
    });
    if (!outcome.ok) {
      if (outcome.reason === 'expired') throw new HttpsError('deadline-exceeded', MESSAGES.login.codeExpired);
      if (outcome.reason === 'too-many-attempts')
        throw new HttpsError('resource-exhausted', MESSAGES.login.tooManyAttempts);
      throw new HttpsError('permission-denied', MESSAGES.login.wrongCode);
    }
    return { ...(await mintCustomerSession(email, rememberMe)), accountCreated: outcome.created };
  },
});

/**
 * Password sign-in; the same answer for an unknown e-mail and a wrong password, so accounts cannot be probed.
 * A wrong password (or an unknown e-mail) counts as a failure of the account and the address.
 */
export const customerLoginPassword = defineCallable({
  name: 'customerLoginPassword',
  input: CustomerLoginPasswordInputSchema,
  auth: 'public',
  limits: ({ email }, { request }) => [
    perAddress(PUBLIC_LIMITS.signInIp, request),
    perSubject(PUBLIC_LIMITS.signInEmail, 'email', email),
  ],
  handler: async ({ email, password, rememberMe }, { now, request }) => {
    const keys = signInGuardKeys(email, callerAddress(request));
    const { customer, secrets } = await transact(async (tx) => {
      (await openSignInGuard(tx, keys, now)).assertOpen();
      return { customer: await readCustomer(tx, email), secrets: await readSecrets(tx, email) };
    });
    if (customer && !secrets.passwordHash)
      throw new HttpsError('failed-precondition', MESSAGES.login.noPassword);
    // scrypt runs outside the transaction, after the limits, the guard and the account's existence; the outcome
    // is counted in a second, short one. A hash made at an older, lower cost is remade at today's.
    const stored = secrets.passwordHash;
    const valid = Boolean(customer && stored && (await verifyPassword(password, stored)));
    const upgraded = valid && stored && needsRehash(stored) ? await hashPassword(password) : undefined;
    await transact(async (tx) => {
      const guard = await openSignInGuard(tx, keys, now);
      if (valid) guard.clearAccount();
      else guard.recordFailure();
      if (upgraded) writeSecrets(tx, email, email, { passwordHash: upgraded }, now);
    });
    if (!valid) throw new HttpsError('permission-denied', MESSAGES.login.wrongPassword);
    return mintCustomerSession(email, rememberMe);
  },
});
