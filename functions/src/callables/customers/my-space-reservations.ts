import type { DocReader, DocSnapshot } from '@app/data';
import {
  MY_SPACE_RECENT_LIMIT,
  normalizeReservationStatus,
  selectRecentReservations,
  toParisDateTime,
  type MySpaceReservation,
} from '@app/domain';

type Reader = Pick<DocReader, 'query' | 'count'>;

/** A stored reservation as a line of the space; null when its status is unreadable. */
export function toMySpaceReservation(doc: DocSnapshot, archived: boolean): MySpaceReservation | null {
  const d = doc.data;
  const status = d ? normalizeReservationStatus(String(d.status ?? '')) : undefined;
  if (!d || !status) return null;
  return {
    id: doc.id,
    restaurantId: String(d.restaurantId ?? ''),
    restaurantName: String(d.restaurantName ?? ''),
    date: String(d.date ?? ''),
    time: String(d.time ?? ''),
    partySize: Number(d.partySize) || 1,
    status,
    archived: archived || d.archived === true,
    isVisit: status === 'VISIT_DECLARED' || d.isVirtualReservation === true,
  };
}

/** The newest reservations of one collection for that e-mail (index: customerEmail, date desc, time desc). */
async function newestOf(store: Reader, collection: string, email: string): Promise<MySpaceReservation[]> {
  const snap = await store.query({
    collection,
    where: [{ field: 'customerEmail', op: '==', value: email }],
    orderBy: [
      { field: 'date', direction: 'desc' },
      { field: 'time', direction: 'desc' },
    ],
    limit: MY_SPACE_RECENT_LIMIT,
  });
  return snap.docs
    .map((doc) => toMySpaceReservation(doc, collection === 'reservations_archive'))
    .filter((r): r is MySpaceReservation => r !== null);
}

/** The 10 most recent reservations and visits, active and archived merged, newest first: two bounded queries. */
export async function readRecentReservations(store: Reader, email: string): Promise<MySpaceReservation[]> {
  const [active, archived] = await Promise.all([
    newestOf(store, 'reservations', email),
    newestOf(store, 'reservations_archive', email),
  ]);
  return selectRecentReservations({ active, archived });
}

/**
 * CONFIRMED reservations of that e-mail dated today (Paris) or later (customer-flows §4): one count
 * aggregation. Archived reservations are completed or cancelled, so only the active collection is counted.
 */
export async function countUpcomingReservations(store: Reader, email: string, now: Date): Promise<number> {
  const today = toParisDateTime({ at: now }).date;
  return store.count({
    collection: 'reservations',
    where: [
      { field: 'customerEmail', op: '==', value: email },
      { field: 'status', op: '==', value: 'CONFIRMED' },
      { field: 'date', op: '>=', value: today },
    ],
  });
}
