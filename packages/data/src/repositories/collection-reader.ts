import type { z } from 'zod';
import type { DocChange, DocReader, DocSnapshot, QuerySpec, Unsubscribe } from '../docstore/port';
import { type CollectionDef, type Entity, docPath, parseSnapshot } from './collection-def';
import type { RepositoryOptions } from './invalid-document-error';

/** A query on the repository's own collection (the collection name is filled in). */
export type CollectionQuery = Omit<QuerySpec, 'collection'>;

/** What a live list subscription delivers: the parsed list and which documents changed since the last one. */
export interface LiveList<T> {
  items: Entity<T>[];
  changes: { type: DocChange['type']; id: string }[];
}

/**
 * Typed reads of one collection over any DocReader (browser or server). Browser-safe: no Node import.
 * Every document is parsed with the collection's schema; see RepositoryOptions for invalid documents.
 */
export class CollectionReader<S extends z.ZodType> {
  constructor(
    private readonly reader: DocReader,
    readonly def: CollectionDef<S>,
    private readonly options: RepositoryOptions = {},
  ) {}

  /** The document with this id, or null when it does not exist. */
  async get(id: string): Promise<Entity<z.output<S>> | null> {
    return this.parseOne(await this.reader.get(docPath(this.def, id)));
  }

  /** The existing documents among these ids, in the order asked. */
  async getMany(ids: readonly string[]): Promise<Entity<z.output<S>>[]> {
    if (ids.length === 0) return [];
    const snaps = await this.reader.getAll(ids.map((id) => docPath(this.def, id)));
    return this.parseMany(snaps);
  }

  async query(spec: CollectionQuery): Promise<Entity<z.output<S>>[]> {
    const snap = await this.reader.query({ ...spec, collection: this.def.name });
    return this.parseMany(snap.docs);
  }

  count(spec: CollectionQuery): Promise<number> {
    return this.reader.count({ ...spec, collection: this.def.name });
  }

  sum(spec: CollectionQuery, field: string): Promise<number> {
    return this.reader.sum({ ...spec, collection: this.def.name }, field);
  }

  /** Live document: null while it does not exist. A parse failure goes to `error` (or onInvalid). */
  watch(
    id: string,
    next: (value: Entity<z.output<S>> | null) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    return this.reader.onDoc(
      docPath(this.def, id),
      (snap) => this.deliver(() => this.parseOne(snap), next, error),
      error,
    );
  }

  /** Live query: every update delivers the whole parsed list plus the ids that changed. */
  watchQuery(
    spec: CollectionQuery,
    next: (list: LiveList<z.output<S>>) => void,
    error?: (err: Error) => void,
  ): Unsubscribe {
    return this.reader.onQuery(
      { ...spec, collection: this.def.name },
      (update) =>
        this.deliver(
          () => ({
            items: this.parseMany(update.docs),
            changes: update.changes.map((change) => ({ type: change.type, id: change.doc.id })),
          }),
          next,
          error,
        ),
      error,
    );
  }

  /** Parses one snapshot: null when absent; invalid → onInvalid + null, or throw. */
  parseOne(snap: DocSnapshot): Entity<z.output<S>> | null {
    if (!snap.exists) return null;
    const parsed = parseSnapshot(this.def, snap);
    if (parsed.ok) return parsed.value;
    if (this.options.onInvalid) {
      this.options.onInvalid(parsed.error);
      return null;
    }
    throw parsed.error;
  }

  parseMany(snaps: readonly DocSnapshot[]): Entity<z.output<S>>[] {
    const out: Entity<z.output<S>>[] = [];
    for (const snap of snaps) {
      const value = this.parseOne(snap);
      if (value) out.push(value);
    }
    return out;
  }

  // A listener must not throw into the driver's delivery loop: parse failures are routed to the error callback.
  private deliver<V>(build: () => V, next: (value: V) => void, error?: (err: Error) => void): void {
    let value: V;
    try {
      value = build();
    } catch (err) {
      if (error) error(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    next(value);
  }
}
