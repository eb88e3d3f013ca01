import { FieldValue, type DocData, type Transaction } from '@app/data';
import { writeSecrets, type CustomerSecrets } from './customer-secrets';
import { customerPath } from './customer-session';

/**
 * A customer's e-mail changed by staff (issue 49): the new address has not proven itself, so the password chosen
 * at the old one must not sign in there. The move keeps the secrets' hash aside (`heldPasswordHash`), drops what
 * was mailed to the old address (login and deletion codes, a registration), and the record says no password; the
 * first code typed at the new address gives the password back. Until then the customer signs in with the code.
 */
export function movedSecrets(data: DocData, newId: string, nowIso: string): DocData {
  const { passwordHash, heldPasswordHash, email: _email, ...rest } = data;
  const kept = Object.fromEntries(
    Object.entries(rest).filter(
      ([key]) =>
        !/^(loginCode|deletionCode)/.test(key) && key !== 'pendingRegistration' && key !== 'pendingUntil',
    ),
  );
  const held = typeof passwordHash === 'string' && passwordHash ? passwordHash : heldPasswordHash;
  return {
    ...kept,
    id: newId,
    email: newId,
    ...(typeof held === 'string' && held ? { heldPasswordHash: held } : {}),
    updatedAt: nowIso,
  };
}

/** After a right code at the address: a password held since staff changed it signs in again. */
export function restoreHeldPassword(
  tx: Transaction,
  email: string,
  secrets: CustomerSecrets,
  now: Date,
): void {
  if (!secrets.heldPasswordHash || secrets.passwordHash) return;
  writeSecrets(
    tx,
    email,
    email,
    { passwordHash: secrets.heldPasswordHash, heldPasswordHash: FieldValue.delete() },
    now,
  );
  tx.update(customerPath(email), { hasPassword: true });
}
