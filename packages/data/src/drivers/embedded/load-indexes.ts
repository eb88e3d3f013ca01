import { readFile } from 'node:fs/promises';
import type { IndexDefinition, IndexesFile } from './indexes';

/** Reads the composite indexes of a firestore.indexes.json file. */
export async function loadIndexesFile(path: string): Promise<IndexDefinition[]> {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<IndexesFile>;
  if (!Array.isArray(parsed.indexes)) throw new Error(`${path}: "indexes" must be an array.`);
  for (const def of parsed.indexes) {
    if (typeof def.collectionGroup !== 'string' || !Array.isArray(def.fields) || def.fields.length === 0) {
      throw new Error(`${path}: every index needs a collectionGroup and fields.`);
    }
  }
  return parsed.indexes;
}
