import { createHash } from 'node:crypto';
import { keyedDigest } from './keyed-digest';

/**
 * The Auth uid of a customer, derived from the e-mail so that every login of the same customer gets the same
 * account (custom-token sign-in creates it on first use) and deleting a customer can find it again. The server
 * accepts a client token only for this uid (caller.ts): a token whose e-mail claim was changed is refused.
 * Keyed (lib/keyed-digest.ts, issue 49): without the deployment's id key, nobody holding a list of addresses can
 * compute a customer's uid, nor recognise an erased address from an uid kept in a log or an export of Auth.
 */
export function customerUid(email: string): string {
  return `client_${keyedDigest('customer-uid', email, 24)}`;
}

/**
 * The uid customers were given before it was keyed: a plain sha256 of the e-mail, which anyone can recompute.
 * Never accepted as a session (caller.ts); used only to find such an account again and delete it, at the
 * customer's next sign-in (customer-session.ts) and on erasure, merge or a change of e-mail. The customer's data
 * is keyed by the e-mail, never by the uid, so nothing else moves.
 */
export function legacyCustomerUid(email: string): string {
  return `client_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** Every uid a customer's Auth account may have been stored under, newest first (erasure, merge, e-mail change). */
export function customerUids(email: string): string[] {
  return [customerUid(email), legacyCustomerUid(email)];
}
