import {
  randomDocId,
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
} from '@app/data';

type BatchOp = (batch: WriteBatch) => void;

/** A batch that records its writes until commit, when the real store exists and gets them all at once. */
function deferredBatch(store: () => Promise<DocStore>): WriteBatch {
  const ops: BatchOp[] = [];
  const batch: WriteBatch = {
    set(path, data, options) {
      ops.push((b) => b.set(path, data, options));
      return batch;
    },
    update(path, data) {
      ops.push((b) => b.update(path, data));
      return batch;
    },
    create(path, data) {
      ops.push((b) => b.create(path, data));
      return batch;
    },
    delete(path) {
      ops.push((b) => b.delete(path));
      return batch;
    },
    async commit() {
      const real = (await store()).batch();
      for (const op of ops) op(real);
      await real.commit();
    },
  };
  return batch;
}

/** A subscription opened once the store exists; unsubscribing before then means it never opens. */
function deferredListen(
  store: () => Promise<DocStore>,
  open: (real: DocStore) => Unsubscribe,
  error?: (err: Error) => void,
): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let cancelled = false;
  store().then(
    (real) => {
      if (!cancelled) stop = open(real);
    },
    (err: unknown) => error?.(err instanceof Error ? err : new Error(String(err))),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/**
 * A DocStore made on its first use (issue 53, cold starts): the production store is firebase-admin's Firestore,
 * whose client takes a few hundred milliseconds to load, and an instance whose request never reaches the database
 * (a refused call, a page served from its shell) should not pay it. `make` runs once; a failure is retried on the
 * next use. Ids are made here without the real store (same alphabet and length as Firestore's).
 */
export function lazyDocStore(make: () => Promise<DocStore>): DocStore {
  let made: Promise<DocStore> | undefined;
  const store = (): Promise<DocStore> => {
    made ??= make().catch((err: unknown) => {
      made = undefined;
      throw err;
    });
    return made;
  };
  return {
    get: async <T extends DocData>(path: string): Promise<DocSnapshot<T>> => (await store()).get<T>(path),
    getAll: async <T extends DocData>(paths: string[]): Promise<DocSnapshot<T>[]> =>
      (await store()).getAll<T>(paths),
    query: async <T extends DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> =>
      (await store()).query<T>(spec),
    count: async (spec) => (await store()).count(spec),
    sum: async (spec, field) => (await store()).sum(spec, field),
    onDoc: <T extends DocData>(
      path: string,
      next: (snap: DocSnapshot<T>) => void,
      error?: (err: Error) => void,
    ) => deferredListen(store, (real) => real.onDoc<T>(path, next, error), error),
    onQuery: <T extends DocData>(
      spec: QuerySpec,
      next: (update: QueryUpdate<T>) => void,
      error?: (err: Error) => void,
    ) => deferredListen(store, (real) => real.onQuery<T>(spec, next, error), error),
    set: async (path: string, data: DocData, options?: SetOptions) =>
      (await store()).set(path, data, options),
    update: async (path, data) => (await store()).update(path, data),
    create: async (path, data) => (await store()).create(path, data),
    delete: async (path) => (await store()).delete(path),
    newId: () => randomDocId(),
    batch: () => deferredBatch(store),
    runTransaction: async <R>(fn: (tx: Transaction) => Promise<R>): Promise<R> =>
      (await store()).runTransaction(fn),
    // Nothing to close when nothing was made.
    close: async () => {
      if (made) await (await made).close();
    },
  };
}
