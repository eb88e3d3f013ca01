import type { DocData, DocStore } from '@app/data';
import { DINER_RESERVATIONS_COLLECTION, projectDinerReservation } from '@app/domain';
import { pageThrough } from '../stats/page-through';

/**
 * Marks a store whose reservations all have their diner copy (server-only collection). A store made before the
 * copies existed gets them once; afterwards every commit keeps them (commit-diner-copies.ts). v2: the copies
 * carry `refused` (issue 48, defect 8), so copies of refused requests written before read « Refusée » too.
 */
export const DINER_COPIES_MARKER = 'idempotency/migration_customer_reservations_v2';
const PAGE = 400;

/** A reservation's copy as a document to write, or null when no diner may read one. */
function copyData(copy: ReturnType<typeof projectDinerReservation>): DocData | null {
  return copy ? { ...copy } : null;
}

/** Writes the copies of one page, in one batch; a reservation without a diner's copy has any stale one removed. */
async function writePage(store: DocStore, copies: [string, DocData | null][]): Promise<void> {
  if (copies.length === 0) return;
  const batch = store.batch();
  for (const [id, copy] of copies) {
    const path = `${DINER_RESERVATIONS_COLLECTION}/${id}`;
    if (copy) batch.set(path, copy);
    else batch.delete(path);
  }
  await batch.commit();
}

/**
 * One-off migration: makes the diner copy of every reservation, active (flagged archived or not) or only in the
 * archive, then marks the store so that it never runs again. Reads and writes page by page, so memory stays
 * bounded whatever the history. Running it again after an interruption rewrites the same copies. Returns how
 * many copies it wrote.
 */
export async function backfillDinerCopies(store: DocStore, now: Date): Promise<number> {
  if ((await store.get(DINER_COPIES_MARKER)).exists) return 0;
  let written = 0;
  for await (const docs of pageThrough(store, 'reservations', { pageSize: PAGE })) {
    const copies = docs.map(
      (doc) =>
        [doc.id, projectDinerReservation({ id: doc.id, active: doc.data })] as [string, DocData | null],
    );
    await writePage(store, copies);
    written += copies.filter(([, copy]) => copy).length;
  }
  for await (const docs of pageThrough(store, 'reservations_archive', { pageSize: PAGE })) {
    // The active document prevails where the archive job left one (flagged): its copy was written above.
    const active = await store.getAll(docs.map((doc) => `reservations/${doc.id}`));
    const stillActive = new Set(active.filter((snap) => snap.exists).map((snap) => snap.id));
    const copies = docs.flatMap((doc): [string, DocData | null][] =>
      stillActive.has(doc.id)
        ? []
        : [[doc.id, copyData(projectDinerReservation({ id: doc.id, archived: doc.data }))]],
    );
    await writePage(store, copies);
    written += copies.filter(([, copy]) => copy).length;
  }
  await store.set(DINER_COPIES_MARKER, {
    id: DINER_COPIES_MARKER.split('/')[1],
    doneAt: now.toISOString(),
    writes: written,
  });
  return written;
}
