import type { DocStore } from '@app/data';
import {
  CUSTOMER_DOCUMENT_KINDS,
  findCustomerDocuments,
  type CustomerDocumentKind,
} from './customer-documents';

/** What a deleted customer's name becomes where the restaurant keeps the fact (a booking, a voucher, a review). */
export const ERASED_NAME = 'Client supprimé';

const BATCH_SIZE = 400;

type Change = { path: string; data?: Record<string, unknown> };

/**
 * RGPD erasure (administration §2 « supprimer », ARCHITECTURE §8): after the record, its views and secrets are
 * gone, every document that still names the customer is anonymised (reservations active and archived, vouchers,
 * reviews) or removed (loyalty ledger, points records, the loyalty-card code). The documents are those
 * customer-documents.ts attributes to the customer: by e-mail, or for a customer known by name and phone only by
 * the bookings' name and phone. A reservation left without name, e-mail or phone keys no customer any more, so no
 * later status change or job can make the record again.
 * Runs in batches outside the deleting transaction; running it twice changes nothing more.
 */
export async function eraseCustomerTraces(
  store: DocStore,
  customerId: string,
  email: string,
): Promise<number> {
  const anonymousBooking = {
    customerName: ERASED_NAME,
    customerFirstName: '',
    customerLastName: '',
    customerEmail: '',
    customerPhone: '',
    specialRequests: '',
    searchTokens: [],
  };
  const anonymousVoucher = { customerName: ERASED_NAME, customerEmail: '', customerId: '' };
  const changeOf: Record<CustomerDocumentKind, Record<string, unknown> | undefined> = {
    reservations: anonymousBooking,
    archivedReservations: anonymousBooking,
    rewards: anonymousVoucher,
    rewardUsages: anonymousVoucher,
    reviews: { ...anonymousVoucher, searchTokens: [] },
    loyaltyLedger: undefined,
    loyaltyPoints: undefined,
    scanCodes: undefined,
  };
  // A customer known by name and phone only is found through the bookings' name and phone (customer-documents).
  const { documents } = await findCustomerDocuments(store, { customerId, email });
  const changes: Change[] = [];
  for (const kind of CUSTOMER_DOCUMENT_KINDS) {
    const data = changeOf[kind];
    for (const doc of documents[kind]) changes.push(data ? { path: doc.path, data } : { path: doc.path });
  }
  for (let start = 0; start < changes.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const change of changes.slice(start, start + BATCH_SIZE)) {
      if (change.data) batch.update(change.path, change.data);
      else batch.delete(change.path);
    }
    await batch.commit();
  }
  return changes.length;
}
