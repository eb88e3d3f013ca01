import { createHash } from 'node:crypto';

/**
 * The Auth uid of a customer, derived from the e-mail so that every login of the same customer gets the same
 * account (custom-token sign-in creates it on first use) and deleting a customer can find it again. The server
 * accepts a client token only for this uid (caller.ts): a token whose e-mail claim was changed is refused.
 */
export function customerUid(email: string): string {
  return `client_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}
