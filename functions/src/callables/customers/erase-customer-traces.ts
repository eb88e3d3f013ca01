import type { DocStore, QuerySpec } from '@app/data';

/** What a deleted customer's name becomes where the restaurant keeps the fact (a booking, a voucher, a review). */
export const ERASED_NAME = 'Client supprimé';

const BATCH_SIZE = 400;

type Change = { path: string; data?: Record<string, unknown> };

/**
 * RGPD erasure (administration §2 « supprimer », ARCHITECTURE §8): after the record, its views and secrets are
 * gone, every document that still names the customer is anonymised (reservations active and archived, vouchers,
 * reviews) or removed (loyalty ledger, points records, the loyalty-card code). A reservation left without name,
 * e-mail or phone keys no customer any more, so no later status change or job can make the record again.
 * Runs in batches outside the deleting transaction; running it twice changes nothing more.
 */
export async function eraseCustomerTraces(
  store: DocStore,
  customerId: string,
  email: string,
): Promise<number> {
  const byEmail = (collection: string, field = 'customerEmail'): QuerySpec => ({
    collection,
    where: [{ field, op: '==', value: email }],
  });
  const byCustomer = (collection: string): QuerySpec => ({
    collection,
    where: [{ field: 'customerId', op: '==', value: customerId }],
  });
  const anonymousBooking = {
    customerName: ERASED_NAME,
    customerFirstName: '',
    customerLastName: '',
    customerEmail: '',
    customerPhone: '',
    specialRequests: '',
    searchTokens: [],
  };
  const changes: Change[] = [];
  const add = async (spec: QuerySpec, data?: Record<string, unknown>) => {
    for (const doc of (await store.query(spec)).docs)
      changes.push(data ? { path: doc.path, data } : { path: doc.path });
  };
  if (email) {
    await add(byEmail('reservations'), anonymousBooking);
    await add(byEmail('reservations_archive'), anonymousBooking);
    await add(byEmail('rewards'), { customerName: ERASED_NAME, customerEmail: '', customerId: '' });
    await add(byEmail('rewardUsages'), { customerName: ERASED_NAME, customerEmail: '', customerId: '' });
    await add(byEmail('reviews'), {
      customerName: ERASED_NAME,
      customerEmail: '',
      customerId: '',
      searchTokens: [],
    });
  }
  await add(byCustomer('loyaltyLedger'));
  await add(byCustomer('loyaltyPoints'));
  await add(byCustomer('scanCodes'));
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
