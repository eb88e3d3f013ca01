import type { z } from 'zod';
import type { DocData, DocStore, Transaction, WriteBatch } from '../docstore/port';
import {
  type CollectionDef,
  type Entity,
  docPath,
  parseSnapshot,
  stripUndefined,
  toDocData,
} from './collection-def';
import type { CollectionQuery } from './collection-reader';

/**
 * Partial update data: any subset of the entity's fields, dotted paths (`restaurantStats.r1.points`) and field
 * transforms (FieldValue.increment ...). Not schema-checked (a partial cannot be), so keep updates small and
 * prefer `set` of a whole parsed value when the shape changes.
 */
export type UpdateData<T> = { [K in keyof T]?: unknown } & DocData;

/**
 * Server-side writes of one collection: whole values are validated with the schema before they are written.
 * The transaction helpers read with the same parsing as the repositories, and an invalid document read inside a
 * transaction always throws (a write must never build on data it cannot trust).
 */
export class CollectionWriter<S extends z.ZodType> {
  constructor(readonly def: CollectionDef<S>) {}

  path(id: string): string {
    return docPath(this.def, id);
  }

  /** Replaces the document with a validated value (an invalid value rejects and writes nothing). */
  async set(store: DocStore, id: string, value: z.input<S>): Promise<void> {
    return store.set(this.path(id), toDocData(this.def, id, value));
  }

  /** Creates the document; fails with 'already-exists' when it is there (create-if-absent). */
  async create(store: DocStore, id: string, value: z.input<S>): Promise<void> {
    return store.create(this.path(id), toDocData(this.def, id, value));
  }

  update(store: DocStore, id: string, data: UpdateData<z.output<S>>): Promise<void> {
    return store.update(this.path(id), stripUndefined(data) as DocData);
  }

  delete(store: DocStore, id: string): Promise<void> {
    return store.delete(this.path(id));
  }

  async txGet(tx: Transaction, id: string): Promise<Entity<z.output<S>> | null> {
    const snap = await tx.get(this.path(id));
    if (!snap.exists) return null;
    const parsed = parseSnapshot(this.def, snap);
    if (!parsed.ok) throw parsed.error;
    return parsed.value;
  }

  async txQuery(tx: Transaction, spec: CollectionQuery): Promise<Entity<z.output<S>>[]> {
    const snap = await tx.query({ ...spec, collection: this.def.name });
    return snap.docs.map((doc) => {
      const parsed = parseSnapshot(this.def, doc);
      if (!parsed.ok) throw parsed.error;
      return parsed.value;
    });
  }

  txSet(tx: Transaction, id: string, value: z.input<S>): Transaction {
    return tx.set(this.path(id), toDocData(this.def, id, value));
  }

  txCreate(tx: Transaction, id: string, value: z.input<S>): Transaction {
    return tx.create(this.path(id), toDocData(this.def, id, value));
  }

  txUpdate(tx: Transaction, id: string, data: UpdateData<z.output<S>>): Transaction {
    return tx.update(this.path(id), stripUndefined(data) as DocData);
  }

  txDelete(tx: Transaction, id: string): Transaction {
    return tx.delete(this.path(id));
  }

  batchSet(batch: WriteBatch, id: string, value: z.input<S>): WriteBatch {
    return batch.set(this.path(id), toDocData(this.def, id, value));
  }
}
