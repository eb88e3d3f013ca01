import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  DocData,
  DocStore,
  QuerySnapshot,
  QuerySpec,
  QueryUpdate,
  SetOptions,
  Transaction,
  WriteBatch,
} from '../port';

/** What one operation cost, in Firestore's billed units. */
export interface BilledOps {
  reads: number;
  writes: number;
  deletes: number;
}

export interface BillingStore {
  /** The store to hand to the callables and the apps' reads: every billed operation is counted. */
  store: DocStore;
  /** Runs `fn` with its operations (and those of the listeners it opens) attributed to `label`. */
  as<R>(label: string, fn: () => Promise<R>): Promise<R>;
  /** The units counted per label (operations outside `as` under « (unattributed) »). */
  byLabel(): Map<string, BilledOps>;
  /** The sum over every label. */
  total(): BilledOps;
  reset(): void;
}

const UNATTRIBUTED = '(unattributed)';

/** One read per 1 000 index entries an aggregate scans, at least one (Firestore's count() and sum()). */
export function aggregateReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / 1000));
}

/** A query answering `n` documents costs `n` reads; one that answers none still costs one. */
export function queryReads(n: number): number {
  return Math.max(1, n);
}

/**
 * Wraps a DocStore so that it counts reads, writes and deletes as Firestore bills them (issue 53): one read per
 * document of a get / getAll (found or not) and of a query's answer (at least one), one per 1 000 matches of a
 * count() or sum(), a listener's initial documents then one per added or changed document (a removal is free),
 * one write per set / update / create, one delete per delete, in batches and transactions alike. Each unit is
 * attributed to the label of the `as()` that is running when the operation (or the listener) starts.
 */
export function createBillingStore(inner: DocStore): BillingStore {
  const context = new AsyncLocalStorage<string>();
  const counts = new Map<string, BilledOps>();
  const bill = (label: string, kind: keyof BilledOps, n: number) => {
    const entry = counts.get(label) ?? { reads: 0, writes: 0, deletes: 0 };
    entry[kind] += n;
    counts.set(label, entry);
  };
  const here = () => context.getStore() ?? UNATTRIBUTED;
  const add = (kind: keyof BilledOps, n: number) => bill(here(), kind, n);

  const wrapBatch = (batch: WriteBatch): WriteBatch => {
    const wrapped: WriteBatch = {
      set: (path: string, data: DocData, options?: SetOptions) => (
        add('writes', 1),
        batch.set(path, data, options),
        wrapped
      ),
      update: (path: string, data: DocData) => (add('writes', 1), batch.update(path, data), wrapped),
      create: (path: string, data: DocData) => (add('writes', 1), batch.create(path, data), wrapped),
      delete: (path: string) => (add('deletes', 1), batch.delete(path), wrapped),
      commit: () => batch.commit(),
    } as WriteBatch;
    return wrapped;
  };

  const wrapTx = (tx: Transaction, label: string): Transaction => {
    const wrapped: Transaction = {
      get: async <T extends DocData>(path: string) => (bill(label, 'reads', 1), tx.get<T>(path)),
      query: async <T extends DocData>(spec: QuerySpec) => {
        const snap: QuerySnapshot<T> = await tx.query<T>(spec);
        bill(label, 'reads', queryReads(snap.docs.length));
        return snap;
      },
      set: (path, data, options) => (bill(label, 'writes', 1), tx.set(path, data, options), wrapped),
      update: (path, data) => (bill(label, 'writes', 1), tx.update(path, data), wrapped),
      create: (path, data) => (bill(label, 'writes', 1), tx.create(path, data), wrapped),
      delete: (path) => (bill(label, 'deletes', 1), tx.delete(path), wrapped),
    };
    return wrapped;
  };

  const store: DocStore = {
    get: async <T extends DocData>(path: string) => (add('reads', 1), inner.get<T>(path)),
    getAll: async <T extends DocData>(paths: string[]) => (
      add('reads', paths.length),
      inner.getAll<T>(paths)
    ),
    query: async <T extends DocData>(spec: QuerySpec) => {
      const label = here();
      const snap = await inner.query<T>(spec);
      bill(label, 'reads', queryReads(snap.docs.length));
      return snap;
    },
    count: async (spec: QuerySpec) => {
      const label = here();
      const n = await inner.count(spec);
      bill(label, 'reads', aggregateReads(n));
      return n;
    },
    sum: async (spec: QuerySpec, field: string) => {
      const label = here();
      const [n, total] = await Promise.all([inner.count(spec), inner.sum(spec, field)]);
      bill(label, 'reads', aggregateReads(n));
      return total;
    },
    onDoc: (path, next, error) => {
      const label = here();
      return inner.onDoc(path, (snap) => (bill(label, 'reads', 1), next(snap as never)), error);
    },
    onQuery: <T extends DocData>(
      spec: QuerySpec,
      next: (update: QueryUpdate<T>) => void,
      error?: (err: Error) => void,
    ) => {
      const label = here();
      let first = true;
      return inner.onQuery<T>(
        spec,
        (update) => {
          const changed = update.changes.filter((c) => c.type !== 'removed').length;
          bill(label, 'reads', first ? queryReads(update.docs.length) : changed);
          first = false;
          next(update);
        },
        error,
      );
    },
    set: async (path, data, options) => (add('writes', 1), inner.set(path, data, options)),
    update: async (path, data) => (add('writes', 1), inner.update(path, data)),
    create: async (path, data) => (add('writes', 1), inner.create(path, data)),
    delete: async (path) => (add('deletes', 1), inner.delete(path)),
    newId: () => inner.newId(),
    batch: () => wrapBatch(inner.batch()),
    runTransaction: <R>(fn: (tx: Transaction) => Promise<R>) => {
      const label = here();
      return inner.runTransaction((tx) => fn(wrapTx(tx, label)));
    },
    close: () => inner.close(),
  };

  return {
    store,
    as: (label, fn) => context.run(label, fn),
    byLabel: () => new Map([...counts].map(([k, v]) => [k, { ...v }])),
    total: () => {
      const sum = { reads: 0, writes: 0, deletes: 0 };
      for (const v of counts.values()) {
        sum.reads += v.reads;
        sum.writes += v.writes;
        sum.deletes += v.deletes;
      }
      return sum;
    },
    reset: () => counts.clear(),
  };
}
