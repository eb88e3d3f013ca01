import { HttpsError } from 'firebase-functions/v2/https';
import { MESSAGES } from '@app/domain';
import type { DocData, Transaction } from '@app/data';
import type { DinerLocale } from '@app/domain';
import { enqueueMail } from '../../lib/outbox';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import { transact } from '../../lib/transact';
import { sendQueuedMailNow } from '../../mail/send-now';
import { loginCodeFields, readSecrets, writeSecrets, type CodePurpose } from './customer-secrets';
import { LOGIN_CODE_RESEND_LOCK_MS, type IssueOutcome } from './login-code';
import { codeRequestLockPath } from './code-request-lock';

type IssuedCode = Extract<IssueOutcome, { ok: true }>;

/** What the transaction that issued a login code (sign-in or registration) decided. */
export type CodeIssue =
  { kind: 'locked'; retryInMs: number } | { kind: 'sent'; mailId: string; sentAt: string; resendAt: string };

/**
 * Stores a code just issued (with `fields`, more secrets to keep beside it) and queues its mail to `email`,
 * greeting `name`, in the request's transaction, from `sender` when a venue's page asked for it.
 */
export function queueLoginCode(
  tx: Transaction,
  {
    email,
    name,
    issued,
    now,
    fields = {},
    tabletAccount,
    existingAccount = false,
    purpose = 'loginCode',
    passwordReset = false,
    sender,
    locale,
  }: {
    email: string;
    name: string;
    issued: IssuedCode;
    now: Date;
    fields?: DocData;
    /** The code confirms an account made on this restaurant's tablet (the mail says so and links to the portal). */
    tabletAccount?: { restaurantName: string };
    /** A registration for an address that has an account: the mail says so, the code signs in. */
    existingAccount?: boolean;
    /** 'deletionCode': the code confirms the account's deletion, it signs nobody in. */
    purpose?: CodePurpose;
    /** Asked from « Mot de passe oublié ? » / « Changer mon mot de passe »: the mail says what the code is for. */
    passwordReset?: boolean;
    /** The venue the mail comes from (its name, colours, Reply-To); none: the product's name. */
    sender?: MailRestaurant;
    /** The language of the page that asked (issue 51); none: the sender's default. */
    locale?: DinerLocale | undefined;
  },
): CodeIssue {
  writeSecrets(tx, email, email, { ...loginCodeFields(issued.record, purpose), ...fields }, now);
  const deletion = purpose === 'deletionCode';
  const mailId = enqueueMail(tx, {
    id: `${deletion ? 'deletion-code' : 'login-code'}:${email}:${issued.record.sentAt}`,
    type: 'login_code',
    to: email,
    toName: name,
    ...(sender ? { restaurant: sender } : {}),
    ...(locale ? { locale } : {}),
    data: {
      customerName: name,
      code: issued.code,
      ...(tabletAccount ? { tabletAccount: { restaurantName: tabletAccount.restaurantName, email } } : {}),
      ...(existingAccount ? { variant: 'existing-account' as const } : {}),
      ...(deletion ? { variant: 'account-deletion' as const } : {}),
      ...(passwordReset && !deletion && !existingAccount ? { variant: 'password-reset' as const } : {}),
    },
  });
  return {
    kind: 'sent',
    mailId,
    sentAt: issued.record.sentAt,
    resendAt: new Date(Date.parse(issued.record.sentAt) + LOGIN_CODE_RESEND_LOCK_MS).toISOString(),
  };
}

/**
 * A code asked for an address that has no account (nor a registration of the caller's): the same answer as for a
 * customer, and the same work (a mail leaves), but the mail carries no code, only how to create an account. The
 * requester's 5-minute wait is the same as a customer's (code-request-lock.ts), so the wait does not tell either.
 */
export function queueNoAccountNotice(
  tx: Transaction,
  email: string,
  now: Date,
  sender?: MailRestaurant,
  locale?: DinerLocale,
): CodeIssue {
  const at = now.toISOString();
  const mailId = enqueueMail(tx, {
    id: `login-no-account:${email}:${at}`,
    type: 'login_code',
    to: email,
    toName: '',
    // From the same sender as a customer's code: the mail's origin does not tell either.
    ...(sender ? { restaurant: sender } : {}),
    ...(locale ? { locale } : {}),
    data: { customerName: '', code: '', variant: 'no-account' },
  });
  return {
    kind: 'sent',
    mailId,
    sentAt: at,
    resendAt: new Date(now.getTime() + LOGIN_CODE_RESEND_LOCK_MS).toISOString(),
  };
}

/**
 * Ends a code request: the 5-minute lock in French, else the mail sent now. The customer waits for this code:
 * a failed send is reported at once ('Erreur lors de l'envoi du code'), and the code that never arrived is
 * withdrawn, with the requester's wait (`requester`, code-request-lock.ts), so that nothing stops the customer
 * from trying again.
 */
export async function deliverLoginCode(
  email: string,
  issue: CodeIssue,
  now: Date,
  {
    purpose = 'loginCode',
    failure = MESSAGES.login.sendCodeError,
    requester,
  }: { purpose?: CodePurpose; failure?: string; requester?: string } = {},
): Promise<{ resendAvailableAt: string }> {
  if (issue.kind === 'locked') {
    throw new HttpsError(
      'resource-exhausted',
      MESSAGES.login.resendLocked(Math.ceil(issue.retryInMs / 60_000)),
    );
  }
  await sendQueuedMailNow(issue.mailId, failure).catch(async (err: unknown) => {
    await withdrawLoginCode(email, issue.sentAt, now, purpose, requester);
    throw err;
  });
  return { resendAvailableAt: issue.resendAt };
}

/** Removes the code sent at `sentAt` if it is still the current one (its mail could not be sent). */
async function withdrawLoginCode(
  email: string,
  sentAt: string,
  now: Date,
  purpose: CodePurpose,
  requester: string | undefined,
): Promise<void> {
  await transact(async (tx) => {
    const secrets = await readSecrets(tx, email);
    const lock = requester === undefined ? undefined : codeRequestLockPath(email, requester);
    const lockSentAt = lock ? (await tx.get(lock)).data?.sentAt : undefined;
    const current = purpose === 'deletionCode' ? secrets.deletionCode : secrets.loginCode;
    if (current?.sentAt === sentAt) writeSecrets(tx, email, email, loginCodeFields(null, purpose), now);
    if (lock && lockSentAt === sentAt) tx.delete(lock);
  });
}
