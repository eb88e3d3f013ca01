import {
  ArchivedReservationSchema,
  ReservationSchema,
  buildCustomerFileId,
  listPhoneVariants,
  parseCustomerFileId,
  type Reservation,
} from '@app/domain';
import type { DocReader, WhereClause } from '../docstore/port';
import { type Entity, defineCollection, parseSnapshot } from './collection-def';
import type { RepositoryOptions } from './invalid-document-error';

const active = defineCollection('reservations', ReservationSchema);
const archived = defineCollection('reservations_archive', ArchivedReservationSchema);

/** Page size of a customer's history in the profile. */
export const CUSTOMER_HISTORY_PAGE_SIZE = 20;

/** Where the next page of a history starts: the collection being read, and the last document read there. */
export interface CustomerHistoryCursor {
  phase: 'active' | 'archive';
  /** Null to start that collection from its newest. */
  after: { date: string; time: string; id: string } | null;
}

export interface CustomerHistoryItem extends Entity<Reservation> {
  /** Read from `reservations_archive`. */
  fromArchive: boolean;
}

export interface CustomerHistoryPage {
  items: CustomerHistoryItem[];
  /** Null on the last page. */
  nextCursor: CustomerHistoryCursor | null;
}

/**
 * The query naming a customer's reservations at one restaurant: by e-mail for a customer known by e-mail, else
 * by phone (every stored spelling) among bookings without e-mail, whose name is checked after the read.
 */
function customerClauses(restaurantId: string, customerId: string): WhereClause[] | null {
  const parts = parseCustomerFileId({ id: customerId });
  const scope: WhereClause = { field: 'restaurantId', op: '==', value: restaurantId };
  if (parts.kind === 'email') return [scope, { field: 'customerEmail', op: '==', value: parts.email }];
  const phones = listPhoneVariants({ phone: parts.phone });
  if (phones.length === 0) return null;
  return [
    scope,
    { field: 'customerEmail', op: '==', value: '' },
    { field: 'customerPhone', op: 'in', value: phones },
  ];
}

const belongsTo = (customerId: string, r: Reservation) =>
  customerId.includes('@') ||
  buildCustomerFileId({
    email: '',
    name: r.customerName || [r.customerFirstName, r.customerLastName].filter(Boolean).join(' '),
    phone: r.customerPhone,
  }) === customerId;

/**
 * One page of a customer's reservations and visits at one restaurant (the profile's « Historique »), newest
 * first: the active collection, then the archive. Documents the archive job only flagged in `reservations` are
 * shown from the archive, once. Reads at most `pageSize + 2` documents whatever the history's length; a page may
 * hold fewer items when some read documents are skipped (the cursor still moves on).
 */
export async function listCustomerHistoryPage(
  reader: DocReader,
  input: {
    restaurantId: string;
    customerId: string;
    cursor?: CustomerHistoryCursor | null;
    pageSize?: number;
  },
  options?: RepositoryOptions,
): Promise<CustomerHistoryPage> {
  const pageSize = input.pageSize ?? CUSTOMER_HISTORY_PAGE_SIZE;
  const where = customerClauses(input.restaurantId, input.customerId);
  if (!where) return { items: [], nextCursor: null };
  const items: CustomerHistoryItem[] = [];
  const start = input.cursor ?? { phase: 'active', after: null };
  const phases: CustomerHistoryCursor['phase'][] =
    start.phase === 'active' ? ['active', 'archive'] : ['archive'];
  let read = 0;
  for (const phase of phases) {
    const after = phase === start.phase ? start.after : null;
    const room = pageSize - read;
    const def = phase === 'active' ? active : archived;
    const snap = await reader.query({
      collection: def.name,
      where,
      orderBy: [
        { field: 'date', direction: 'desc' },
        { field: 'time', direction: 'desc' },
      ],
      // With no room left, one document still tells whether this collection has more.
      limit: Math.max(room, 0) + 1,
      ...(after ? { startAfter: [after.date, after.time, after.id] } : {}),
    });
    const docs = snap.docs.slice(0, Math.max(room, 0));
    for (const doc of docs) {
      const parsed = parseSnapshot(def, doc);
      if (!parsed.ok) {
        if (options?.onInvalid) options.onInvalid(parsed.error);
        else throw parsed.error;
        continue;
      }
      const reservation = parsed.value as Entity<Reservation>;
      const flaggedOnly = phase === 'active' && (reservation.archived || reservation.isArchived);
      if (!flaggedOnly && belongsTo(input.customerId, reservation))
        items.push({ ...reservation, fromArchive: phase === 'archive' });
    }
    read += docs.length;
    if (snap.docs.length > docs.length) {
      const last = docs.at(-1);
      return {
        items,
        nextCursor: {
          phase,
          after: last ? { date: String(last.data?.date), time: String(last.data?.time), id: last.id } : after,
        },
      };
    }
  }
  return { items, nextCursor: null };
}
