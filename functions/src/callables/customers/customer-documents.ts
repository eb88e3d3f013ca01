import type { DocData, DocSnapshot, QuerySnapshot, QuerySpec, WhereClause } from '@app/data';
import { joinFullName, listPhoneVariants, parseCustomerFileId } from '@app/domain';
import { customerFileIdOf } from '../reservations/customer-file';

/**
 * Which documents belong to a customer of the file (`customers/{customerId}`), for the two operations that must
 * find them all: the staff merge of duplicates (they move to the kept customer) and the RGPD erasure (they are
 * anonymised or removed). One definition, so that both see the same documents.
 *
 * - reservations, active and archived: for an e-mail id `customerEmail == e-mail`; for a `name_phone` id (a
 *   customer without e-mail) `customerEmail == ''`, `customerPhone` one of the phone's spellings, and the booking's
 *   own file id (`customerFileIdOf`) equal to the customer's, so a namesake or a relative sharing the phone is left
 *   alone;
 * - vouchers and their usages (`rewards`, `rewardUsages`), reviews: `customerId == id` or `customerEmail == e-mail`;
 * - loyalty ledger, loyalty points records, scan codes: `customerId == id`.
 */
export const CUSTOMER_DOCUMENT_KINDS = [
  'reservations',
  'archivedReservations',
  'rewards',
  'rewardUsages',
  'reviews',
  'loyaltyLedger',
  'loyaltyPoints',
  'scanCodes',
] as const;
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number];

export const COLLECTION_OF: Record<CustomerDocumentKind, string> = {
  reservations: 'reservations',
  archivedReservations: 'reservations_archive',
  rewards: 'rewards',
  rewardUsages: 'rewardUsages',
  reviews: 'reviews',
  loyaltyLedger: 'loyaltyLedger',
  loyaltyPoints: 'loyaltyPoints',
  scanCodes: 'scanCodes',
};

/** Who the documents belong to: the file id, the e-mail ('' for none), and for a phone-only customer its phone. */
export interface CustomerKeys {
  customerId: string;
  email: string;
  /** The record's phone, when known; a `name_phone` id's own phone is always used. */
  phone?: string;
}

/** Anything that runs a query: the store (erasure, in batches) or a transaction (merge, reads first). */
export interface QueryReader {
  query(spec: QuerySpec): Promise<QuerySnapshot>;
}

export interface Lookup {
  kind: CustomerDocumentKind;
  where: WhereClause[];
  /** A test the query cannot express (the booking's own file id); the query may return documents it rejects. */
  belongs?: (data: DocData) => boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The file id a booking keys on: its e-mail, else its name and phone (as the status changes compute it). */
export function reservationFileId(data: DocData): string {
  return customerFileIdOf({
    email: text(data.customerEmail),
    name:
      text(data.customerName) ||
      joinFullName({ firstName: text(data.customerFirstName), lastName: text(data.customerLastName) }),
    phone: text(data.customerPhone),
  });
}

/** The spellings of a phone-only customer's phone a booking may hold (the id's, and the record's). */
function phoneVariantsOf(keys: CustomerKeys): string[] {
  const parsed = parseCustomerFileId({ id: keys.customerId });
  const phones = [parsed.kind === 'name-phone' ? parsed.phone : '', keys.phone ?? ''];
  const variants = new Set<string>();
  for (const phone of phones) if (phone.trim()) for (const v of listPhoneVariants({ phone })) variants.add(v);
  // Firestore's `in` takes at most 30 values.
  return [...variants].slice(0, 30);
}

export function lookupsOf(keys: CustomerKeys): Lookup[] {
  const { customerId, email } = keys;
  const eq = (field: string, value: string): WhereClause => ({ field, op: '==', value });
  const lookups: Lookup[] = [];
  const reservationKinds = ['reservations', 'archivedReservations'] as const;
  if (email) {
    for (const kind of reservationKinds) lookups.push({ kind, where: [eq('customerEmail', email)] });
  } else {
    const phones = phoneVariantsOf(keys);
    if (phones.length > 0)
      for (const kind of reservationKinds)
        lookups.push({
          kind,
          where: [eq('customerEmail', ''), { field: 'customerPhone', op: 'in', value: phones }],
          belongs: (data) => reservationFileId(data) === customerId,
        });
  }
  for (const kind of ['rewards', 'rewardUsages', 'reviews'] as const) {
    lookups.push({ kind, where: [eq('customerId', customerId)] });
    if (email) lookups.push({ kind, where: [eq('customerEmail', email)] });
  }
  for (const kind of ['loyaltyLedger', 'loyaltyPoints', 'scanCodes'] as const)
    lookups.push({ kind, where: [eq('customerId', customerId)] });
  return lookups;
}

export type CustomerDocuments = Record<CustomerDocumentKind, DocSnapshot[]>;

export interface FoundCustomerDocuments {
  documents: CustomerDocuments;
  /** How many distinct documents were found. */
  total: number;
  /**
   * Only with `max`: more than `max` documents belong to the customer (or a query could not tell within its
   * limit); the search stopped there, `documents` is then incomplete.
   */
  tooMany: boolean;
}

/**
 * Finds the customer's documents. With `max`, every query is limited so that at most about `max` documents are
 * read in all (the merge runs in one transaction); without it, everything is read (the erasure, in batches).
 */
export async function findCustomerDocuments(
  reader: QueryReader,
  keys: CustomerKeys,
  { max }: { max?: number } = {},
): Promise<FoundCustomerDocuments> {
  const documents = Object.fromEntries(
    CUSTOMER_DOCUMENT_KINDS.map((kind) => [kind, []]),
  ) as unknown as CustomerDocuments;
  const seen = new Set<string>();
  for (const lookup of lookupsOf(keys)) {
    const found = documents[lookup.kind];
    // Documents of this collection already found may come back (the same voucher by id and by e-mail): the
    // limit leaves room for them, so that a full answer still means more documents than `max`.
    const limit = max === undefined ? undefined : max - seen.size + found.length + 1;
    const { docs } = await reader.query({
      collection: COLLECTION_OF[lookup.kind],
      where: lookup.where,
      ...(limit === undefined ? {} : { limit }),
    });
    for (const doc of docs) {
      if (seen.has(doc.path) || (lookup.belongs && !lookup.belongs(doc.data ?? {}))) continue;
      seen.add(doc.path);
      found.push(doc);
    }
    if (max !== undefined && (seen.size > max || (limit !== undefined && docs.length >= limit)))
      return { documents, total: seen.size, tooMany: true };
  }
  return { documents, total: seen.size, tooMany: false };
}
