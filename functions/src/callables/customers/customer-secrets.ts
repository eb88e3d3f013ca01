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
  /**
   * The password of an address staff replaced, held until the new address proves itself with a code
   * (held-password.ts): meanwhile no password signs in.
   */
  heldPasswordHash?: string;
  loginCode?: LoginCodeRecord;
  /** The code that confirms « Supprimer mon compte » (same rules as a login code, never one for the other). */
  deletionCode?: LoginCodeRecord;
  pendingRegistration?: PendingRegistration;
}

/** The stored fields of a code: `loginCode…` for signing in, `deletionCode…` for an account's deletion. */
export type CodePurpose = 'loginCode' | 'deletionCode';

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
  if (typeof data.heldPasswordHash === 'string' && data.heldPasswordHash)
    secrets.heldPasswordHash = data.heldPasswordHash;
  const pending = PendingRegistrationSchema.safeParse(data.pendingRegistration);
  if (pending.success) secrets.pendingRegistration = pending.data;
  const loginCode = codeOf(data, 'loginCode');
  if (loginCode) secrets.loginCode = loginCode;
  const deletionCode = codeOf(data, 'deletionCode');
  if (deletionCode) secrets.deletionCode = deletionCode;
  return secrets;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function codeOf(data: DocData, purpose: CodePurpose): LoginCodeRecord | undefined {
  const field = (name: string) => data[`${purpose}${name}`];
  const stored = typeof field('Hash') === 'string' ? String(field('Hash')) : '';
  const [salt, hash] = stored.split(':');
  const expiresAt = field('ExpiresAt');
  const sentAt = field('SentAt');
  if (!salt || !hash || typeof expiresAt !== 'string' || typeof sentAt !== 'string') return undefined;
  const attempts = field('Attempts');
  return {
    salt,
    hash,
    expiresAt,
    sentAt,
    attempts: typeof attempts === 'number' ? attempts : 0,
    attemptsBy: attemptsByOf(field('AttemptsBy')),
    requestedBy: stringsOf(field('RequestedBy')),
  };
}

/** Stored fields of a code (the salt travels with the hash as `salt:hash`); null removes it. */
export function loginCodeFields(record: LoginCodeRecord | null, purpose: CodePurpose = 'loginCode'): DocData {
  const fields: DocData = !record
    ? {
        Hash: FieldValue.delete(),
        ExpiresAt: FieldValue.delete(),
        SentAt: FieldValue.delete(),
        Attempts: 0,
        AttemptsBy: FieldValue.delete(),
        RequestedBy: FieldValue.delete(),
      }
    : {
        Hash: `${record.salt}:${record.hash}`,
        ExpiresAt: record.expiresAt,
        SentAt: record.sentAt,
        Attempts: record.attempts,
        AttemptsBy: Object.entries(record.attemptsBy).map(([key, count]) => `${key}:${count}`),
        RequestedBy: record.requestedBy,
      };
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${purpose}${name}`, value]));
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
export function loginCodeAttemptFields(record: LoginCodeRecord, purpose: CodePurpose = 'loginCode'): DocData {
  const fields = loginCodeFields(record, purpose);
  return {
    [`${purpose}Attempts`]: fields[`${purpose}Attempts`],
    [`${purpose}AttemptsBy`]: fields[`${purpose}AttemptsBy`],
  };
}
