import type { DocStore } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';

/**
 * Opens the PGlite store of the data folder with the composite indexes of firestore.indexes.json, so a query that
 * production would refuse for lack of an index is refused here too. `now` stamps server timestamps: the functions'
 * clock, so that a document's `updatedAt` and the time the functions read agree.
 */
export async function openEmbeddedStore(
  dir: string,
  indexesFile: string,
  now: () => Date,
): Promise<DocStore> {
  return EmbeddedStore.open({ dataDir: dir, indexes: await loadIndexesFile(indexesFile), now });
}
