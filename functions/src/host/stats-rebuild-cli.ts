/**
 * `pnpm stats:rebuild`: recounts the restaurants' counters (`restaurantStats`) from the raw data.
 *
 * Embedded store (default): the data folder of `pnpm start` (`.data` at the repository root, or `--data <dir>`),
 * opened as the host opens it (with the composite indexes of HOST_INDEXES_FILE, the repository's by default). Stop the host first: PGlite serves one process at a time.
 *
 * Firestore (production, a repair after an import): `--firestore` with Application Default Credentials and the
 * project in GCLOUD_PROJECT, e.g.
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=my-project pnpm stats:rebuild --firestore
 * Run it at a quiet hour: a write committed during the recount may be missed, and a second run sets it right.
 *
 * `--restaurant <id>` (repeatable) limits the recount to those restaurants.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DocStore } from '@app/data';
import { rebuildRestaurantStats } from '../lib/stats/rebuild-restaurant-stats';
import { systemClock } from '../lib/system-clock';
import { readHostEnv } from './config/env';
import { dataFolder } from './data-folder';
import { openEmbeddedStore } from './open-embedded-store';

const REPO_ROOT = join(import.meta.dirname, '../../..');

const { values } = parseArgs({
  // `pnpm stats:rebuild -- --data x` hands the separator on: it is not an end of options here.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    data: { type: 'string' },
    restaurant: { type: 'string', multiple: true },
    firestore: { type: 'boolean', default: false },
  },
});

async function openStore(): Promise<{ store: DocStore; where: string }> {
  if (values.firestore) {
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const { AdminStore } = await import('@app/data/admin');
    initializeApp();
    return { store: new AdminStore(getFirestore()), where: 'Firestore' };
  }
  const root = resolve(values.data ?? join(REPO_ROOT, '.data'));
  const { indexesFile } = readHostEnv();
  return { store: await openEmbeddedStore(dataFolder(root).store, indexesFile, systemClock), where: root };
}

const { store, where } = await openStore();
try {
  const started = performance.now(); // the rebuild's duration, printed
  const report = await rebuildRestaurantStats(store, { restaurantIds: values.restaurant });
  console.log(
    `restaurantStats recomptées (${where}) : ${report.documentsRead} documents lus, ` +
      `${report.written} écrites, ${report.deleted} supprimées, ${report.unchanged} déjà exactes ` +
      `en ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await store.close();
}
