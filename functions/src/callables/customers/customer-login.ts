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
import { requestAddress } from '../../lib/rate-limit';
import { countProductEvents } from '../../lib/events/record-product-events';
import { transact } from '../../lib/transact';
import { loginCodeAttemptFields, loginCodeFields, readSecrets, writeSecrets } from './customer-secrets';
import { customerPath, greetingName, mintCustomerSession, readCustomer } from './customer-session';
import {
  claimFileFromRegistration,
  createAccountFromRegistration,
  holdsRegistrationToken,
  isPendingLive,
} from './customer-register';
import { attemptKey, checkLoginCode, issueLoginCode } from './login-code';
import { findCodeSender, readCustomerMailSender, readMailSender } from './code-sender';
import {
  deliverLoginCode,
  queueLoginCode,
  queueNoAccountNotice,
  type CodeIssue,
} from './login-code-delivery';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import { openSignInGuard, signInGuardKeys } from './sign-in-guard-store';
import { clearAccountGuard, openAccountGuard } from './account-guard';
import { clearCodeRequestLock, readCodeRequestLock } from './code-request-lock';
import { restoreHeldPassword } from './held-password';
import { confirmTabletRegistration } from '../tablet/tablet-account';
import { tabletRestaurant } from '../tablet/tablet-visit';

/**
 * Customer sign-in (customer-flows §2 "Customer login"): an e-mailed 6-digit code made and checked here, or a
 * password checked against the scrypt hash. Both end with a custom token (role 'client', e-mail). Nothing answers
 * differently for an address without account (issue 37): a code request mails the address either way, a wrong
 * code and an unknown address read « Code incorrect », a password « Email ou mot de passe incorrect » after the
 * same scrypt work. Wrong codes and passwords spend the account's budget over every address (account-guard.ts);
 * wrong passwords also slow their address. The newest code mailed, typed where a
 * code was asked for, always signs in and lifts the account's locks; a stranger's request never holds the
 * owner's (code-request-lock.ts).
 */

/** The registration a code request or check may go on with: live, and the caller's own (or a kiosk's). */
function usableRegistration(
  secrets: Awaited<ReturnType<typeof readSecrets>>,
  token: string | undefined,
  now: Date,
) {
  const pending = secrets.pendingRegistration;
  if (!pending || !isPendingLive(pending, now)) return undefined;
  // A kiosk's registration carries no password: its code, mailed with a link, confirms it from the portal too.
  if (pending.tablet) return { pending, holdsToken: false };
  return holdsRegistrationToken(pending, token) ? { pending, holdsToken: true } : undefined;
}

/**
 * Sends a new login code (or, with the registration's token, a new code for it) unless this requester had one
 * sent less than 5 minutes ago. An address without account gets a mail saying so, and the same answer.
 */
export const customerRequestCode = defineCallable({
  name: 'customerRequestCode',
  input: CustomerRequestCodeInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: ({ email }, { request }) => [
    perAddress(PUBLIC_LIMITS.codeIp, request),
    perSubject(PUBLIC_LIMITS.codeEmail, 'email', email),
  ],
  handler: async ({ email, registrationToken, venue, purpose, locale }, { now, request }) => {
    const address = requestAddress(request);
    const pageSender = await findCodeSender(venue);
    const outcome = await transact(async (tx): Promise<CodeIssue> => {
      const [customer, secrets, wait, account] = await Promise.all([
        readCustomer(tx, email),
        readSecrets(tx, email),
        readCodeRequestLock(tx, { email, address, now }),
        openAccountGuard(tx, email, now),
      ]);
      if (wait.retryInMs > 0) return { kind: 'locked', retryInMs: wait.retryInMs };
      // A file without password (made by bookings) is claimed by its diner's own registration (issue 48, defect
      // 2): only with that registration's token, never from a kiosk; an account with a password takes none.
      const claimable = customer && !secrets.passwordHash && customer.hasPassword !== true;
      const usable = usableRegistration(secrets, registrationToken, now);
      const registration = !customer
        ? usable
        : claimable && usable?.holdsToken && !usable.pending.tablet
          ? usable
          : undefined;
      // A new code for an account started on a venue's tablet comes from that venue, like the first one.
      const tabletVenue = registration?.pending.tablet?.restaurantId;
      // Asked from the customer space (no venue's page): the venue the customer knows best, as their other mails.
      const sender =
        pageSender ??
        (tabletVenue ? await readMailSender(tx, tabletVenue) : await readCustomerMailSender(tx, customer));
      // Reads done: from here on, writes.
      wait.markSent();
      account.noteCodeRequest(attemptKey(address));
      if (!customer && !registration) return queueNoAccountNotice(tx, email, now, pageSender, locale);
      const issued = issueLoginCode({ now, previous: secrets.loginCode, requester: address });
      if (!issued.ok) return { kind: 'locked', retryInMs: issued.retryInMs };
      const name = customer ? greetingName(customer) : (registration?.pending.firstName ?? 'Client');
      // A new code for a registration keeps it alive as long as the code.
      const fields = registration
        ? {
            pendingRegistration: { ...registration.pending, expiresAt: issued.record.expiresAt },
            pendingUntil: issued.record.expiresAt,
          }
        : {};
      const passwordReset = purpose === 'password-reset' && !registration;
      return queueLoginCode(tx, {
        email,
        name,
        issued,
        now,
        fields,
        passwordReset,
        locale,
        ...(sender ? { sender } : {}),
      });
    });
    const { resendAvailableAt } = await deliverLoginCode(email, outcome, now, { requester: address });
    return { ok: true as const, resendAvailableAt };
  },
});

/**
 * Checks the code; a wrong one costs an attempt of this code for the caller's address and spends the account's
 * budget. While the account is locked only an address that asked for a code may try (account-guard.ts), the others
 * are refused unchecked. The password locks do not apply: a right code signs in, and lifts them. An address
 * without account (or whose registration is not the caller's) answers « Code incorrect » like a wrong code, and
 * counts the same.
 */
export const customerVerifyCode = defineCallable({
  name: 'customerVerifyCode',
  input: CustomerVerifyCodeInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.signInIp, request)],
  handler: async ({ email, code, rememberMe, registrationToken }, { now, request }) => {
    const address = requestAddress(request);
    const addressKey = attemptKey(address);
    const outcome = await transact(async (tx) => {
      const [customer, secrets, account] = await Promise.all([
        readCustomer(tx, email),
        readSecrets(tx, email),
        openAccountGuard(tx, email, now),
      ]);
      // A file its bookings made (no password) is claimed with the registration's own token (issue 48, defect 2).
      const usable = usableRegistration(secrets, registrationToken, now);
      const claimable = customer && !secrets.passwordHash && customer.hasPassword !== true;
      const registration = !customer
        ? usable
        : claimable && usable?.holdsToken && !usable.pending.tablet
          ? usable
          : undefined;
      const pending = secrets.pendingRegistration;
      const creates = registration !== undefined;
      // Nobody to sign in: no code is checked (none can be right), the answer is a wrong code's.
      const record = customer || registration ? secrets.loginCode : undefined;
      if (!account.mayCheckCode(addressKey, record))
        return { ok: false as const, reason: 'too-many-attempts' };
      const checked = checkLoginCode({ now, record, code, address });
      if (checked.ok) {
        // An account started on a restaurant's tablet is confirmed from its mail: the visit it came with counts
        // there. It reads first, so it goes before this transaction's writes.
        if (registration?.pending.tablet) {
          const restaurant = await tabletRestaurant(tx, registration.pending.tablet.restaurantId);
          await confirmTabletRegistration(tx, { email, pending: registration.pending, restaurant, now });
        }
        // A code works once.
        writeSecrets(tx, email, email, loginCodeFields(null), now);
        if (registration && customer) {
          claimFileFromRegistration(tx, email, customer, registration.pending, now);
        } else if (registration && !registration.pending.tablet) {
          createAccountFromRegistration(tx, email, registration.pending, {
            now,
            withPassword: registration.holdsToken,
          });
          // The product's `signup` event, counted at the venue whose page the registration came from (issue 39).
          const venueId = registration.pending.venueId;
          if (venueId) countProductEvents(tx, [{ restaurantId: venueId, event: 'signup' }], now);
        }
        // A registration someone else started for this address never reaches the account (nor its password).
        else if (pending)
          writeSecrets(
            tx,
            email,
            email,
            { pendingRegistration: FieldValue.delete(), pendingUntil: FieldValue.delete() },
            now,
          );
        if (customer) {
          tx.update(customerPath(email), { lastActiveAt: now.toISOString() });
          // An address just given by staff has now proven itself: the password held since works again.
          restoreHeldPassword(tx, email, secrets, now);
        }
        clearAccountGuard(tx, email, now);
        // The code is used: whoever typed it may ask for another at once, as before any was sent.
        clearCodeRequestLock(tx, email, address);
        return { ok: true as const, created: creates };
      }
      if (checked.reason === 'mismatch')
        writeSecrets(tx, email, email, loginCodeAttemptFields(checked.record), now);
      if (checked.reason === 'mismatch' || checked.reason === 'none') account.recordFailure(addressKey);
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

/** A hash to verify against when the address has no password, so that every answer costs one scrypt. */
let decoy: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  decoy ??= hashPassword('mot-de-passe-leurre');
  return decoy;
}

/**
 * Password sign-in; the same answer, after the same scrypt work, for an unknown e-mail, an account without
 * password and a wrong password, so accounts cannot be probed. A failure counts against the address and the
 * account; past the account's budget no password signs in (the code does).
 */
export const customerLoginPassword = defineCallable({
  name: 'customerLoginPassword',
  input: CustomerLoginPasswordInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.signInIp, request)],
  handler: async ({ email, password, rememberMe }, { now, request }) => {
    const keys = signInGuardKeys(email, requestAddress(request));
    const { customer, secrets } = await transact(async (tx) => {
      (await openSignInGuard(tx, email, keys, now)).assertOpen();
      return { customer: await readCustomer(tx, email), secrets: await readSecrets(tx, email) };
    });
    // scrypt runs outside the transaction, after the limits and the guard; the outcome is counted in a second,
    // short one. A hash made at an older, lower cost is remade at today's.
    const stored = customer ? secrets.passwordHash : undefined;
    const matches = await verifyPassword(password, stored ?? (await decoyHash()));
    const valid = Boolean(stored) && matches;
    const upgraded = valid && stored && needsRehash(stored) ? await hashPassword(password) : undefined;
    await transact(async (tx) => {
      const guard = await openSignInGuard(tx, email, keys, now);
      if (valid) tx.update(customerPath(email), { lastActiveAt: now.toISOString() });
      else guard.recordFailure();
      if (upgraded) writeSecrets(tx, email, email, { passwordHash: upgraded }, now);
    });
    if (!valid) throw new HttpsError('permission-denied', MESSAGES.login.wrongPassword);
    return mintCustomerSession(email, rememberMe);
  },
});
