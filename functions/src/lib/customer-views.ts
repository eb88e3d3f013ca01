import type { DocData, Transaction } from '@app/data';
import { CustomerRestaurantStatsSchema, buildCustomerSearchTokens, restaurantCustomerId } from '@app/domain';

/**
 * The venues' views of a customer (`restaurantCustomers/{restaurantId}_{customerId}`, ARCHITECTURE §8): what staff
 * of one restaurant read of a customer, projected from the customer record (`customers/{id}`, the server's
 * truth, readable only by the customer and master_admin) in the same transaction that writes it. A view holds
 * that venue's counters and balance, a copy of the contact for the list, and how many venues know the customer,
 * never another venue's figures. Fields only the venue writes (notes, its consents once made) are kept: views are
 * merged, not replaced.
 */
export const VIEWS_COLLECTION = 'restaurantCustomers';

export function customerViewPath(restaurantId: string, customerId: string): string {
  return `${VIEWS_COLLECTION}/${restaurantCustomerId({ restaurantId, customerId })}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function restaurantIdsOf(record: DocData): string[] {
  return Array.isArray(record.restaurantIds)
    ? record.restaurantIds.filter((id): id is string => typeof id === 'string')
    : [];
}

/**
 * The view's fields that follow the customer record (contact, its search tokens, this venue's counters): every
 * write of the record rewrites them, so the tokens always match the contact.
 */
export function projectCustomerView(customerId: string, record: DocData, restaurantId: string): DocData {
  const raw = (record.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  const stats = parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
  const contact = {
    name: text(record.name),
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    email: text(record.email),
    phone: text(record.phone),
  };
  return {
    birthDate: text(record.birthDate),
    postalCode: text(record.postalCode),
    ...stats,
    id: restaurantCustomerId({ restaurantId, customerId }),
    restaurantId,
    customerId,
    ...contact,
    searchTokens: buildCustomerSearchTokens(contact),
    restaurantCount: Math.max(1, restaurantIdsOf(record).length),
    lastVisit: stats.lastVisit ?? null,
  };
}

/**
 * Writes the views of `record` (the customer record this transaction writes) for the venues in `restaurantIds`
 * (default: every venue that knows the customer). A venue new to the customer (absent from `previous`, the record's
 * venues before this write) gets its creation date and the customer's consents as its own; the others keep theirs.
 * When a venue was added, the other views learn the new count.
 */
export function writeCustomerViews(
  tx: Transaction,
  {
    customerId,
    record,
    previous,
    restaurantIds,
    now,
  }: {
    customerId: string;
    record: DocData;
    previous: DocData | null | undefined;
    restaurantIds?: readonly string[];
    now: Date;
  },
): void {
  const nowIso = now.toISOString();
  const before = new Set(previous ? restaurantIdsOf(previous) : []);
  const all = restaurantIdsOf(record);
  const added = all.filter((id) => !before.has(id));
  const targets = new Set(restaurantIds ?? all);
  for (const id of added) targets.add(id);
  for (const restaurantId of targets) {
    if (!all.includes(restaurantId)) continue;
    const isNew = !before.has(restaurantId);
    tx.set(
      customerViewPath(restaurantId, customerId),
      {
        ...projectCustomerView(customerId, record, restaurantId),
        ...(isNew
          ? {
              firstSeenAt: nowIso,
              createdAt: nowIso,
              emailMarketingConsent: record.emailMarketingConsent === true,
              smsMarketingConsent: record.smsMarketingConsent === true,
              rgpdConsent: record.rgpdConsent === true,
            }
          : {}),
        updatedAt: nowIso,
      },
      { merge: true },
    );
  }
  if (added.length > 0) {
    for (const restaurantId of all) {
      if (targets.has(restaurantId)) continue;
      tx.set(
        customerViewPath(restaurantId, customerId),
        {
          id: restaurantCustomerId({ restaurantId, customerId }),
          restaurantId,
          customerId,
          restaurantCount: all.length,
        },
        { merge: true },
      );
    }
  }
}

/** Removes every venue's view of a customer (the record is deleted or moved to another id). */
export function deleteCustomerViews(tx: Transaction, customerId: string, record: DocData): void {
  for (const restaurantId of restaurantIdsOf(record)) tx.delete(customerViewPath(restaurantId, customerId));
}
