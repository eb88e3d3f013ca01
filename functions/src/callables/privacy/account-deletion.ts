import { HttpsError } from 'firebase-functions/v2/https';
import { ConfirmAccountDeletionInputSchema, MESSAGES, RequestAccountDeletionInputSchema } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perSignedInCustomer } from '../../lib/public-limits';
import { requestAddress } from '../../lib/rate-limit';
import { transact } from '../../lib/transact';
import { loginCodeAttemptFields, readSecrets, writeSecrets } from '../customers/customer-secrets';
import { greetingName, readCustomer } from '../customers/customer-session';
import { eraseCustomer } from '../customers/erase-customer';
import { readCustomerMailSender } from '../customers/code-sender';
import { checkLoginCode, issueLoginCode } from '../customers/login-code';
import { deliverLoginCode, queueLoginCode, type CodeIssue } from '../customers/login-code-delivery';

/**
 * « Supprimer mon compte », step 1 (art. 17 RGPD): a 6-digit code is mailed to the account's address (valid 10
 * minutes, a new one after 5), so that a session left open on a shared device cannot erase an account alone.
 */
export const requestAccountDeletion = defineCallable({
  name: 'requestAccountDeletion',
  input: RequestAccountDeletionInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) =>
    perSignedInCustomer(caller, request, [PUBLIC_LIMITS.clientDeletion]),
  handler: async (input, { caller, now }) => {
    const outcome = await transact(async (tx): Promise<CodeIssue> => {
      const [customer, secrets] = await Promise.all([
        readCustomer(tx, caller.email),
        readSecrets(tx, caller.email),
      ]);
      if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      // From the venue the customer knows best, signed as its other mails (issue 48, defect 20).
      const sender = await readCustomerMailSender(tx, customer);
      const issued = issueLoginCode({ now, previous: secrets.deletionCode });
      if (!issued.ok) return { kind: 'locked', retryInMs: issued.retryInMs };
      return queueLoginCode(tx, {
        email: caller.email,
        name: greetingName(customer),
        issued,
        now,
        purpose: 'deletionCode',
        locale: input?.locale,
        ...(sender ? { sender } : {}),
      });
    });
    const { resendAvailableAt } = await deliverLoginCode(caller.email, outcome, now, {
      purpose: 'deletionCode',
      failure: MESSAGES.privacy.deletionCodeError,
    });
    return { ok: true as const, resendAvailableAt };
  },
});

/**
 * « Supprimer mon compte », step 2: the code mailed by step 1 erases the account at once (eraseCustomer: record,
 * every venue's view and consent, secrets, sign-in, then every trace, pending mails withdrawn). A wrong code costs
 * an attempt for the caller's address; a login code never confirms a deletion.
 */
export const confirmAccountDeletion = defineCallable({
  name: 'confirmAccountDeletion',
  input: ConfirmAccountDeletionInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) =>
    perSignedInCustomer(caller, request, [PUBLIC_LIMITS.clientDeletion]),
  handler: async ({ code }, { caller, now, request }) => {
    const address = requestAddress(request);
    const checked = await transact(async (tx) => {
      const secrets = await readSecrets(tx, caller.email);
      const outcome = checkLoginCode({ now, record: secrets.deletionCode, code, address });
      if (!outcome.ok && outcome.reason === 'mismatch')
        writeSecrets(
          tx,
          caller.email,
          caller.email,
          loginCodeAttemptFields(outcome.record, 'deletionCode'),
          now,
        );
      return outcome;
    });
    if (!checked.ok) {
      if (checked.reason === 'expired') throw new HttpsError('deadline-exceeded', MESSAGES.login.codeExpired);
      if (checked.reason === 'too-many-attempts')
        throw new HttpsError('resource-exhausted', MESSAGES.login.tooManyAttempts);
      throw new HttpsError('permission-denied', MESSAGES.login.wrongCode);
    }
    // The code goes with the secrets the erasure deletes: it cannot be used twice.
    const { erased } = await eraseCustomer(caller.email, { now });
    if (!erased) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    return { ok: true as const };
  },
});
