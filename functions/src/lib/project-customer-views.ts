import type { DocStore } from '@app/data';
import { projectCustomerView, customerViewPath } from './customer-views';

/**
 * Marks a store whose venues' views were made from its customer records (server-only collection). v2: the views
 * also carry their search tokens; v3: the birth date and postal code the profile's edit form shows. A store
 * migrated by an earlier version is projected again without touching what each venue wrote itself (its consents,
 * when it first knew the customer): views are merged, it is safe.
 */
const MARKER = 'idempotency/migration_restaurant_customers_v3';
const EARLIER_MARKER = 'idempotency/migration_restaurant_customers_v2';
const BATCH_SIZE = 400;

/**
 * One-off migration (ARCHITECTURE §8 "Customers belong to a restaurant's file"): makes every venue's view of
 * every customer record of a store made before the views existed, then marks the store so it never runs again.
 * Views are merged, so a view already written by a live call keeps its own fields. Returns how many were made.
 */
export async function projectCustomerViews(store: DocStore, now: Date): Promise<number> {
  if ((await store.get(MARKER)).exists) return 0;
  const viewsMade = (await store.get(EARLIER_MARKER)).exists;
  const nowIso = now.toISOString();
  const customers = await store.query({ collection: 'customers' });
  const writes: [string, Record<string, unknown>][] = [];
  for (const doc of customers.docs) {
    const record = doc.data ?? {};
    const ids = Array.isArray(record.restaurantIds) ? record.restaurantIds : [];
    const since = typeof record.createdAt === 'string' ? record.createdAt : nowIso;
    for (const restaurantId of ids) {
      if (typeof restaurantId !== 'string') continue;
      writes.push([
        customerViewPath(restaurantId, doc.id),
        {
          ...projectCustomerView(doc.id, record, restaurantId),
          ...(viewsMade
            ? {}
            : {
                emailMarketingConsent: record.emailMarketingConsent === true,
                smsMarketingConsent: record.smsMarketingConsent === true,
                rgpdConsent: record.rgpdConsent === true,
                firstSeenAt: since,
                createdAt: since,
              }),
          updatedAt: nowIso,
        },
      ]);
    }
  }
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const [path, data] of writes.slice(start, start + BATCH_SIZE))
      batch.set(path, data, { merge: true });
    await batch.commit();
  }
  await store.set(MARKER, { id: MARKER.split('/')[1], doneAt: nowIso, views: writes.length });
  return writes.length;
}
