import { FieldValue, type DocData, type Transaction } from '@app/data';
import { PendingRegistrationSchema, type PendingRegistration } from '@app/domain';
import type { LoginCodeRecord } from './login-code';

/**
 * The server-only `customerSecrets/{customerId}` document: scrypt password hash and the current login code
 * (salted hash, send time, expiry, attempts). No client can read it (read policy), only these callables.
 */
export const SECRETS_COLLECTION = 'customerSecrets';

export type { PendingRegistration };

export interface CustomerSecrets {
  passwordHash?: string;
  loginCode?: LoginCodeRecord;
  pendingRegistration?: PendingRegistration;
}

export function secretsPath(customerId: string): string {
  return `${SECRETS_COLLECTION}/${customerId}`;
}

/**
 * The per-address attempts are stored as a list of 'key:count' (a list is replaced whole by a merge, where a map
 * would keep the keys of an earlier code).
 */
function attemptsByOf(value: unknown): Record<string, number> {
  if (!Array.isArray(value)) return {};
  const entries = value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.split(':'))
    .filter(([key, count]) => key && Number.isInteger(Number(count)))
    .map(([key, count]) => [key as string, Number(count)] as const);
  return Object.fromEntries(entries);
}

/** Reads the secrets inside a transaction; an absent document means no password and no code. */
export async function readSecrets(
  tx: Pick<Transaction, 'get'>,
  customerId: string,
): Promise<CustomerSecrets> {
  const data = (await tx.get(secretsPath(customerId))).data ?? {};
  const secrets: CustomerSecrets = {};
  if (typeof data.passwordHash === 'string' && data.passwordHash) secrets.passwordHash = data.passwordHash;
  const pending = PendingRegistrationSchema.safeParse(data.pendingRegistration);
  if (pending.success) secrets.pendingRegistration = pending.data;
  const stored = typeof data.loginCodeHash === 'string' ? data.loginCodeHash : '';
  const [salt, hash] = stored.split(':');
  if (
    salt &&
    hash &&
    typeof data.loginCodeExpiresAt === 'string' &&
    typeof data.loginCodeSentAt === 'string'
  ) {
    secrets.loginCode = {
      salt,
      hash,
      expiresAt: data.loginCodeExpiresAt,
      sentAt: data.loginCodeSentAt,
      attempts: typeof data.loginCodeAttempts === 'number' ? data.loginCodeAttempts : 0,
      attemptsBy: attemptsByOf(data.loginCodeAttemptsBy),
    };
  }
  return secrets;
}

/** Stored fields of a login code (the salt travels with the hash as `salt:hash`). */
export function loginCodeFields(record: LoginCodeRecord | null): DocData {
  if (!record) {
    return {
      loginCodeHash: FieldValue.delete(),
      loginCodeExpiresAt: FieldValue.delete(),
      loginCodeSentAt: FieldValue.delete(),
      loginCodeAttempts: 0,
      loginCodeAttemptsBy: FieldValue.delete(),
    };
  }
  return {
    loginCodeHash: `${record.salt}:${record.hash}`,
    loginCodeExpiresAt: record.expiresAt,
    loginCodeSentAt: record.sentAt,
    loginCodeAttempts: record.attempts,
    loginCodeAttemptsBy: Object.entries(record.attemptsBy).map(([key, count]) => `${key}:${count}`),
  };
}

/** Merges fields into the secrets document, creating it when needed. */
export function writeSecrets(
  tx: Transaction,
  customerId: string,
  email: string,
  fields: DocData,
  now: Date,
): void {
  tx.set(
    secretsPath(customerId),
    { id: customerId, email, ...fields, updatedAt: now.toISOString() },
    { merge: true },
  );
}

/** The attempt counters of a code after a wrong one (saved in the transaction that checked it). */
export function loginCodeAttemptFields(record: LoginCodeRecord): DocData {
  const { loginCodeAttempts, loginCodeAttemptsBy } = loginCodeFields(record);
  return { loginCodeAttempts, loginCodeAttemptsBy };
}
