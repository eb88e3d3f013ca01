import { checkWrite, type WriteOp } from '../../docstore/apply-write';
import type { NormalizedQuery } from '../../docstore/normalize-query';
import { normalizeQuery } from '../../docstore/normalize-query';
import { parseDocPath } from '../../docstore/paths';
import {
  StoreError,
  type DocData,
  type DocSnapshot,
  type QuerySnapshot,
  type QuerySpec,
  type SetOptions,
  type Transaction,
  type WriteBatch,
} from '../../docstore/port';
import type { StoredRow } from './commit-writes';
import type { VersionedDoc } from './subscriptions';

/** What a transaction or batch needs from the store. */
export interface StoreAccess {
  readDoc(path: string): Promise<VersionedDoc | undefined>;
  runQuery(query: NormalizedQuery): Promise<VersionedDoc[]>;
  commit(
    ops: WriteOp[],
    check?: { reads: string[]; validate: (rows: Map<string, StoredRow>) => void },
  ): Promise<void>;
  /** Commit number of the last commit that touched the collection (0 if none since the store opened). */
  collectionVersion(collection: string): number;
}

const toSnap = <T extends DocData>(path: string, doc: VersionedDoc | undefined): DocSnapshot<T> => {
  const { id } = parseDocPath(path);
  return doc
    ? { id, path, exists: true, data: structuredClone(doc.data) as T }
    : { id, path, exists: false, data: undefined };
};

/**
 * One attempt of a transaction. Transactions are serialised by the store, so they never conflict with each other;
 * what can still change under a transaction is a plain write made meanwhile, so at commit the versions of the
 * documents it read, and the last commit of the collections it queried, must be unchanged, or it is aborted
 * (and retried by runTransaction).
 */
export class EmbeddedTransaction implements Transaction {
  readonly writes: WriteOp[] = [];
  private readonly reads = new Map<string, number>();
  private readonly queried = new Set<string>();

  constructor(
    private readonly store: StoreAccess,
    private readonly startVersion: number,
  ) {}

  private assertReading(): void {
    if (this.writes.length > 0) {
      throw new StoreError(
        'invalid-argument',
        'Firestore transactions require all reads to be executed before all writes.',
      );
    }
  }

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    this.assertReading();
    const doc = await this.store.readDoc(path);
    this.reads.set(path, doc?.version ?? 0);
    return toSnap<T>(path, doc);
  }

  async query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
    this.assertReading();
    const query = normalizeQuery(spec);
    const docs = await this.store.runQuery(query);
    this.queried.add(query.collection);
    return { docs: docs.map((d) => toSnap<T>(d.path, d)) };
  }

  set(path: string, data: DocData, options?: SetOptions): Transaction {
    this.writes.push(checkWrite({ kind: 'set', path, data, merge: options?.merge === true }));
    return this;
  }
  update(path: string, data: DocData): Transaction {
    this.writes.push(checkWrite({ kind: 'update', path, data }));
    return this;
  }
  create(path: string, data: DocData): Transaction {
    this.writes.push(checkWrite({ kind: 'create', path, data }));
    return this;
  }
  delete(path: string): Transaction {
    this.writes.push(checkWrite({ kind: 'delete', path }));
    return this;
  }

  async commit(): Promise<void> {
    if (this.writes.length === 0 && this.reads.size === 0) return;
    await this.store.commit(this.writes, {
      reads: [...this.reads.keys()],
      validate: (rows) => {
        for (const collection of this.queried) {
          if (this.store.collectionVersion(collection) > this.startVersion) {
            throw new StoreError(
              'aborted',
              `Transaction aborted: "${collection}" changed after it was queried.`,
            );
          }
        }
        for (const [path, version] of this.reads) {
          if ((rows.get(path)?.version ?? 0) !== version) {
            throw new StoreError('aborted', `Transaction aborted: "${path}" changed after it was read.`);
          }
        }
      },
    });
  }
}

/** A batch: writes queued locally, committed atomically once. */
export class EmbeddedWriteBatch implements WriteBatch {
  private readonly writes: WriteOp[] = [];
  private committed = false;

  constructor(private readonly store: StoreAccess) {}

  private push(op: WriteOp): WriteBatch {
    if (this.committed)
      throw new StoreError(
        'failed-precondition',
        'A write batch can no longer be used after commit() has been called.',
      );
    this.writes.push(checkWrite(op));
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
    if (this.committed)
      throw new StoreError('failed-precondition', 'A write batch can only be committed once.');
    this.committed = true;
    await this.store.commit(this.writes);
  }
}
