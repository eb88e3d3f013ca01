import type { DocData, DocSnapshot, Transaction } from '@app/data';
import {
  buildCustomerFileId,
  buildReservationSearchTokens,
  buildReviewSearchTokens,
  parseCustomerFileId,
} from '@app/domain';
import type { ViewContact } from '../../lib/customer-views';
import type { CustomerDocuments } from './customer-documents';
import { splitFullName } from './customer-session';

/**
 * How a customer's documents come to name another record (mergeCustomers: the kept one; updateCustomer: the record
 * at its new e-mail), ids unchanged: bookings, vouchers and their usages, reviews, ledger entries, points records,
 * scan codes.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The e-mail a record's documents are keyed by: its id when it is one ('' for a customer known by name and phone). */
export const keyEmailOf = (customerId: string) => (customerId.includes('@') ? customerId : '');

/**
 * What a booking of the duplicate becomes: it names the kept customer's e-mail (and the phone its venue holds of
 * them when it had none: `contact`, that venue's view, never another venue's). When the kept customer has no
 * e-mail, the booking takes the kept name and phone, so that it keys on the kept record (`name_phone`) and a later
 * status change counts there, never bringing the duplicate back.
 */
function reservationPatch(data: DocData, keptId: string, kept: DocData, contact: ViewContact): DocData {
  const patch: DocData = {};
  const keptEmail = keyEmailOf(keptId);
  if (keptEmail) {
    patch.customerEmail = keptEmail;
    if (!text(data.customerPhone) && text(contact.phone)) patch.customerPhone = text(contact.phone);
  } else {
    const parsed = parseCustomerFileId({ id: keptId });
    const fromView = { name: text(contact.name), phone: text(contact.phone) };
    const fromRecord = { name: text(kept.name), phone: text(kept.phone) };
    const keysKept = (keys: { name: string; phone: string }) =>
      buildCustomerFileId({ email: '', ...keys }) === keptId;
    // The id names the person (it is what every venue keys them by); a legacy id, the venue's view, else the record.
    const keys =
      parsed.kind === 'name-phone' && keysKept(parsed) ? parsed : keysKept(fromView) ? fromView : fromRecord;
    const split = splitFullName(keys.name);
    patch.customerEmail = '';
    patch.customerName = keys.name;
    patch.customerFirstName = text(contact.firstName) || split.firstName;
    patch.customerLastName = text(contact.lastName) || split.lastName;
    patch.customerPhone = keys.phone;
  }
  const next = { ...data, ...patch };
  if (
    patch.customerPhone !== undefined ||
    patch.customerName !== undefined ||
    !Array.isArray(data.searchTokens)
  )
    patch.searchTokens = buildReservationSearchTokens({
      customerName: text(next.customerName),
      customerFirstName: text(next.customerFirstName),
      customerLastName: text(next.customerLastName),
      customerPhone: text(next.customerPhone),
    });
  return patch;
}

/** The kept id, e-mail and name (as its venue holds it) on a voucher, a usage or a review, in the fields it has. */
function namingPatch(data: DocData, keptId: string, contact: ViewContact): DocData {
  const patch: DocData = {};
  if ('customerId' in data) patch.customerId = keptId;
  if ('customerEmail' in data) patch.customerEmail = keyEmailOf(keptId);
  if ('customerName' in data && text(contact.name)) patch.customerName = text(contact.name);
  return patch;
}

function reviewPatch(data: DocData, keptId: string, contact: ViewContact): DocData {
  const patch = namingPatch(data, keptId, contact);
  if (Array.isArray(data.searchTokens) && patch.customerName !== undefined)
    patch.searchTokens = buildReviewSearchTokens({
      customerName: text(patch.customerName),
      comment: text(data.comment),
    });
  return patch;
}

/**
 * The duplicate's documents now name the kept customer (their ids stay); also a record moved to a new e-mail.
 * Each document takes the contact `contactAt` its venue holds (a merge: that venue's views; master_admin's change
 * of e-mail: the record, which only the whole file's keeper edits).
 */
export function moveDocuments(
  tx: Transaction,
  documents: CustomerDocuments,
  keptId: string,
  record: DocData,
  contactAt: (restaurantId: string) => ViewContact = () => record,
): void {
  const update = (docs: DocSnapshot[], patchOf: (data: DocData, contact: ViewContact) => DocData) => {
    for (const doc of docs) {
      const data = doc.data ?? {};
      const patch = patchOf(data, contactAt(text(data.restaurantId)));
      if (Object.keys(patch).length > 0) tx.update(doc.path, patch);
    }
  };
  const booking = (data: DocData, contact: ViewContact) => reservationPatch(data, keptId, record, contact);
  update(documents.reservations, booking);
  update(documents.archivedReservations, booking);
  update(documents.rewards, (data, contact) => namingPatch(data, keptId, contact));
  update(documents.rewardUsages, (data, contact) => namingPatch(data, keptId, contact));
  update(documents.reviews, (data, contact) => reviewPatch(data, keptId, contact));
  const byId = () => ({ customerId: keptId });
  update(documents.loyaltyLedger, byId);
  update(documents.loyaltyPoints, byId);
  update(documents.scanCodes, byId);
}
