import type { DocStore } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';

/**
 * Opens the PGlite store of the data folder with the composite indexes of firestore.indexes.json, so a query that
 * production would refuse for lack of an index is refused here too.
 */
export async function openEmbeddedStore(dir: string, indexesFile: string): Promise<DocStore> {
  return EmbeddedStore.open({ dataDir: dir, indexes: await loadIndexesFile(indexesFile) });
}
