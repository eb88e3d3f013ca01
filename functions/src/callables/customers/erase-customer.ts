import type { DocData } from '@app/data';
import { deleteCustomerAccounts } from '../../lib/customer-accounts';
import { deleteCustomerViews, readCustomerViews } from '../../lib/customer-views';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { secretsPath } from './customer-secrets';
import { customerPath } from './customer-session';
import { eraseCustomerTraces } from './erase-customer-traces';

const isEmailId = (id: string) => id.includes('@');

/**
 * Erases a customer (art. 17 RGPD): one erasure for the staff's deletion, the customer's own « Supprimer mon
 * compte » and the retention job. In one transaction the record, every venue's view (so every consent goes with
 * them, at once) and the secrets; then the sign-in account; then every trace that names them
 * (eraseCustomerTraces: bookings, vouchers and reviews anonymised, pending mails withdrawn, logs anonymised).
 * `check` runs in the transaction on the record read there (an authorisation, the retention's cutoff): it throws
 * to refuse, or returns false to leave the customer as they are.
 */
export async function eraseCustomer(
  customerId: string,
  {
    now,
    check,
    phones: given = [],
  }: {
    now: Date;
    check?: (customer: DocData) => boolean | void;
    /** Numbers a caller read before it deleted what held them (a deleted venue's view). */
    phones?: readonly unknown[];
  },
): Promise<{ erased: boolean; traces: number }> {
  const phones: unknown[] = [];
  const email = await transact(async (tx) => {
    phones.splice(0, phones.length, ...given);
    const snap = await tx.get(customerPath(customerId));
    const customer = snap.data;
    if (!customer) return null;
    if (check?.(customer) === false) return null;
    const views = await readCustomerViews(tx, customerId, customer);
    phones.push(customer.phone, ...[...views.values()].map((view) => view?.phone));
    tx.delete(customerPath(customerId));
    deleteCustomerViews(tx, customerId, customer);
    tx.delete(secretsPath(customerId));
    const stored = typeof customer.email === 'string' ? customer.email : '';
    return stored || (isEmailId(customerId) ? customerId : '');
  });
  if (email === null) return { erased: false, traces: 0 };
  // A customer who never signed in has no account: deleteUser then does nothing.
  if (isEmailId(customerId)) await deleteCustomerAccounts(customerId);
  const traces = await eraseCustomerTraces(runtime().store, customerId, email, now, phones);
  return { erased: true, traces };
}
