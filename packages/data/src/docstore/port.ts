/**
 * The DocStore port (ARCHITECTURE §2): the operations the product needs, implemented by four drivers
 * (embedded PGlite, http to the local host, firestore-admin, firestore-web). Paths are Firestore-style:
 * a collection name, or `collection/docId/subcollection` for nested collections.
 */

/** A stored document's data: JSON values, plus Date for timestamps (drivers convert to and from their format). */
export type DocData = Record<string, unknown>;

export interface DocSnapshot<T extends DocData = DocData> {
  id: string;
  /** Full path: `collection/id`. */
  path: string;
  exists: boolean;
  /** Undefined when the document does not exist. */
  data: T | undefined;
}

export type WhereOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export interface WhereClause {
  field: string;
  op: WhereOp;
  value: unknown;
}

export interface OrderByClause {
  field: string;
  direction?: 'asc' | 'desc';
}

/** A query on one collection. Cursor values follow the orderBy fields, as in Firestore. */
export interface QuerySpec {
  collection: string;
  where?: WhereClause[];
  orderBy?: OrderByClause[];
  limit?: number;
  startAfter?: unknown[];
  startAt?: unknown[];
  endBefore?: unknown[];
  endAt?: unknown[];
}

export interface QuerySnapshot<T extends DocData = DocData> {
  docs: DocSnapshot<T>[];
}

/** What changed in a query subscription since the previous snapshot. */
export interface DocChange<T extends DocData = DocData> {
  type: 'added' | 'modified' | 'removed';
  doc: DocSnapshot<T>;
}

export interface QueryUpdate<T extends DocData = DocData> extends QuerySnapshot<T> {
  changes: DocChange<T>[];
}

export type Unsubscribe = () => void;

/** Field transforms applied by the store at commit time. */
export type FieldTransform =
  | { __transform: 'increment'; by: number }
  | { __transform: 'serverTimestamp' }
  | { __transform: 'arrayUnion'; values: unknown[] }
  | { __transform: 'arrayRemove'; values: unknown[] }
  | { __transform: 'delete' };

/** Helpers to write field transforms in set/update data. */
export const FieldValue = {
  increment: (by: number): FieldTransform => ({ __transform: 'increment', by }),
  serverTimestamp: (): FieldTransform => ({ __transform: 'serverTimestamp' }),
  arrayUnion: (...values: unknown[]): FieldTransform => ({ __transform: 'arrayUnion', values }),
  arrayRemove: (...values: unknown[]): FieldTransform => ({ __transform: 'arrayRemove', values }),
  delete: (): FieldTransform => ({ __transform: 'delete' }),
};

export interface SetOptions {
  /** Merge into the existing document instead of replacing it. */
  merge?: boolean;
}

/** Reads available everywhere, browsers included. */
export interface DocReader {
  get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>>;
  getAll<T extends DocData = DocData>(paths: string[]): Promise<DocSnapshot<T>[]>;
  query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>>;
  count(spec: QuerySpec): Promise<number>;
  sum(spec: QuerySpec, field: string): Promise<number>;
  onDoc<T extends DocData = DocData>(
    path: string,
    next: (snap: DocSnapshot<T>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe;
  onQuery<T extends DocData = DocData>(
    spec: QuerySpec,
    next: (update: QueryUpdate<T>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe;
}

/** Writes inside a transaction: reads first, then writes, all committed atomically or not at all. */
export interface Transaction {
  get<T extends DocData = DocData>(path: string): Promise<DocSnapshot<T>>;
  query<T extends DocData = DocData>(spec: QuerySpec): Promise<QuerySnapshot<T>>;
  set(path: string, data: DocData, options?: SetOptions): Transaction;
  update(path: string, data: DocData): Transaction;
  create(path: string, data: DocData): Transaction;
  delete(path: string): Transaction;
}

export interface WriteBatch {
  set(path: string, data: DocData, options?: SetOptions): WriteBatch;
  update(path: string, data: DocData): WriteBatch;
  create(path: string, data: DocData): WriteBatch;
  delete(path: string): WriteBatch;
  commit(): Promise<void>;
}

/** The server side: reads plus every write. Only functions and the local host hold one. */
export interface DocStore extends DocReader {
  set(path: string, data: DocData, options?: SetOptions): Promise<void>;
  /** Fails with code 'not-found' when the document does not exist. */
  update(path: string, data: DocData): Promise<void>;
  /** Create-if-absent: fails with code 'already-exists' when the document exists. */
  create(path: string, data: DocData): Promise<void>;
  delete(path: string): Promise<void>;
  /** A new random document id (20 characters, like Firestore's). */
  newId(): string;
  batch(): WriteBatch;
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** Error codes a driver raises, Firestore's names. */
export type StoreErrorCode =
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'invalid-argument'
  | 'permission-denied'
  | 'aborted'
  | 'unavailable';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}
