import {
  checkWrite,
  type DocData,
  type DocStore,
  type SetOptions,
  type WriteBatch,
  type WriteOp,
} from '@app/data';
import { MAX_COMMIT_WRITES, StatsTransaction, TooManyWritesError } from './stats-transaction';
import { trackedCollectionOf } from './tracked-path';

/**
 * A batch over the decorated store. Without counted documents it is the store's own batch. With some, it
 * commits as a transaction that reads them first, then writes them with the counters they move, so the counters
 * never miss a write made meanwhile. When the writes and their counters exceed Firestore's 500 per commit, the
 * batch is committed in halves (each one atomic with its own counters, the whole not).
 */
export class StatsBatch implements WriteBatch {
  private readonly ops: WriteOp[] = [];
  private committed = false;

  constructor(
    private readonly store: DocStore,
    private readonly now: () => Date,
  ) {}

  private push(op: WriteOp): WriteBatch {
    if (this.committed) throw new Error('A batch can be committed only once');
    this.ops.push(checkWrite(op));
    return this;
  }

  set(path: string, data: DocData, options?: SetOptions): WriteBatch {
    return this.push({ kind: 'set', path, data, merge: options?.merge === true });
  }
  update(path: string, data: DocData): WriteBatch {
    return this.push({ kind: 'update', path, data });
  }
  create(path: string, data: DocData): WriteBatch {
    return this.push({ kind: 'create', path, data });
  }
  delete(path: string): WriteBatch {
    return this.push({ kind: 'delete', path });
  }

  async commit(): Promise<void> {
    if (this.committed) throw new Error('A batch can be committed only once');
    this.committed = true;
    if (!this.ops.some((op) => trackedCollectionOf(op.path))) {
      const batch = this.store.batch();
      for (const op of this.ops) queueOn(batch, op);
      await batch.commit();
      return;
    }
    await commitCounted(this.store, this.ops, this.now);
  }
}

async function commitCounted(store: DocStore, ops: WriteOp[], now: () => Date): Promise<void> {
  try {
    await store.runTransaction(async (inner) => {
      const tx = new StatsTransaction(inner, now);
      for (const op of ops) tx.queue(op);
      await tx.flush({ maxWrites: MAX_COMMIT_WRITES });
    });
  } catch (err) {
    if (!(err instanceof TooManyWritesError) || ops.length < 2) throw err;
    const half = Math.ceil(ops.length / 2);
    await commitCounted(store, ops.slice(0, half), now);
    await commitCounted(store, ops.slice(half), now);
  }
}

function queueOn(batch: WriteBatch, op: WriteOp): void {
  switch (op.kind) {
    case 'set':
      batch.set(op.path, op.data, { merge: op.merge });
      return;
    case 'update':
      batch.update(op.path, op.data);
      return;
    case 'create':
      batch.create(op.path, op.data);
      return;
    case 'delete':
      batch.delete(op.path);
  }
}
