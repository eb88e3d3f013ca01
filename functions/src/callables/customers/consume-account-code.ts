import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type DocData, type Transaction } from '@app/data';
import { MESSAGES } from '@app/domain';
import { loginCodeAttemptFields, loginCodeFields, readSecrets, writeSecrets } from './customer-secrets';
import { customerPath, readCustomer } from './customer-session';
import { attemptKey, checkLoginCode } from './login-code';
import { clearAccountGuard, openAccountGuard } from './account-guard';
import { clearCodeRequestLock } from './code-request-lock';

export type AccountCodeOutcome =
  | { ok: true; customer: DocData }
  | { ok: false; reason: 'none' | 'expired' | 'too-many-attempts' | 'mismatch' };

/**
 * Checks a mailed login code of an existing account inside a transaction, under exactly the rules of the code
 * sign-in (customerVerifyCode): the account's budget over every address, the lock's lanes, 5 tries per address
 * and 30 in all for one code. A wrong code costs the same; the right one is used up (a code works once) and lifts
 * the account's locks, as a sign-in by code does. An address without account answers like a wrong code. Every read
 * comes first: the caller may write after it returns. With `peek`, a right code is only reported (nothing
 * written), so that a costly hash is made only for a right code and the code is used up with it afterwards.
 */
export async function consumeAccountCode(
  tx: Transaction,
  {
    email,
    code,
    address,
    now,
    peek = false,
  }: { email: string; code: string; address: string; now: Date; peek?: boolean },
): Promise<AccountCodeOutcome> {
  const addressKey = attemptKey(address);
  const [customer, secrets, account] = await Promise.all([
    readCustomer(tx, email),
    readSecrets(tx, email),
    openAccountGuard(tx, email, now),
  ]);
  const record = customer ? secrets.loginCode : undefined;
  if (!account.mayCheckCode(addressKey, record)) return { ok: false, reason: 'too-many-attempts' };
  const checked = checkLoginCode({ now, record, code, address });
  if (checked.ok && customer) {
    if (peek) return { ok: true, customer };
    writeSecrets(tx, email, email, loginCodeFields(null), now);
    clearAccountGuard(tx, email, now);
    clearCodeRequestLock(tx, email, address);
    return { ok: true, customer };
  }
  if (!checked.ok && checked.reason === 'mismatch')
    writeSecrets(tx, email, email, loginCodeAttemptFields(checked.record), now);
  if (checked.ok || checked.reason === 'mismatch' || checked.reason === 'none')
    account.recordFailure(addressKey);
  return { ok: false, reason: checked.ok ? 'none' : checked.reason };
}

/** The French refusal of a code that was not accepted (the code sign-in's messages). */
export function codeRefusal(reason: Exclude<AccountCodeOutcome, { ok: true }>['reason']): HttpsError {
  if (reason === 'expired') return new HttpsError('deadline-exceeded', MESSAGES.login.codeExpired);
  if (reason === 'too-many-attempts')
    return new HttpsError('resource-exhausted', MESSAGES.login.tooManyAttempts);
  return new HttpsError('permission-denied', MESSAGES.login.wrongCode);
}

/**
 * Sets the account's password (a hash made before the transaction): the hash an e-mail change held aside is
 * dropped, since the address has just proven itself with a code or the current password.
 */
export function storeNewPassword(tx: Transaction, email: string, passwordHash: string, now: Date): void {
  writeSecrets(tx, email, email, { passwordHash, heldPasswordHash: FieldValue.delete() }, now);
  const at = now.toISOString();
  tx.update(customerPath(email), { hasPassword: true, updatedAt: at, lastActiveAt: at });
}
