import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { checkWrite, type WriteOp } from '../../docstore/apply-write';
import { normalizeQuery, type NormalizedQuery } from '../../docstore/normalize-query';
import { parseDocPath, randomDocId } from '../../docstore/paths';
import {
  StoreError,
  type DocData,
  type DocSnapshot,
  type DocStore,
  type QuerySnapshot,
  type QuerySpec,
  type QueryUpdate,
  type SetOptions,
  type Transaction,
  type Unsubscribe,
  type WriteBatch,
} from '../../docstore/port';
import { decodeDoc } from './codec';
import { COMMIT_STATEMENTS_SQL, commitWrites, type StoredRow } from './commit-writes';
import { assertIndexed, compositeIndexSql, singleFieldIndexSql, type IndexDefinition } from './indexes';
import { Mutex } from './mutex';
import { PreparedStatements } from './prepared-statements';
import { SCHEMA_SQL } from './schema';
import { buildCount, buildSelect, buildSum } from './sql-query';
import { SubscriptionHub, type VersionedDoc } from './subscriptions';
import { EmbeddedTransaction, EmbeddedWriteBatch, type StoreAccess } from './transaction';

export interface EmbeddedStoreOptions {
  /** Data folder (created if absent), or `memory://` for a throw-away store. */
  dataDir: string;
  /** Composite indexes, as in firestore.indexes.json's `indexes`. Queries needing another one are refused. */
  indexes: IndexDefinition[];
  /** Clock used by serverTimestamp: the functions' runtime clock when they open it; tests pin it. */
  now?: () => Date;
}

const MAX_ATTEMPTS = 5;

/** The DocStore on PGlite: Firestore's semantics and limits, one Postgres in WASM, persisted in a folder. */
export class EmbeddedStore implements DocStore {
  private readonly commitLock = new Mutex();
  private readonly txLock = new Mutex();
  private readonly inTransaction = new AsyncLocalStorage<true>();
  private readonly collectionVersions = new Map<string, number>();
  private readonly singleFieldIndexes = new Set<string>();
  private readonly hub: SubscriptionHub;
  private readonly access: StoreAccess;
  private readonly statements: PreparedStatements;
  private version = 0;
  private resets = 0;

  private constructor(
    private readonly pg: PGlite,
    private readonly indexes: IndexDefinition[],
    private readonly now: () => Date,
  ) {
    this.statements = new PreparedStatements(pg);
    this.hub = new SubscriptionHub({ query: (q) => this.runQuery(q), get: (p) => this.readDoc(p) });
    this.access = {
      readDoc: (p) => this.readDoc(p),
      runQuery: (q) => this.runQuery(q),
      commit: (ops, check) => this.commit(ops, check),
      collectionVersion: (c) => this.collectionVersions.get(c) ?? 0,
    };
  }

  static async open(options: EmbeddedStoreOptions): Promise<EmbeddedStore> {
    // relaxedDurability false: a write is acknowledged only once PGlite has written it to the data folder.
    const pg = await PGlite.create(options.dataDir, { relaxedDurability: false });
    await pg.exec(SCHEMA_SQL);
    for (const def of options.indexes) await pg.exec(compositeIndexSql(def));
    await pg.exec(COMMIT_STATEMENTS_SQL);
    // A store opened without a clock (the drivers' own tests, the benches) stamps with the machine's; the host and
    // the functions' tests give theirs (the runtime's), so that server timestamps and runtime().now() agree.
    // eslint-disable-next-line architecture/no-wall-clock -- the default clock of a bare store, see above
    const store = new EmbeddedStore(pg, options.indexes, options.now ?? (() => new Date()));
    const { rows } = await pg.query<{ v: number }>('SELECT COALESCE(max(version), 0)::float8 AS v FROM docs');
    store.version = Number(rows[0]?.v ?? 0);
    return store;
  }

  // ---- reads

  /**
   * Every document of every collection, in path order: what an audit reads when it must see all that is stored
   * (the erasure tests scan it for an erased person; Firestore's admin SDK would walk listCollections).
   */
  async everyDocument(): Promise<{ path: string; data: DocData }[]> {
    const { rows } = await this.pg.query<{ collection: string; id: string; data: unknown }>(
      'SELECT collection, id, data FROM docs ORDER BY collection, id',
    );
    return rows.map((r) => ({ path: `${r.collection}/${r.id}`, data: decodeDoc(r.data) }));
  }

  private async readDoc(path: string): Promise<VersionedDoc | undefined> {
    const p = parseDocPath(path);
    const rows = await this.statements.query<{ data: unknown; version: number }>({
      text: 'SELECT data, version FROM docs WHERE collection = $1 AND id = $2',
      params: [p.collection, p.id],
      types: ['text', 'text'],
    });
    const row = rows[0];
    return row ? { id: p.id, path, data: decodeDoc(row.data), version: Number(row.version) } : undefined;
  }

  private async prepare(query: NormalizedQuery): Promise<void> {
    assertIndexed(query, this.indexes);
    const wanted: [string, boolean][] = [
      ...query.filters.map((f): [string, boolean] => [
        f.field,
        f.op === 'array-contains' || f.op === 'array-contains-any',
      ]),
      ...query.orders.map((o): [string, boolean] => [o.field, false]),
    ];
    for (const [field, contains] of wanted) {
      const key = `${query.group}|${field}|${contains}`;
      if (this.singleFieldIndexes.has(key)) continue;
      await this.pg.exec(singleFieldIndexSql(query.group, field, contains));
      this.singleFieldIndexes.add(key);
    }
  }

  private async runQuery(query: NormalizedQuery): Promise<VersionedDoc[]> {
    await this.prepare(query);
    const sql = buildSelect(query, 'id, data, version', true);
    const rows = await this.statements.query<{ id: string; data: unknown; version: number }>(sql);
    return rows.map((r) => ({
      id: r.id,
      path: `${query.collection}/${r.id}`,
      data: decodeDoc(r.data),
      version: Number(r.version),
    }));
  }

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    const doc = await this.readDoc(path);
    const { id } = parseDocPath(path);
    return doc
      ? { id, path, exists: true, data: doc.data as T }
      : { id, path, exists: false, data: undefined };
  }

  async getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
    return Promise.all(paths.map((p) => this.get<T>(p)));
  }

  async query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
    const docs = await this.runQuery(normalizeQuery(spec));
    return { docs: docs.map((d) => ({ id: d.id, path: d.path, exists: true, data: d.data as T })) };
  }

  async count(spec: QuerySpec): Promise<number> {
    const query = normalizeQuery(spec);
    await this.prepare(query);
    const rows = await this.statements.query<{ n: number }>(buildCount(query));
    return Number(rows[0]?.n ?? 0);
  }

  async sum(spec: QuerySpec, field: string): Promise<number> {
    const query = normalizeQuery(spec);
    await this.prepare(query);
    const rows = await this.statements.query<{ n: number }>(buildSum(query, field));
    return Number(rows[0]?.n ?? 0);
  }

  onDoc<T extends DocData = DocData>(
    path: string,
    next: (snap: DocSnapshot<T>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    let id: string;
    try {
      id = parseDocPath(path).id;
    } catch (err) {
      queueMicrotask(() => error?.(err as Error));
      return () => undefined;
    }
    return this.hub.onDoc(path, id, next as (snap: DocSnapshot) => void, error);
  }

  onQuery<T extends DocData = DocData>(
    spec: QuerySpec,
    next: (update: QueryUpdate<T>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    let query: NormalizedQuery;
    try {
      query = normalizeQuery(spec);
    } catch (err) {
      queueMicrotask(() => error?.(err as Error));
      return () => undefined;
    }
    return this.hub.onQuery(query, next as (update: QueryUpdate) => void, error);
  }

  // ---- writes

  private async commit(
    ops: WriteOp[],
    check?: { reads: string[]; validate: (rows: Map<string, StoredRow>) => void },
  ): Promise<void> {
    if (ops.length === 0 && !check) return;
    const { changes, version } = await this.commitLock.run(async () => {
      const version = this.version + 1;
      const now = this.now();
      const changes = await this.pg.transaction((tx) =>
        commitWrites(tx, ops, { version, now, extraReads: check?.reads, validate: check?.validate }),
      );
      this.version = version;
      for (const c of changes) this.collectionVersions.set(c.collection, version);
      return { changes, version };
    });
    if (changes.length > 0) this.hub.publish(changes, version);
  }

  async set(path: string, data: DocData, options?: SetOptions): Promise<void> {
    return this.commit([checkWrite({ kind: 'set', path, data, merge: options?.merge === true })]);
  }
  async update(path: string, data: DocData): Promise<void> {
    return this.commit([checkWrite({ kind: 'update', path, data })]);
  }
  async create(path: string, data: DocData): Promise<void> {
    return this.commit([checkWrite({ kind: 'create', path, data })]);
  }
  async delete(path: string): Promise<void> {
    return this.commit([checkWrite({ kind: 'delete', path })]);
  }

  newId(): string {
    return randomDocId();
  }

  batch(): WriteBatch {
    return new EmbeddedWriteBatch(this.access);
  }

  /**
   * Transactions run one at a time (PGlite has one connection; serialising them means concurrent increments never
   * lose an update). A transaction aborted because a plain write changed what it read is retried, up to 5 attempts.
   */
  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    if (this.inTransaction.getStore()) {
      throw new StoreError(
        'failed-precondition',
        'Nested transactions are not supported: use the outer transaction.',
      );
    }
    return this.txLock.run(async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const tx = new EmbeddedTransaction(this.access, this.version);
        const result = await this.inTransaction.run(true, () => fn(tx));
        try {
          await tx.commit();
          return result;
        } catch (err) {
          if (!(err instanceof StoreError && err.code === 'aborted')) throw err;
          lastError = err;
        }
      }
      throw lastError;
    });
  }

  /** Waits until every subscription delivery queued so far has been made. */
  settled(): Promise<void> {
    return this.hub.idle();
  }

  /**
   * Deletes every document (tests share one store and reset it between cases). A DELETE, not a TRUNCATE: a
   * TRUNCATE makes new files for the table and each of its indexes (15 ms of CPU with the repository's indexes,
   * paid before every test), where deleting a test's few rows takes 1 ms; a VACUUM now and then clears the dead
   * rows a long-lived store would pile up.
   */
  async reset(): Promise<void> {
    await this.commitLock.run(async () => {
      await this.pg.exec('DELETE FROM docs');
      this.resets += 1;
      if (this.resets % 100 === 0) await this.pg.exec('VACUUM docs');
      this.version += 1;
      this.collectionVersions.clear();
    });
    await this.hub.idle();
  }

  async close(): Promise<void> {
    await this.hub.idle();
    await this.commitLock.run(() => this.pg.close());
  }
}
