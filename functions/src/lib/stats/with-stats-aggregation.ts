import type { DocData, DocStore, SetOptions, Transaction, WriteOp } from '@app/data';
import { StatsBatch } from './stats-batch';
import { StatsTransaction } from './stats-transaction';
import { trackedCollectionOf } from './tracked-path';

const DECORATED = Symbol('statsAggregation');

/**
 * The store with `restaurantStats` kept in step (ARCHITECTURE §8 "Aggregates, not scans"): every write to a
 * counted collection (reservations, their archive, venues' customer views, reviews, vouchers, e-mail logs)
 * adds the counters it moves, per day, month and whole history, in the same commit. Transactions keep them
 * as they commit; a direct write or a batch on a counted document becomes a transaction that reads it first.
 * Reads and writes of other collections go straight through. `now` dates the server timestamps the counters
 * see (the store's commit time in production may differ by the commit's latency).
 */
export function withStatsAggregation(store: DocStore, { now }: { now: () => Date }): DocStore {
  if ((store as { [DECORATED]?: true })[DECORATED]) return store;

  const runTransaction = <R>(fn: (tx: Transaction) => Promise<R>): Promise<R> =>
    store.runTransaction(async (inner) => {
      const tx = new StatsTransaction(inner, now);
      const result = await fn(tx);
      await tx.flush();
      return result;
    });

  const write = (op: WriteOp): Promise<void> =>
    runTransaction(async (tx) => {
      (tx as StatsTransaction).queue(op);
    });

  return {
    [DECORATED]: true,
    get: (path) => store.get(path),
    getAll: (paths) => store.getAll(paths),
    query: (spec) => store.query(spec),
    count: (spec) => store.count(spec),
    sum: (spec, field) => store.sum(spec, field),
    onDoc: (path, next, error) => store.onDoc(path, next, error),
    onQuery: (spec, next, error) => store.onQuery(spec, next, error),
    set: (path: string, data: DocData, options?: SetOptions) =>
      trackedCollectionOf(path)
        ? write({ kind: 'set', path, data, merge: options?.merge === true })
        : store.set(path, data, options),
    update: (path: string, data: DocData) =>
      trackedCollectionOf(path) ? write({ kind: 'update', path, data }) : store.update(path, data),
    create: (path: string, data: DocData) =>
      trackedCollectionOf(path) ? write({ kind: 'create', path, data }) : store.create(path, data),
    delete: (path: string) =>
      trackedCollectionOf(path) ? write({ kind: 'delete', path }) : store.delete(path),
    newId: () => store.newId(),
    batch: () => new StatsBatch(store, now),
    runTransaction,
    close: () => store.close(),
  } as DocStore;
}
