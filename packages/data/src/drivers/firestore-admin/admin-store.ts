import {
  AggregateField,
  FieldValue as AdminFieldValue,
  type DocumentReference,
  type DocumentSnapshot as AdminSnapshot,
  type Firestore,
  type Transaction as AdminTransaction,
  type WriteBatch as AdminBatch,
} from 'firebase-admin/firestore';
import { checkWrite } from '../../docstore/apply-write';
import {
  fromFirestoreValue,
  mapErrors,
  toFirestoreData,
  toStoreError,
} from '../../docstore/firestore-values';
import { parseDocPath, randomDocId } from '../../docstore/paths';
import type {
  DocData,
  DocSnapshot,
  DocStore,
  QuerySnapshot,
  QuerySpec,
  QueryUpdate,
  SetOptions,
  Transaction,
  Unsubscribe,
  WriteBatch,
} from '../../docstore/port';
import { buildAdminQuery } from './admin-query';

const toData = (data: DocData) => toFirestoreData(data, AdminFieldValue);

function toSnap<T extends DocData>(snap: AdminSnapshot): DocSnapshot<T> {
  return snap.exists
    ? { id: snap.id, path: snap.ref.path, exists: true, data: fromFirestoreValue(snap.data()) as T }
    : { id: snap.id, path: snap.ref.path, exists: false, data: undefined };
}

/** What admin batches and transactions have in common (their overloads differ, so TS cannot unite them). */
interface WriteTarget {
  set(ref: DocumentReference, data: DocData, options: { merge: boolean }): unknown;
  update(ref: DocumentReference, data: DocData): unknown;
  create(ref: DocumentReference, data: DocData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Queues writes on an admin batch or transaction, after the shared checks. */
class AdminWrites<W extends AdminBatch | AdminTransaction> {
  private readonly writes: WriteTarget;
  constructor(
    protected readonly db: Firestore,
    protected readonly target: W,
  ) {
    this.writes = target as unknown as WriteTarget;
  }
  protected doSet(path: string, data: DocData, options?: SetOptions): void {
    checkWrite({ kind: 'set', path, data, merge: options?.merge === true });
    this.writes.set(this.db.doc(path), toData(data), { merge: options?.merge === true });
  }
  protected doUpdate(path: string, data: DocData): void {
    checkWrite({ kind: 'update', path, data });
    this.writes.update(this.db.doc(path), toData(data));
  }
  protected doCreate(path: string, data: DocData): void {
    checkWrite({ kind: 'create', path, data });
    this.writes.create(this.db.doc(path), toData(data));
  }
  protected doDelete(path: string): void {
    checkWrite({ kind: 'delete', path });
    this.writes.delete(this.db.doc(path));
  }
}

class AdminWriteBatch extends AdminWrites<AdminBatch> implements WriteBatch {
  set(path: string, data: DocData, options?: SetOptions): WriteBatch {
    this.doSet(path, data, options);
    return this;
  }
  update(path: string, data: DocData): WriteBatch {
    this.doUpdate(path, data);
    return this;
  }
  create(path: string, data: DocData): WriteBatch {
    this.doCreate(path, data);
    return this;
  }
  delete(path: string): WriteBatch {
    this.doDelete(path);
    return this;
  }
  async commit(): Promise<void> {
    await mapErrors(() => this.target.commit());
  }
}

class AdminTx extends AdminWrites<AdminTransaction> implements Transaction {
  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    return toSnap<T>(await mapErrors(() => this.target.get(this.db.doc(path))));
  }
  async query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
    const snap = await mapErrors(() => this.target.get(buildAdminQuery(this.db, spec)));
    return { docs: snap.docs.map((d) => toSnap<T>(d)) };
  }
  set(path: string, data: DocData, options?: SetOptions): Transaction {
    this.doSet(path, data, options);
    return this;
  }
  update(path: string, data: DocData): Transaction {
    this.doUpdate(path, data);
    return this;
  }
  create(path: string, data: DocData): Transaction {
    this.doCreate(path, data);
    return this;
  }
  delete(path: string): Transaction {
    this.doDelete(path);
    return this;
  }
}

/** The DocStore on firebase-admin's Firestore (Cloud Functions in production). */
export class AdminStore implements DocStore {
  constructor(private readonly db: Firestore) {}

  async get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>> {
    parseDocPath(path);
    return toSnap<T>(await mapErrors(() => this.db.doc(path).get()));
  }
  async getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]> {
    if (paths.length === 0) return [];
    paths.forEach((path) => parseDocPath(path));
    const snaps = await mapErrors(() => this.db.getAll(...paths.map((p) => this.db.doc(p))));
    return snaps.map((s) => toSnap<T>(s));
  }
  async query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>> {
    const snap = await mapErrors(() => buildAdminQuery(this.db, spec).get());
    return { docs: snap.docs.map((d) => toSnap<T>(d)) };
  }
  async count(spec: QuerySpec): Promise<number> {
    const snap = await mapErrors(() => buildAdminQuery(this.db, spec).count().get());
    return snap.data().count;
  }
  async sum(spec: QuerySpec, field: string): Promise<number> {
    const snap = await mapErrors(() =>
      buildAdminQuery(this.db, spec)
        .aggregate({ total: AggregateField.sum(field) })
        .get(),
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
      return this.db.doc(path).onSnapshot(
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
      return buildAdminQuery(this.db, spec).onSnapshot(
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
  async create(path: string, data: DocData): Promise<void> {
    await this.batch().create(path, data).commit();
  }
  async delete(path: string): Promise<void> {
    await this.batch().delete(path).commit();
  }
  newId(): string {
    return randomDocId();
  }
  batch(): WriteBatch {
    return new AdminWriteBatch(this.db, this.db.batch());
  }
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    return mapErrors(() => this.db.runTransaction((t) => fn(new AdminTx(this.db, t))));
  }
  async close(): Promise<void> {
    await this.db.terminate();
  }
}
