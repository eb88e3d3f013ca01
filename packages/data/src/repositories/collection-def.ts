import type { z } from 'zod';
import type { DocData, DocSnapshot } from '../docstore/port';
import { InvalidDocumentError, formatIssues } from './invalid-document-error';

/** A domain value together with the id of the document that holds it (the document id is the truth). */
export type Entity<T> = T & { id: string };

/**
 * One collection: its name and the zod schema of its documents. Repositories parse every document through it
 * on the way out of the store and every value on the way in, so nothing unchecked crosses the boundary.
 */
export interface CollectionDef<S extends z.ZodType> {
  readonly name: string;
  readonly schema: S;
}

export function defineCollection<S extends z.ZodType>(name: string, schema: S): CollectionDef<S> {
  return { name, schema };
}

/** `collection/id`, refusing ids that would address another path. */
export function docPath(def: { name: string }, id: string): string {
  if (!id || id.includes('/'))
    throw new Error(`Identifiant de document invalide pour ${def.name} : « ${id} »`);
  return `${def.name}/${id}`;
}

/** Result of parsing one snapshot: the entity, or the error describing why it is not one. */
export type ParseResult<T> = { ok: true; value: Entity<T> } | { ok: false; error: InvalidDocumentError };

/** Parses an existing snapshot; the document id is offered to the schema as `id` and always returned. */
export function parseSnapshot<S extends z.ZodType>(
  def: CollectionDef<S>,
  snap: DocSnapshot,
): ParseResult<z.output<S>> {
  const result = def.schema.safeParse({ ...(snap.data ?? {}), id: snap.id });
  if (!result.success) {
    return { ok: false, error: new InvalidDocumentError(snap.path, formatIssues(result.error.issues)) };
  }
  return { ok: true, value: withId(result.data, snap.id) };
}

function withId<T>(value: T, id: string): Entity<T> {
  if (value !== null && typeof value === 'object') return { ...value, id } as Entity<T>;
  throw new Error('Un schéma de document doit décrire un objet');
}

/**
 * Validates a value before it is written and turns it into stored data: the schema's output (defaults filled),
 * without `id` (the document id holds it) and without undefined fields, which Firestore refuses.
 */
export function toDocData<S extends z.ZodType>(
  def: CollectionDef<S>,
  id: string,
  value: z.input<S>,
): DocData {
  const input = value !== null && typeof value === 'object' ? { ...value, id } : value;
  const result = def.schema.safeParse(input);
  if (!result.success) {
    throw new InvalidDocumentError(`${def.name}/${id}`, formatIssues(result.error.issues));
  }
  const data = stripUndefined(result.data) as DocData;
  delete data.id;
  return data;
}

/** Removes undefined values at every depth (arrays keep their length: undefined items become null). */
export function stripUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : stripUndefined(item)));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = stripUndefined(item);
    }
    return out;
  }
  return value;
}
