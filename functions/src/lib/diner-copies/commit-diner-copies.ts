import type { DocData, Transaction, WriteOp } from '@app/data';
import { DINER_RESERVATIONS_COLLECTION, projectDinerReservation } from '@app/domain';

const ACTIVE = 'reservations';
const ARCHIVE = 'reservations_archive';

/** What the commit knows of a document: its state, or `known: false` when the transaction never read it. */
export type KnownState = (path: string) => { known: boolean; data: DocData | undefined };

/** One write of a diner copy: set whole, or deleted when `data` is absent. */
export interface CopyWrite {
  path: string;
  data?: DocData;
}

const activePath = (id: string) => `${ACTIVE}/${id}`;
const archivePath = (id: string) => `${ARCHIVE}/${id}`;

function reservationIdOf(path: string): { id: string; side: 'active' | 'archive' } | undefined {
  const [collection, id, ...rest] = path.split('/');
  if (!id || rest.length > 0) return undefined;
  if (collection === ACTIVE) return { id, side: 'active' };
  if (collection === ARCHIVE) return { id, side: 'archive' };
  return undefined;
}

/**
 * Keeps each reservation's diner copy (`customerReservations/{id}`, project-diner-reservation.ts) in the commit
 * that writes the reservation, so that what a diner reads is never ahead of or behind the venue's document.
 * Used by the stats transaction, which every write of a reservation goes through (runtime.ts): it records the
 * states before the writes apply, asks which documents it must still read, then queues the copies' writes.
 */
export class DinerCopies {
  private readonly ids: { id: string; active: boolean; archive: boolean }[] = [];
  private readonly before = new Map<string, DocData | undefined>();

  constructor(ops: readonly WriteOp[]) {
    const byId = new Map<string, { id: string; active: boolean; archive: boolean }>();
    for (const op of ops) {
      const found = reservationIdOf(op.path);
      if (!found) continue;
      const entry = byId.get(found.id) ?? { id: found.id, active: false, archive: false };
      entry[found.side] = true;
      byId.set(found.id, entry);
    }
    this.ids.push(...byId.values());
  }

  /** Records the touched reservations' states before the writes apply (unknown ones: the create of a new id). */
  rememberBefore(state: KnownState): void {
    for (const { id } of this.ids)
      for (const path of [activePath(id), archivePath(id)]) {
        const { known, data } = state(path);
        if (known) this.before.set(path, data);
      }
  }

  /**
   * The documents to read once the writes have applied, before the copies can be made: the active one when only
   * its archive copy was written (the active one prevails), the archive copy when the active one ends deleted.
   */
  toRead(state: KnownState): string[] {
    const paths: string[] = [];
    for (const { id, active, archive } of this.ids) {
      const current = state(activePath(id));
      if (archive && !current.known) paths.push(activePath(id));
      if (active && current.known && current.data === undefined && !state(archivePath(id)).known)
        paths.push(archivePath(id));
    }
    return paths;
  }

  /**
   * The copies' writes: a copy is set whole when what a diner reads changed, deleted when no diner may read it
   * any more (no e-mail: a phone-only guest, an erased customer; the reservation gone).
   */
  plan(state: KnownState): CopyWrite[] {
    const writes: CopyWrite[] = [];
    for (const { id } of this.ids) {
      const after = projectDinerReservation({
        id,
        active: state(activePath(id)).data,
        archived: state(archivePath(id)).data,
      });
      const previous = projectDinerReservation({
        id,
        active: this.before.get(activePath(id)),
        archived: this.before.get(archivePath(id)),
      });
      if (JSON.stringify(after) === JSON.stringify(previous)) continue;
      const path = `${DINER_RESERVATIONS_COLLECTION}/${id}`;
      writes.push(after ? { path, data: { ...after } } : { path });
    }
    return writes;
  }
}

/** Queues planned copy writes on the store's transaction. */
export function writeDinerCopies(tx: Transaction, writes: readonly CopyWrite[]): void {
  for (const { path, data } of writes) {
    if (data) tx.set(path, data);
    else tx.delete(path);
  }
}
