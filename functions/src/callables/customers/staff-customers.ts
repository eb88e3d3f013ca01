import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, Transaction } from '@app/data';
import {
  DeleteCustomerInputSchema,
  DeleteUserAccountInputSchema,
  MESSAGES,
  UpdateCustomerInputSchema,
} from '@app/domain';
import { authAdmin, customerUid } from '../../lib/auth-admin';
import type { StaffCaller } from '../../lib/caller';
import { customerViewPath, deleteCustomerViews, writeCustomerViews } from '../../lib/customer-views';
import { defineCallable } from '../../lib/define-callable';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { transact } from '../../lib/transact';
import { runtime } from '../../lib/runtime';
import { secretsPath } from './customer-secrets';
import { findCustomerDocuments } from './customer-documents';
import { eraseCustomerTraces } from './erase-customer-traces';
import { MERGE_MAX_DOCUMENTS, moveDocuments } from './merge-customers';
import { customerPath, readCustomer } from './customer-session';
import { profilePatch } from './customer-profile';

/**
 * Staff actions on the customer file (administration §2 "Customer profile", §7 "Deleting a customer").
 * A staff member acts on customers of their restaurants; master_admin on every customer.
 */
function assertCustomerAccess(caller: StaffCaller, customer: DocData): void {
  if (caller.role === 'master_admin') return;
  const ids = Array.isArray(customer.restaurantIds) ? (customer.restaurantIds as unknown[]) : [];
  if (!ids.some((id) => typeof id === 'string' && caller.restaurantIds.includes(id))) {
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
  }
}

/**
 * Whether the customer is known at a restaurant the caller does not reach. Changing such a customer's e-mail (the
 * sign-in identity) or deleting them touches other venues' files: master_admin's (ARCHITECTURE §8).
 */
function knownElsewhere(caller: StaffCaller, customer: DocData): boolean {
  if (caller.role === 'master_admin') return false;
  const ids = Array.isArray(customer.restaurantIds) ? (customer.restaurantIds as unknown[]) : [];
  return ids.some((id) => typeof id === 'string' && !caller.restaurantIds.includes(id));
}

function assertWholeFileAccess(caller: StaffCaller, customer: DocData): void {
  if (knownElsewhere(caller, customer))
    throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
}

async function readOrNotFound(tx: Transaction, customerId: string): Promise<DocData> {
  const customer = await readCustomer(tx, customerId);
  if (!customer) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
  return customer;
}

const isEmailId = (id: string) => id.includes('@');

function restaurantIdsOf(customer: DocData): string[] {
  return Array.isArray(customer.restaurantIds)
    ? customer.restaurantIds.filter((id): id is string => typeof id === 'string')
    : [];
}

/** The consents of the form that it sets (a venue keeps its own). */
function consentsOf(fields: Record<string, unknown>): DocData {
  return Object.fromEntries(
    ['emailMarketingConsent', 'smsMarketingConsent', 'rgpdConsent']
      .filter((key) => typeof fields[key] === 'boolean')
      .map((key) => [key, fields[key]]),
  );
}

/** What only the venue writes in its view: its notes, consents and when it first knew the customer. */
function venueOwnFields(view: DocData): DocData {
  const keys = [
    'notes',
    'emailMarketingConsent',
    'smsMarketingConsent',
    'rgpdConsent',
    'firstSeenAt',
    'createdAt',
  ];
  return Object.fromEntries(keys.filter((key) => view[key] !== undefined).map((key) => [key, view[key]]));
}

/** The customer's venues the caller reaches. */
function reachable(caller: StaffCaller, customer: DocData): string[] {
  const ids = Array.isArray(customer.restaurantIds) ? (customer.restaurantIds as unknown[]) : [];
  return ids.filter(
    (id): id is string =>
      typeof id === 'string' && (caller.role === 'master_admin' || caller.restaurantIds.includes(id)),
  );
}

/**
 * Saves the profile form. Giving a customer a new e-mail moves the record to the new id (the e-mail is the
 * document id), with its secrets; the old sign-in account is removed because its token names the old e-mail.
 */
export const updateCustomer = defineCallable({
  name: 'updateCustomer',
  input: UpdateCustomerInputSchema,
  auth: 'staff',
  handler: async (input, { caller, now }) => {
    const { customerId, restaurantId, notes, ...fields } = input;
    const nowIso = now.toISOString();
    if (restaurantId && caller.role !== 'master_admin' && !caller.restaurantIds.includes(restaurantId))
      throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
    const moved = await transact(async (tx) => {
      const customer = await readOrNotFound(tx, customerId);
      assertCustomerAccess(caller, customer);
      // Edited from one venue's profile: that venue must know the customer; its notes and consents are its own.
      if (restaurantId && !reachable(caller, customer).includes(restaurantId))
        throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const venues = restaurantId ? [restaurantId] : reachable(caller, customer);
      const venueFields = {
        ...consentsOf(fields),
        ...(restaurantId && notes !== undefined ? { notes } : {}),
      };
      const newId = fields.email;
      // Staff of one venue edit the contact; a customer other venues know keeps the consents given there.
      const patch = profilePatch(fields, nowIso);
      const shared = knownElsewhere(caller, customer)
        ? Object.fromEntries(Object.entries(patch).filter(([key]) => !key.endsWith('Consent')))
        : patch;
      if (newId === customerId) {
        const record = { ...customer, ...shared, email: newId };
        tx.update(customerPath(customerId), { ...shared, email: newId });
        writeCustomerViews(tx, { customerId, record, previous: customer, now });
        for (const venue of venues) tx.set(customerViewPath(venue, customerId), venueFields, { merge: true });
        return null;
      }
      // A new e-mail is a new sign-in identity for every venue: master_admin's when others know the customer.
      assertWholeFileAccess(caller, customer);
      const [target, secrets] = await Promise.all([
        tx.get(customerPath(newId)),
        tx.get(secretsPath(customerId)),
      ]);
      if (target.exists) throw new HttpsError('already-exists', MESSAGES.registration.accountExists);
      // The bookings, vouchers, reviews and points follow the new e-mail (bounded, like a merge).
      const found = await findCustomerDocuments(
        tx,
        { customerId, email: customerId, phone: typeof customer.phone === 'string' ? customer.phone : '' },
        { max: MERGE_MAX_DOCUMENTS },
      );
      if (found.tooMany) throw new HttpsError('failed-precondition', MESSAGES.customerFile.rekeyTooLarge);
      // The venues' own notes and consents follow the customer to the new id (read before any write).
      const oldViews = await Promise.all(
        restaurantIdsOf(customer).map((venue) => tx.get(customerViewPath(venue, customerId))),
      );
      const moved = { ...customer, ...patch, id: newId, email: newId };
      tx.set(customerPath(newId), moved);
      tx.delete(customerPath(customerId));
      deleteCustomerViews(tx, customerId, customer);
      writeCustomerViews(tx, { customerId: newId, record: moved, previous: null, now });
      for (const view of oldViews) {
        const venue = typeof view.data?.restaurantId === 'string' ? view.data.restaurantId : '';
        if (!venue) continue;
        tx.set(
          customerViewPath(venue, newId),
          { ...venueOwnFields(view.data ?? {}), ...(venues.includes(venue) ? venueFields : {}) },
          { merge: true },
        );
      }
      moveDocuments(tx, found.documents, newId, moved);
      if (secrets.exists) {
        tx.set(secretsPath(newId), { ...secrets.data, id: newId, email: newId, updatedAt: nowIso });
        tx.delete(secretsPath(customerId));
      }
      return customerId;
    });
    if (moved && isEmailId(moved)) await authAdmin().deleteUser(customerUid(moved));
    return { ok: true as const, customerId: fields.email };
  },
});

/**
 * Deletes a customer (RGPD): the record, its venues' views, its secrets and sign-in, then every trace that names
 * them (eraseCustomerTraces). The restaurant keeps its bookings, vouchers and reviews, anonymised. A customer
 * other venues know is deleted by master_admin only.
 */
export const deleteCustomer = defineCallable({
  name: 'deleteCustomer',
  input: DeleteCustomerInputSchema,
  auth: 'staff',
  handler: async ({ customerId }, { caller }) => {
    const email = await transact(async (tx) => {
      const customer = await readOrNotFound(tx, customerId);
      assertCustomerAccess(caller, customer);
      assertWholeFileAccess(caller, customer);
      tx.delete(customerPath(customerId));
      deleteCustomerViews(tx, customerId, customer);
      tx.delete(secretsPath(customerId));
      return typeof customer.email === 'string' ? customer.email : '';
    });
    if (isEmailId(customerId)) await authAdmin().deleteUser(customerUid(customerId));
    await eraseCustomerTraces(runtime().store, customerId, email);
    return { ok: true as const };
  },
});

/**
 * Removes the sign-in account of a customer known by e-mail (the callable the spec names), and the secrets
 * that let them sign in again; 'Client non trouvé' when no customer has this e-mail.
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
      if (customer) assertCustomerAccess(caller, customer);
      else if (caller.role !== 'master_admin')
        throw new HttpsError('permission-denied', FRAMEWORK_MESSAGES.permissionDenied);
      tx.delete(secretsPath(email));
      if (customer) tx.update(customerPath(email), { hasPassword: false });
    });
    await authAdmin().deleteUser(customerUid(email));
    return { ok: true as const };
  },
});
