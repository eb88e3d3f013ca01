import {
  checkWrite,
  StoreError,
  type DocData,
  type DocSnapshot,
  type QuerySnapshot,
  type QuerySpec,
  type SetOptions,
  type Transaction,
  type WriteOp,
} from '@app/data';
import { DinerCopies, writeDinerCopies } from '../diner-copies/commit-diner-copies';
import { StatsLedger } from './stats-ledger';
import { trackedCollectionOf } from './tracked-path';
import { writeStatsDeltas } from './write-stats-deltas';

/** Firestore's ceiling on the writes of one commit. */
export const MAX_COMMIT_WRITES = 500;

/** Thrown when a transaction's writes and their counters would exceed {@link MAX_COMMIT_WRITES}. */
export class TooManyWritesError extends Error {
  constructor(readonly writes: number) {
    super(`stats aggregation: ${writes} writes in one commit (Firestore accepts ${MAX_COMMIT_WRITES})`);
    this.name = 'TooManyWritesError';
  }
}

/**
 * A transaction that keeps `restaurantStats` in step with the counted documents it writes, and each written
 * reservation's diner copy (`customerReservations`, commit-diner-copies.ts). Reads go through
 * and the counted documents read are remembered; writes are queued (validated at once, as the store does) and
 * handed to the store's transaction by {@link flush}, after reading the counted documents written without a
 * prior read (a `set` of a new id, an archive copy), then the counters' increments and the diner copies that
 * changed: all in the same commit.
 * As on Firestore, a read after a write is refused.
 */
export class StatsTransaction implements Transaction {
  private readonly ledger = new StatsLedger();
  private readonly queued: WriteOp[] = [];

  constructor(
    private readonly inner: Transaction,
    private readonly now: () => Date,
  ) {}

  private assertReading(): void {
    if (this.queued.length > 0) {
      throw new StoreError(
        'invalid-argument',
        'Firestore transactions require all reads to be executed before all writes.',
      );
    }
  }

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    this.assertReading();
    const snap = await this.inner.get<T>(path);
    if (trackedCollectionOf(snap.path)) this.ledger.remember(snap.path, snap.data);
    return snap;
  }

  async query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
    this.assertReading();
    const result = await this.inner.query<T>(spec);
    for (const doc of result.docs)
      if (trackedCollectionOf(doc.path)) this.ledger.remember(doc.path, doc.data);
    return result;
  }

  /** Queues a write (used by the batch, which has no reads of its own). */
  queue(op: WriteOp): void {
    this.queued.push(checkWrite(op));
  }

  set(path: string, data: DocData, options?: SetOptions): Transaction {
    this.queue({ kind: 'set', path, data, merge: options?.merge === true });
    return this;
  }
  update(path: string, data: DocData): Transaction {
    this.queue({ kind: 'update', path, data });
    return this;
  }
  create(path: string, data: DocData): Transaction {
    this.queue({ kind: 'create', path, data });
    return this;
  }
  delete(path: string): Transaction {
    this.queue({ kind: 'delete', path });
    return this;
  }

  /**
   * Reads the counted documents still unknown, applies the queued writes to the store's transaction and adds
   * the counters they move. Called once, when the transaction function has returned. With `maxWrites`, fails
   * with {@link TooManyWritesError} before writing anything when the commit would hold more writes (batches
   * split on it; a transaction is left to the store's own limit).
   */
  async flush({ maxWrites }: { maxWrites?: number } = {}): Promise<void> {
    const unread = new Set<string>();
    for (const op of this.queued) {
      if (op.kind !== 'create' && trackedCollectionOf(op.path) && !this.ledger.knows(op.path))
        unread.add(op.path);
    }
    const snaps = await Promise.all([...unread].map((path) => this.inner.get(path)));
    for (const snap of snaps) this.ledger.remember(snap.path, snap.data);
    const copies = new DinerCopies(this.queued);
    const state = (path: string) => this.ledger.state(path);
    copies.rememberBefore(state);
    const now = this.now();
    for (const op of this.queued) this.ledger.apply(op, now);
    // Still reads: nothing has been handed to the store's transaction yet.
    const others = await Promise.all(copies.toRead(state).map((path) => this.inner.get(path)));
    for (const snap of others) this.ledger.remember(snap.path, snap.data);
    const copyWrites = copies.plan(state);
    const deltas = this.ledger.deltas();
    const writes = this.queued.length + deltas.length + copyWrites.length;
    if (maxWrites !== undefined && writes > maxWrites) throw new TooManyWritesError(writes);
    for (const op of this.queued) forward(this.inner, op);
    writeStatsDeltas(this.inner, deltas);
    writeDinerCopies(this.inner, copyWrites);
  }
}

function forward(tx: Transaction, op: WriteOp): void {
  switch (op.kind) {
    case 'set':
      tx.set(op.path, op.data, { merge: op.merge });
      return;
    case 'update':
      tx.update(op.path, op.data);
      return;
    case 'create':
      tx.create(op.path, op.data);
      return;
    case 'delete':
      tx.delete(op.path);
  }
}
