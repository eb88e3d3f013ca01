import type { DocData, Transaction } from '@app/data';
import { authAdmin, customerUid } from '../../lib/auth-admin';
import { retireLegacyCustomerAccount } from '../../lib/customer-accounts';

/** Customer documents are keyed by the e-mail lower-cased (docs/contracts.md, store paths). */
export function customerPath(customerId: string): string {
  return `customers/${customerId}`;
}

/** Reads a customer document in a transaction; null when absent. */
export async function readCustomer(
  tx: Pick<Transaction, 'get'>,
  customerId: string,
): Promise<DocData | null> {
  const snap = await tx.get(customerPath(customerId));
  return snap.exists && snap.data ? snap.data : null;
}

/** The name a mail greets the customer with. */
export function greetingName(customer: DocData | null): string {
  const first = typeof customer?.firstName === 'string' ? customer.firstName.trim() : '';
  const name = typeof customer?.name === 'string' ? customer.name.trim() : '';
  return first || name || 'Client';
}

/** First name up to the first space, the rest as last name (the product's rule for a full name alone). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export interface CustomerSession {
  /** Firebase custom token: role 'client' and the customer's e-mail as claims. */
  token: string;
  customerId: string;
  email: string;
}

/** How long a customer session lasts (customer-flows §4): 30 days with remember-me, else 24 hours. */
export function customerSessionHours(rememberMe: boolean): number {
  return rememberMe ? 30 * 24 : 24;
}

/**
 * Mints the custom token the portal signs in with (signInWithCustomToken). It carries how long the session may
 * last, so that the server ends it too (readCaller compares with the sign-in time), not only the browser. The
 * uid is keyed (customer-uid.ts); an account left under the older plain uid is deleted at this sign-in.
 */
export async function mintCustomerSession(email: string, rememberMe = true): Promise<CustomerSession> {
  const normalised = email.trim().toLowerCase();
  const token = await authAdmin().createCustomToken(customerUid(normalised), {
    role: 'client',
    sessionHours: customerSessionHours(rememberMe),
    // Not 'email': Firebase fills an ID token's email from the account (none for a custom-token account), so a
    // developer claim of that name never reaches the ID token (the Auth emulator drops it).
    customerEmail: normalised,
  });
  // Sessions of the account made before uids were keyed end here; the data, keyed by the e-mail, stays.
  await retireLegacyCustomerAccount(normalised);
  return { token, customerId: normalised, email: normalised };
}
