import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  sum,
  terminate,
  writeBatch,
  type DocumentSnapshot as WebSnapshot,
  type Firestore,
  type Transaction as WebTransaction,
  type WriteBatch as WebBatch,
} from 'firebase/firestore';
import { checkWrite } from '../../docstore/apply-write';
import {
  fromFirestoreValue,
  mapErrors,
  toFirestoreData,
  toStoreError,
  type SentinelFactory,
} from '../../docstore/firestore-values';
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
import { buildWebQuery } from './web-query';

const SENTINELS: SentinelFactory = {
  increment,
  serverTimestamp,
  arrayUnion,
  arrayRemove,
  delete: deleteField,
};
const toData = (data: DocData) => toFirestoreData(data, SENTINELS);

function toSnap<T extends DocData>(snap: WebSnapshot): DocSnapshot<T> {
  return snap.exists()
    ? { id: snap.id, path: snap.ref.path, exists: true, data: fromFirestoreValue(snap.data()) as T }
    : { id: snap.id, path: snap.ref.path, exists: false, data: undefined };
}

/** A batch on the web SDK (which has no create: create-if-absent needs a transaction, see WebStore.create). */
class WebWriteBatch implements WriteBatch {
  constructor(
    private readonly db: Firestore,
    private readonly batch: WebBatch,
  ) {}
  set(path: string, data: DocData, options?: SetOptions): WriteBatch {
    checkWrite({ kind: 'set', path, data, merge: options?.merge === true });
    this.batch.set(doc(this.db, path), toData(data), { merge: options?.merge === true });
    return this;
  }
  update(path: string, data: DocData): WriteBatch {
    checkWrite({ kind: 'update', path, data });
    this.batch.update(doc(this.db, path), toData(data));
    return this;
  }
  create(): WriteBatch {
    throw new StoreError(
      'failed-precondition',
      'The web SDK has no create() in batches: use runTransaction or store.create().',
    );
  }
  delete(path: string): WriteBatch {
    checkWrite({ kind: 'delete', path });
    this.batch.delete(doc(this.db, path));
    return this;
  }
  async commit(): Promise<void> {
    await mapErrors(() => this.batch.commit());
  }
}

class WebTx implements Transaction {
  constructor(
    private readonly db: Firestore,
    private readonly tx: WebTransaction,
  ) {}
  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    parseDocPath(path);
    return toSnap<T>(await mapErrors(() => this.tx.get(doc(this.db, path))));
  }
  query<T extends DocData = DocData>(): Promise<QuerySnapshot<T>> {
    return Promise.reject(
      new StoreError('failed-precondition', 'The Firestore web SDK cannot run queries inside a transaction.'),
    );
  }
  set(path: string, data: DocData, options?: SetOptions): Transaction {
    checkWrite({ kind: 'set', path, data, merge: options?.merge === true });
    this.tx.set(doc(this.db, path), toData(data), { merge: options?.merge === true });
    return this;
  }
  update(path: string, data: DocData): Transaction {
    checkWrite({ kind: 'update', path, data });
    this.tx.update(doc(this.db, path), toData(data));
    return this;
  }
  create(): Transaction {
    throw new StoreError(
      'failed-precondition',
      'The web SDK has no create() in transactions: read the document first, then set it.',
    );
  }
  delete(path: string): Transaction {
    checkWrite({ kind: 'delete', path });
    this.tx.delete(doc(this.db, path));
    return this;
  }
}

/** The DocStore on the Firestore web SDK (browsers in production; writes there are refused by the rules). */
export class WebStore implements DocStore {
  constructor(private readonly db: Firestore) {}

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    parseDocPath(path);
    return toSnap<T>(await mapErrors(() => getDoc(doc(this.db, path))));
  }
  getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
    return Promise.all(paths.map((p) => this.get<T>(p)));
  }
  async query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
    const snap = await mapErrors(() => getDocs(buildWebQuery(this.db, spec)));
    return { docs: snap.docs.map((d) => toSnap<T>(d)) };
  }
  async count(spec: QuerySpec): Promise<number> {
    return (await mapErrors(() => getCountFromServer(buildWebQuery(this.db, spec)))).data().count;
  }
  async sum(spec: QuerySpec, field: string): Promise<number> {
    const snap = await mapErrors(() =>
      getAggregateFromServer(buildWebQuery(this.db, spec), { total: sum(field) }),
    );
    return snap.data().total ?? 0;
  }

  onDoc<T extends DocData = DocData>(
    path: string,
    next: (snap: DocSnapshot<T>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    try {
      parseDocPath(path);
      return onSnapshot(
        doc(this.db, path),
        (s) => next(toSnap<T>(s)),
        (err) => error?.(toStoreError(err) as Error),
      );
    } catch (err) {
      queueMicrotask(() => error?.(toStoreError(err) as Error));
      return () => undefined;
    }
  }
  onQuery<T extends DocData = DocData>(
    spec: QuerySpec,
    next: (update: QueryUpdate<T>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    try {
      return onSnapshot(
        buildWebQuery(this.db, spec),
        (snap) =>
          next({
            docs: snap.docs.map((d) => toSnap<T>(d)),
            changes: snap.docChanges().map((c) => ({ type: c.type, doc: toSnap<T>(c.doc) })),
          }),
        (err) => error?.(toStoreError(err) as Error),
      );
    } catch (err) {
      queueMicrotask(() => error?.(toStoreError(err) as Error));
      return () => undefined;
    }
  }

  async set(path: string, data: DocData, options?: SetOptions): Promise<void> {
    await this.batch().set(path, data, options).commit();
  }
  async update(path: string, data: DocData): Promise<void> {
    await this.batch().update(path, data).commit();
  }
  /** Create-if-absent through a transaction: the web SDK has no precondition write. */
  async create(path: string, data: DocData): Promise<void> {
    checkWrite({ kind: 'create', path, data });
    await mapErrors(() =>
      runTransaction(this.db, async (tx) => {
        const ref = doc(this.db, path);
        if ((await tx.get(ref)).exists())
          throw new StoreError('already-exists', `Document already exists: ${path}`);
        tx.set(ref, toData(data));
      }),
    );
  }
  async delete(path: string): Promise<void> {
    await this.batch().delete(path).commit();
  }
  newId(): string {
    return randomDocId();
  }
  batch(): WriteBatch {
    return new WebWriteBatch(this.db, writeBatch(this.db));
  }
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    return mapErrors(() => runTransaction(this.db, (t) => fn(new WebTx(this.db, t))));
  }
  async close(): Promise<void> {
    await terminate(this.db);
  }
}
