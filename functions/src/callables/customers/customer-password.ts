import { HttpsError } from 'firebase-functions/v2/https';
import { ChangeMyPasswordInputSchema, CustomerResetPasswordInputSchema, MESSAGES } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSignedInCustomer } from '../../lib/public-limits';
import { requestAddress } from '../../lib/rate-limit';
import { transact } from '../../lib/transact';
import { codeRefusal, consumeAccountCode, storeNewPassword } from './consume-account-code';
import { readSecrets } from './customer-secrets';
import { readCustomer } from './customer-session';
import { hashPassword, verifyPassword } from './password-hash';
import { openSignInGuard, signInGuardKeys } from './sign-in-guard-store';

/**
 * The code mailed by `customerRequestCode`, checked under the code sign-in's rules (consume-account-code.ts),
 * then used up with the new password's hash. The code is checked first without being used, so that a wrong one
 * costs no scrypt; the hash is made outside any transaction; the second transaction checks the code again (a newer
 * code mailed meanwhile replaces it) and sets the password in the same write that uses it up.
 */
async function setPasswordWithCode(
  email: string,
  code: string,
  password: string,
  address: string,
  now: Date,
) {
  const peeked = await transact((tx) => consumeAccountCode(tx, { email, code, address, now, peek: true }));
  if (!peeked.ok) throw codeRefusal(peeked.reason);
  const passwordHash = await hashPassword(password);
  const used = await transact(async (tx) => {
    const outcome = await consumeAccountCode(tx, { email, code, address, now });
    if (outcome.ok) storeNewPassword(tx, email, passwordHash, now);
    return outcome;
  });
  if (!used.ok) throw codeRefusal(used.reason);
}

/**
 * « Mot de passe oublié ? » on the customer sign-in (issue 48, defect 7): the e-mailed code (asked with
 * `customerRequestCode`, purpose 'password-reset', from the venue's sender as the login code), then a new
 * password. Under the code sign-in's budget and lock: rotating addresses multiplies nothing, a stranger's
 * requests never lock the owner out (the newest code, typed where it was asked for, always works). An address
 * without account answers « Code incorrect » like a wrong code. Nobody is signed in: the diner then signs in
 * with the new password.
 */
export const customerResetPassword = defineCallable({
  name: 'customerResetPassword',
  input: CustomerResetPasswordInputSchema,
  auth: 'public',
  replayProtected: true,
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.signInIp, request)],
  handler: async ({ email, code, password }, { now, request }) => {
    await setPasswordWithCode(email, code, password, requestAddress(request), now);
    return { ok: true as const };
  },
});

/**
 * « Changer mon mot de passe » in the customer space: the current password (checked as a password sign-in is:
 * its failures spend the address's and the account's budgets, and past them it is refused), or a code mailed to
 * the account's own address (an account without password, a forgotten one), then the new password.
 */
export const changeMyPassword = defineCallable({
  name: 'changeMyPassword',
  input: ChangeMyPasswordInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) =>
    perSignedInCustomer(caller, request, [PUBLIC_LIMITS.clientUid, PUBLIC_LIMITS.clientPassword]),
  handler: async ({ currentPassword, code, password }, { caller, now, request }) => {
    const email = caller.email;
    const address = requestAddress(request);
    if (code !== '') {
      await setPasswordWithCode(email, code, password, address, now);
      return { ok: true as const };
    }
    const keys = signInGuardKeys(email, address);
    const stored = await transact(async (tx) => {
      (await openSignInGuard(tx, email, keys, now)).assertOpen();
      const customer = await readCustomer(tx, email);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      return (await readSecrets(tx, email)).passwordHash;
    });
    if (!stored) throw new HttpsError('failed-precondition', MESSAGES.login.noPassword);
    const valid = await verifyPassword(currentPassword, stored);
    const passwordHash = valid ? await hashPassword(password) : undefined;
    await transact(async (tx) => {
      const guard = await openSignInGuard(tx, email, keys, now);
      const current = (await readSecrets(tx, email)).passwordHash;
      if (!passwordHash) return guard.recordFailure();
      // Changed meanwhile (another tab, a reset): the password just checked is no longer the account's.
      if (current !== stored) throw new HttpsError('aborted', MESSAGES.password.changeError);
      storeNewPassword(tx, email, passwordHash, now);
    });
    if (!passwordHash) throw new HttpsError('permission-denied', MESSAGES.password.wrongCurrent);
    return { ok: true as const };
  },
});
