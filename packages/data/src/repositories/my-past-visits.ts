import { toMySpaceReservation, type MySpaceReservation } from '@app/domain';
import type { DocReader } from '../docstore/port';

/** Past visits the customer space shows at a time (« Voir plus » reads the next ones). */
export const MY_PAST_PAGE_SIZE = 10;

/** Where the next page starts: the collection being read and the last document read there. */
export interface MyPastCursor {
  phase: 'active' | 'archive';
  /** Null to start that collection from its newest. */
  after: { date: string; time: string; id: string } | null;
}

export interface MyPastPage {
  items: MySpaceReservation[];
  /** Null on the last page. */
  nextCursor: MyPastCursor | null;
}

const COLLECTIONS = { active: 'reservations', archive: 'reservations_archive' } as const;

/**
 * One page of the signed-in customer's past reservations and visits (dated before `beforeDate`, today in Paris),
 * every venue, newest first: the active collection, then the archive. A document the archive job only flagged in
 * `reservations` is shown from the archive, once. Reads at most `pageSize + 2` documents whatever the length of the
 * history (ARCHITECTURE §8); the query names the customer's e-mail, as the read policy requires.
 */
export async function listMyPastPage(
  reader: Pick<DocReader, 'query'>,
  input: { email: string; beforeDate: string; cursor?: MyPastCursor | null; pageSize?: number },
): Promise<MyPastPage> {
  const pageSize = input.pageSize ?? MY_PAST_PAGE_SIZE;
  const start = input.cursor ?? { phase: 'active', after: null };
  const phases: MyPastCursor['phase'][] = start.phase === 'active' ? ['active', 'archive'] : ['archive'];
  const items: MySpaceReservation[] = [];
  let read = 0;
  for (const phase of phases) {
    const after = phase === start.phase ? start.after : null;
    const room = Math.max(pageSize - read, 0);
    const snap = await reader.query({
      collection: COLLECTIONS[phase],
      where: [
        { field: 'customerEmail', op: '==', value: input.email },
        { field: 'date', op: '<', value: input.beforeDate },
      ],
      orderBy: [
        { field: 'date', direction: 'desc' },
        { field: 'time', direction: 'desc' },
      ],
      // With no room left, one document still tells whether this collection has more.
      limit: room + 1,
      ...(after ? { startAfter: [after.date, after.time, after.id] } : {}),
    });
    const docs = snap.docs.slice(0, room);
    for (const doc of docs) {
      const data = doc.data ?? {};
      const flaggedOnly = phase === 'active' && (data.archived === true || data.isArchived === true);
      const item = flaggedOnly
        ? null
        : toMySpaceReservation({ id: doc.id, data, archived: phase === 'archive' });
      if (item) items.push(item);
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
