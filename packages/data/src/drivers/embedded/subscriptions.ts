import { matchesFilters } from '../../docstore/match-filters';
import type { NormalizedQuery } from '../../docstore/normalize-query';
import type { DocChange, DocData, DocSnapshot, QueryUpdate, Unsubscribe } from '../../docstore/port';

/** A stored document with the commit number that last wrote it. */
export interface VersionedDoc {
  id: string;
  path: string;
  data: DocData;
  version: number;
}

/** One document written by a commit. */
export interface CommittedChange {
  path: string;
  collection: string;
  after: DocData | undefined;
  before: DocData | undefined;
}

interface QueryListener {
  query: NormalizedQuery;
  last: Map<string, VersionedDoc> | undefined;
  next: (update: QueryUpdate) => void;
  error: ((err: Error) => void) | undefined;
  active: boolean;
}

interface DocListener {
  path: string;
  next: (snap: DocSnapshot) => void;
  active: boolean;
}

const snapshot = (doc: VersionedDoc): DocSnapshot => ({
  id: doc.id,
  path: doc.path,
  exists: true,
  data: structuredClone(doc.data),
});

/**
 * In-process delivery of document and query snapshots after each commit. Deliveries go through one queue so that
 * listeners see commits in order; a query is re-read only when a committed document matched its filters before or
 * after the write, so listeners on untouched collections or unrelated documents cost nothing.
 */
export class SubscriptionHub {
  private readonly docListeners = new Map<string, Set<DocListener>>();
  private readonly queryListeners = new Map<string, Set<QueryListener>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly read: {
      query(query: NormalizedQuery): Promise<VersionedDoc[]>;
      get(path: string): Promise<VersionedDoc | undefined>;
    },
  ) {}

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue
      .then(task)
      .catch((err: unknown) => console.error('DocStore subscription delivery failed', err));
  }

  /** Resolves when every delivery queued so far has been made (tests, orderly shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  onDoc(
    path: string,
    id: string,
    next: (snap: DocSnapshot) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    const listener: DocListener = { path, next, active: true };
    const set = this.docListeners.get(path) ?? new Set();
    set.add(listener);
    this.docListeners.set(path, set);
    this.enqueue(async () => {
      try {
        const doc = await this.read.get(path);
        if (listener.active)
          listener.next(doc ? snapshot(doc) : { id, path, exists: false, data: undefined });
      } catch (err) {
        listener.active = false;
        error?.(err as Error);
      }
    });
    return () => {
      listener.active = false;
      set.delete(listener);
      if (set.size === 0) this.docListeners.delete(path);
    };
  }

  onQuery(
    query: NormalizedQuery,
    next: (update: QueryUpdate) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    const listener: QueryListener = { query, last: undefined, next, error, active: true };
    const set = this.queryListeners.get(query.collection) ?? new Set();
    set.add(listener);
    this.queryListeners.set(query.collection, set);
    this.enqueue(() => this.refresh(listener));
    return () => {
      listener.active = false;
      set.delete(listener);
      if (set.size === 0) this.queryListeners.delete(query.collection);
    };
  }

  /** Called after each commit with the documents it wrote. */
  publish(changes: CommittedChange[], commitVersion: number): void {
    if (this.docListeners.size === 0 && this.queryListeners.size === 0) return;
    const docListeners = changes.flatMap((c) =>
      [...(this.docListeners.get(c.path) ?? [])].map((l) => ({ l, c })),
    );
    const queries = new Set<QueryListener>();
    for (const change of changes) {
      for (const l of this.queryListeners.get(change.collection) ?? []) {
        if (matchesFilters(l.query, change.before) || matchesFilters(l.query, change.after)) queries.add(l);
      }
    }
    if (docListeners.length === 0 && queries.size === 0) return;
    this.enqueue(async () => {
      for (const { l, c } of docListeners) {
        if (!l.active) continue;
        const id = c.path.slice(c.path.lastIndexOf('/') + 1);
        try {
          l.next(
            c.after
              ? snapshot({ id, path: c.path, data: c.after, version: commitVersion })
              : { id, path: c.path, exists: false, data: undefined },
          );
        } catch (err) {
          console.error('DocStore document listener threw', err);
        }
      }
      for (const l of queries) await this.refresh(l);
    });
  }

  private async refresh(listener: QueryListener): Promise<void> {
    if (!listener.active) return;
    let docs: VersionedDoc[];
    try {
      docs = await this.read.query(listener.query);
    } catch (err) {
      // Firestore ends a listener after an error (e.g. a missing index).
      listener.active = false;
      listener.error?.(err as Error);
      return;
    }
    if (!listener.active) return;
    const previous = listener.last;
    const current = new Map(docs.map((d) => [d.id, d]));
    const changes: DocChange[] = [];
    for (const [id, doc] of previous ?? [])
      if (!current.has(id)) changes.push({ type: 'removed', doc: snapshot(doc) });
    for (const doc of docs) {
      const before = previous?.get(doc.id);
      if (!before) changes.push({ type: 'added', doc: snapshot(doc) });
      else if (before.version !== doc.version) changes.push({ type: 'modified', doc: snapshot(doc) });
    }
    listener.last = current;
    if (previous && changes.length === 0) return;
    try {
      listener.next({ docs: docs.map(snapshot), changes });
    } catch (err) {
      console.error('DocStore query listener threw', err);
    }
  }
}
