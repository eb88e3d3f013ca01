import type { DocData, Transaction } from '@app/data';
import {
  ConsentProofSchema,
  CustomerRestaurantStatsSchema,
  applyConsentDecisions,
  buildCustomerSearchTokens,
  buildGuestFileSearchTokens,
  restaurantCustomerId,
  type ConsentChannel,
  type ConsentProof,
} from '@app/domain';
import { queueCustomerViewEvent } from '../webhooks/queue-webhook-event';

/**
 * The venues' views of a customer (`restaurantCustomers/{restaurantId}_{customerId}`, ARCHITECTURE §8, §9): what
 * staff of one restaurant read of a customer. A view holds that venue's counters (projected from the customer
 * record's `restaurantStats[venue]`, the server's truth, in the same transaction that writes it) and the contact
 * as THAT venue was given it: by a booking there, its staff, or the customer in a flow that names the venue.
 * Nothing is ever copied from another venue's view or from the identity beyond what the flow gave; consents start
 * unset for a venue new to the customer. Views are merged, not replaced: what only the venue writes (notes,
 * consents) stays.
 */
export const VIEWS_COLLECTION = 'restaurantCustomers';

export function customerViewPath(restaurantId: string, customerId: string): string {
  return `${VIEWS_COLLECTION}/${restaurantCustomerId({ restaurantId, customerId })}`;
}

/** The contact fields a venue holds of a customer. */
export const VIEW_CONTACT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthDate',
  'postalCode',
] as const;
export type ViewContactField = (typeof VIEW_CONTACT_FIELDS)[number];
export type ViewContact = Partial<Record<ViewContactField, string>>;

/**
 * How the contact a flow gives enters a view:
 * - 'fill': only the fields the venue does not hold yet (a booking, online or by staff, a visit: an anonymous
 *   call never overwrites what the venue holds);
 * - 'replace': the venue's staff edit their own view (what they type is what they hold, blanks included);
 * - 'rectify': the customer corrects their own contact (art. 16): the fields the venue already holds follow,
 *   none is added.
 */
export type ContactMode = 'fill' | 'replace' | 'rectify';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function restaurantIdsOf(record: DocData): string[] {
  return Array.isArray(record.restaurantIds)
    ? record.restaurantIds.filter((id): id is string => typeof id === 'string')
    : [];
}

/** The contact a view holds once `given` entered it under `mode`. */
export function mergeViewContact(
  existing: DocData | null | undefined,
  given: ViewContact | undefined,
  mode: ContactMode,
): Record<ViewContactField, string> {
  const contact = Object.fromEntries(
    VIEW_CONTACT_FIELDS.map((field) => [field, text(existing?.[field])]),
  ) as Record<ViewContactField, string>;
  for (const field of VIEW_CONTACT_FIELDS) {
    const value = given?.[field];
    if (value === undefined) continue;
    const held = contact[field] !== '';
    if (mode === 'replace') contact[field] = value;
    else if (mode === 'fill' && !held) contact[field] = value;
    else if (mode === 'rectify' && held && value !== '') contact[field] = value;
  }
  return contact;
}

/** Reads a venue's view (call with the transaction's other reads); null when the venue has none. */
export async function readCustomerView(
  tx: Pick<Transaction, 'get'>,
  restaurantId: string,
  customerId: string,
): Promise<DocData | null> {
  const snap = await tx.get(customerViewPath(restaurantId, customerId));
  return snap.exists && snap.data ? snap.data : null;
}

/** Reads the views of every venue of `record` (a group has a few venues), keyed by venue. */
export async function readCustomerViews(
  tx: Pick<Transaction, 'get'>,
  customerId: string,
  record: DocData,
): Promise<Map<string, DocData | null>> {
  const ids = restaurantIdsOf(record);
  const views = await Promise.all(ids.map((id) => readCustomerView(tx, id, customerId)));
  return new Map(ids.map((id, index) => [id, views[index] ?? null]));
}

/**
 * The tokens staff search a view by: its contact's and its own guest file's (issue 39), so that one
 * `array-contains` query finds a guest by name or by « gluten » in this venue's file only.
 */
export function viewSearchTokens(contact: ViewContact, guestFile: DocData): string[] {
  return [...new Set([...buildCustomerSearchTokens(contact), ...buildGuestFileSearchTokens(guestFile)])];
}

/** The proof of the terms the customer ticked at registration, when the record keeps one. */
function termsOf(record: DocData): ConsentProof | undefined {
  const parsed = ConsentProofSchema.safeParse(record.termsAcceptance);
  return parsed.success ? parsed.data : undefined;
}

/** One venue's view to write: what it holds now (read first) and what the flow gives it. */
export interface ViewWrite {
  restaurantId: string;
  existing: DocData | null;
  given?: ViewContact;
  mode?: ContactMode;
  /** Decisions of this flow for this venue (a tablet's boxes, staff told, the customer's choice). */
  consents?: Partial<Record<ConsentChannel, ConsentProof>>;
  /** Other fields only the venue holds (its notes). */
  own?: DocData;
}

/**
 * The fields of one view: this venue's counters from the record, the contact as the venue holds it once the flow
 * gave what it gives, its search tokens, and for a venue new to the customer its first-seen date and consents
 * (none, but the terms of use the customer accepted, which every venue of the group works under).
 */
export function projectCustomerView(
  customerId: string,
  record: DocData,
  write: ViewWrite,
  nowIso: string,
): DocData {
  const { restaurantId, existing } = write;
  const raw = (record.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  const stats = parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
  const contact = mergeViewContact(existing, write.given, write.mode ?? 'fill');
  const terms = existing ? undefined : termsOf(record);
  const decisions = { ...(terms ? { rgpd: terms } : {}), ...write.consents };
  const consents = existing && !write.consents ? {} : applyConsentDecisions({ view: existing, decisions });
  return {
    ...stats,
    id: restaurantCustomerId({ restaurantId, customerId }),
    restaurantId,
    customerId,
    ...contact,
    searchTokens: viewSearchTokens(contact, { ...existing, ...write.own }),
    restaurantCount: Math.max(1, restaurantIdsOf(record).length),
    lastVisit: stats.lastVisit ?? null,
    ...consents,
    ...(existing ? {} : { firstSeenAt: nowIso, createdAt: nowIso, notes: '' }),
    ...write.own,
    updatedAt: nowIso,
  };
}

/**
 * Writes the views `writes` names of `record` (the customer record this transaction writes; its views read
 * before). A venue absent from the record's venues gets nothing. When the record gained venues (compared with
 * `previous`), the other views learn the new count, nothing more.
 */
export function writeCustomerViews(
  tx: Transaction,
  {
    customerId,
    record,
    previous,
    writes,
    now,
  }: {
    customerId: string;
    record: DocData;
    previous: DocData | null | undefined;
    writes: readonly ViewWrite[];
    now: Date;
  },
): void {
  const nowIso = now.toISOString();
  const all = restaurantIdsOf(record);
  const written = new Set<string>();
  for (const write of writes) {
    if (!all.includes(write.restaurantId) || written.has(write.restaurantId)) continue;
    written.add(write.restaurantId);
    const view = projectCustomerView(customerId, record, write, nowIso);
    tx.set(customerViewPath(write.restaurantId, customerId), view, { merge: true });
    // The one place a venue's view takes new contact, consents or counters: its subscriptions hear of it (issue 52).
    queueCustomerViewEvent(tx, { before: write.existing, after: { ...write.existing, ...view }, now });
  }
  const before = new Set(previous ? restaurantIdsOf(previous) : []);
  if (!all.some((id) => !before.has(id))) return;
  for (const restaurantId of all) {
    if (written.has(restaurantId) || !before.has(restaurantId)) continue;
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

/** Removes every venue's view of a customer (the record is deleted or moved to another id). */
export function deleteCustomerViews(tx: Transaction, customerId: string, record: DocData): void {
  for (const restaurantId of restaurantIdsOf(record)) tx.delete(customerViewPath(restaurantId, customerId));
}
