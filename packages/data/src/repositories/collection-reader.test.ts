import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DocReader, DocSnapshot, QueryUpdate } from '../docstore/port';
import { defineCollection, stripUndefined, toDocData } from './collection-def';
import { CollectionReader } from './collection-reader';
import { InvalidDocumentError } from './invalid-document-error';

// A reader over fixed documents: enough to pin the parsing contract without a store (the store-backed
// behaviour is covered by the *.int.test.ts files against the embedded driver).
function fixedReader(docs: Record<string, Record<string, unknown>>) {
  const snap = (path: string): DocSnapshot => {
    const id = path.split('/')[1] ?? '';
    const data = docs[path];
    return { id, path, exists: data !== undefined, data };
  };
  let docListener: ((s: DocSnapshot) => void) | undefined;
  let queryListener: ((u: QueryUpdate) => void) | undefined;
  const reader = {
    get: async (path: string) => snap(path),
    getAll: async (paths: string[]) => paths.map(snap),
    query: async () => ({ docs: Object.keys(docs).map(snap) }),
    count: async () => Object.keys(docs).length,
    sum: async () => 0,
    onDoc: (path: string, next: (s: DocSnapshot) => void) => {
      docListener = next;
      next(snap(path));
      return () => undefined;
    },
    onQuery: (_spec: unknown, next: (u: QueryUpdate) => void) => {
      queryListener = next;
      return () => undefined;
    },
  } as unknown as DocReader;
  return {
    reader,
    snap,
    emitDoc: (s: DocSnapshot) => docListener?.(s),
    emitQuery: (u: QueryUpdate) => queryListener?.(u),
  };
}

const PetSchema = z.object({ id: z.string(), name: z.string().min(1), age: z.number().int().default(0) });
const pets = defineCollection('pets', PetSchema);

describe('CollectionReader', () => {
  it('returns parsed values with the document id and schema defaults', async () => {
    const { reader } = fixedReader({ 'pets/a': { name: 'Rex' } });
    const repo = new CollectionReader(reader, pets);
    expect(await repo.get('a')).toEqual({ id: 'a', name: 'Rex', age: 0 });
    expect(await repo.get('missing')).toBeNull();
  });

  it('throws a clear error naming the document and the field of an invalid document', async () => {
    const { reader } = fixedReader({ 'pets/bad': { name: '', age: 'old' } });
    const repo = new CollectionReader(reader, pets);
    const error = await repo.get('bad').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InvalidDocumentError);
    expect((error as InvalidDocumentError).path).toBe('pets/bad');
    expect((error as InvalidDocumentError).message).toMatch(/pets\/bad/);
    expect((error as InvalidDocumentError).issues.some((line) => line.startsWith('age:'))).toBe(true);
  });

  it('reports invalid documents to onInvalid and keeps the valid ones in lists', async () => {
    const { reader } = fixedReader({ 'pets/a': { name: 'Rex' }, 'pets/b': { name: 3 } });
    const onInvalid = vi.fn();
    const repo = new CollectionReader(reader, pets, { onInvalid });
    expect((await repo.query({})).map((p) => p.id)).toEqual(['a']);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toBeInstanceOf(InvalidDocumentError);
  });

  it('refuses ids that would address another path', async () => {
    const { reader } = fixedReader({});
    const repo = new CollectionReader(reader, pets);
    await expect(repo.get('a/b')).rejects.toThrow(/Identifiant de document invalide/);
  });

  it('routes a parse failure of a live document to the error callback, not to the driver', () => {
    const { reader, emitDoc } = fixedReader({ 'pets/a': { name: 'Rex' } });
    const repo = new CollectionReader(reader, pets);
    const next = vi.fn();
    const error = vi.fn();
    repo.watch('a', next, error);
    expect(next).toHaveBeenLastCalledWith({ id: 'a', name: 'Rex', age: 0 });
    expect(() => emitDoc({ id: 'a', path: 'pets/a', exists: true, data: { name: 5 } })).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.any(InvalidDocumentError));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('delivers live lists with the ids that changed', () => {
    const { reader, emitQuery } = fixedReader({});
    const repo = new CollectionReader(reader, pets);
    const next = vi.fn();
    repo.watchQuery({}, next);
    const doc: DocSnapshot = { id: 'a', path: 'pets/a', exists: true, data: { name: 'Rex', age: 2 } };
    emitQuery({ docs: [doc], changes: [{ type: 'added', doc }] });
    expect(next).toHaveBeenCalledWith({
      items: [{ id: 'a', name: 'Rex', age: 2 }],
      changes: [{ type: 'added', id: 'a' }],
    });
  });
});

describe('toDocData', () => {
  it('validates, fills defaults, drops the id and undefined fields', () => {
    const Schema = z.object({
      id: z.string(),
      name: z.string(),
      note: z.string().optional(),
      age: z.number().default(1),
    });
    const def = defineCollection('pets', Schema);
    expect(toDocData(def, 'a', { id: 'ignored', name: 'Rex', note: undefined })).toEqual({
      name: 'Rex',
      age: 1,
    });
    expect(() => toDocData(def, 'a', { id: 'a', name: 4 as unknown as string })).toThrow(
      InvalidDocumentError,
    );
  });

  it('strips undefined at every depth but keeps array positions', () => {
    expect(stripUndefined({ a: { b: undefined, c: 1 }, list: [1, undefined] })).toEqual({
      a: { c: 1 },
      list: [1, null],
    });
  });
});
