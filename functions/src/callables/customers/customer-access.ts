import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, Transaction } from '@app/data';
import { MESSAGES } from '@app/domain';
import type { StaffCaller } from '../../lib/caller';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { readCustomer } from './customer-session';

/**
 * Who of the staff may act on a customer of the file (administration §2, ARCHITECTURE §8): a staff member acts on
 * customers of their restaurants; what touches other venues' files (a new e-mail, a deletion, a merge, the
 * sign-in account) is master_admin's when the customer is known at a venue the staff member does not reach.
 */

export function restaurantIdsOf(customer: DocData): string[] {
  return Array.isArray(customer.restaurantIds)
    ? customer.restaurantIds.filter((id): id is string => typeof id === 'string')
    : [];
}

/** Refuses a staff member none of whose restaurants knows the customer. */
export function assertCustomerAccess(caller: StaffCaller, customer: DocData): void {
  if (caller.role === 'master_admin') return;
  if (!restaurantIdsOf(customer).some((id) => caller.restaurantIds.includes(id)))
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
}

/** Whether the customer is known at a restaurant the caller does not reach (never for master_admin). */
export function knownElsewhere(caller: StaffCaller, customer: DocData): boolean {
  if (caller.role === 'master_admin') return false;
  return restaurantIdsOf(customer).some((id) => !caller.restaurantIds.includes(id));
}

/** Refuses what touches other venues' files to anyone but master_admin. */
export function assertWholeFileAccess(caller: StaffCaller, customer: DocData): void {
  if (knownElsewhere(caller, customer))
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
}

/** The customer's venues the caller reaches. */
export function reachableVenues(caller: StaffCaller, customer: DocData): string[] {
  return restaurantIdsOf(customer).filter(
    (id) => caller.role === 'master_admin' || caller.restaurantIds.includes(id),
  );
}

/** The customer record, or 'Client non trouvé'. */
export async function readOrNotFound(tx: Pick<Transaction, 'get'>, customerId: string): Promise<DocData> {
  const customer = await readCustomer(tx, customerId);
  if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
  return customer;
}
