import { DINER_RESERVATIONS_COLLECTION, toMySpaceReservation, type MySpaceReservation } from '@app/domain';
import type { DocReader } from '../docstore/port';

/** Past visits the customer space shows at a time (« Voir plus » reads the next ones). */
export const MY_PAST_PAGE_SIZE = 10;

/** Where the next page starts: the last copy read. */
export interface MyPastCursor {
  after: { date: string; time: string; id: string };
}

export interface MyPastPage {
  items: MySpaceReservation[];
  /** Null on the last page. */
  nextCursor: MyPastCursor | null;
}

/**
 * One page of the signed-in customer's past reservations and visits (dated before `beforeDate`, today in Paris),
 * every venue, newest first, read from their copies (`customerReservations`, one per reservation, archived or
 * not: project-diner-reservation.ts). Reads at most `pageSize + 1` documents whatever the length of the history
 * (ARCHITECTURE §8); the query names the customer's e-mail, as the read policy requires.
 */
export async function listMyPastPage(
  reader: Pick<DocReader, 'query'>,
  input: { email: string; beforeDate: string; cursor?: MyPastCursor | null; pageSize?: number },
): Promise<MyPastPage> {
  const pageSize = input.pageSize ?? MY_PAST_PAGE_SIZE;
  const after = input.cursor?.after;
  const snap = await reader.query({
    collection: DINER_RESERVATIONS_COLLECTION,
    where: [
      { field: 'customerEmail', op: '==', value: input.email },
      { field: 'date', op: '<', value: input.beforeDate },
    ],
    orderBy: [
      { field: 'date', direction: 'desc' },
      { field: 'time', direction: 'desc' },
    ],
    // One more than the page tells whether there is a next one.
    limit: pageSize + 1,
    ...(after ? { startAfter: [after.date, after.time, after.id] } : {}),
  });
  const docs = snap.docs.slice(0, pageSize);
  const items = docs.flatMap((doc) => {
    const item = toMySpaceReservation({ id: doc.id, data: doc.data ?? {}, archived: false });
    return item ? [item] : [];
  });
  const last = docs.at(-1);
  return {
    items,
    nextCursor:
      snap.docs.length > docs.length && last
        ? { after: { date: String(last.data?.date), time: String(last.data?.time), id: last.id } }
        : null,
  };
}
