import { FieldValue, type DocData, type Transaction } from '@app/data';
import type { LoginCodeRecord } from './login-code';

/**
 * The server-only `customerSecrets/{customerId}` document: scrypt password hash and the current login code
 * (salted hash, send time, expiry, attempts). No client can read it (read policy), only these callables.
 */
export const SECRETS_COLLECTION = 'customerSecrets';

/** What a registration keeps until the code mailed to its address is entered (ARCHITECTURE §8). */
export interface PendingRegistration {
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  postalCode: string;
  marketingConsent: boolean;
  passwordHash: string;
  requestedAt: string;
}

export interface CustomerSecrets {
  passwordHash?: string;
  loginCode?: LoginCodeRecord;
  pendingRegistration?: PendingRegistration;
}

function readPendingRegistration(value: unknown): PendingRegistration | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  if (!text('passwordHash') || !text('requestedAt')) return undefined;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    birthDate: text('birthDate'),
    postalCode: text('postalCode'),
    marketingConsent: v.marketingConsent === true,
    passwordHash: text('passwordHash'),
    requestedAt: text('requestedAt'),
  };
}

export function secretsPath(customerId: string): string {
  return `${SECRETS_COLLECTION}/${customerId}`;
}

/** Reads the secrets inside a transaction; an absent document means no password and no code. */
export async function readSecrets(
  tx: Pick<Transaction, 'get'>,
  customerId: string,
): Promise<CustomerSecrets> {
  const data = (await tx.get(secretsPath(customerId))).data ?? {};
  const secrets: CustomerSecrets = {};
  if (typeof data.passwordHash === 'string' && data.passwordHash) secrets.passwordHash = data.passwordHash;
  const pending = readPendingRegistration(data.pendingRegistration);
  if (pending) secrets.pendingRegistration = pending;
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
    };
  }
  return {
    loginCodeHash: `${record.salt}:${record.hash}`,
    loginCodeExpiresAt: record.expiresAt,
    loginCodeSentAt: record.sentAt,
    loginCodeAttempts: record.attempts,
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
