import { HttpsError } from 'firebase-functions/v2/https';
import { DeleteCustomerInputSchema, DeleteUserAccountInputSchema, MESSAGES } from '@app/domain';
import { deleteCustomerAccounts } from '../../lib/customer-accounts';
import { defineCallable } from '../../lib/define-callable';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { transact } from '../../lib/transact';
import { assertCustomerAccess, assertWholeFileAccess } from './customer-access';
import { secretsPath } from './customer-secrets';
import { customerPath, readCustomer } from './customer-session';
import { eraseCustomer } from './erase-customer';

/**
 * Deletes a customer (RGPD): the record, its venues' views, its secrets and sign-in, then every trace that names
 * them (eraseCustomerTraces). The restaurant keeps its bookings, vouchers and reviews, anonymised. A customer
 * other venues know is deleted by master_admin only.
 */
export const deleteCustomer = defineCallable({
  name: 'deleteCustomer',
  input: DeleteCustomerInputSchema,
  auth: 'staff',
  handler: async ({ customerId }, { caller, now }) => {
    const { erased } = await eraseCustomer(customerId, {
      now,
      check: (customer) => {
        assertCustomerAccess(caller, customer);
        assertWholeFileAccess(caller, customer);
      },
    });
    if (!erased) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
    return { ok: true as const };
  },
});

/**
 * Removes the sign-in account of a customer known by e-mail (the callable the spec names), and the secrets
 * that let them sign in again; 'Client non trouvé' when no customer has this e-mail. It touches every venue
 * the customer signs in for: master_admin's when another venue than the caller's knows them (like merges).
 */
export const deleteUserAccount = defineCallable({
  name: 'deleteUserAccount',
  input: DeleteUserAccountInputSchema,
  auth: 'staff',
  handler: async ({ email }, { caller }) => {
    await transact(async (tx) => {
      const customer = await readCustomer(tx, email);
      const secrets = await tx.get(secretsPath(email));
      if (!customer && !secrets.exists) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      if (customer) {
        assertCustomerAccess(caller, customer);
        assertWholeFileAccess(caller, customer);
      } else if (caller.role !== 'master_admin')
        throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
      tx.delete(secretsPath(email));
      if (customer) tx.update(customerPath(email), { hasPassword: false });
    });
    await deleteCustomerAccounts(email);
    return { ok: true as const };
  },
});
