/**
 * `pnpm --filter @app/data bench:store`: the embedded store alone under production-like volume (100,000
 * reservations, 20,000 customers), persisted in a folder, with the repository's firestore.indexes.json: figures
 * (a) to (c) with their targets. The root `pnpm bench:store` runs the local host's benchmark (functions), which
 * prints these and (d), the delay from a commit to an SSE subscriber, that only the host can measure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataEnv } from '../src/config/env';
import { report } from './bench-tools';
import { makePlan } from './seed-store';
import { measureStoreQueries, openSeededStore, printLoad } from './store-measures';

const indexesPath = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const dataDir = dataEnv.benchDataDir ?? (await mkdtemp(join(tmpdir(), 'store-bench-')));
const plan = makePlan();

const store = await openSeededStore({ dir: dataDir, indexesPath, plan });
try {
  const ok = report(await measureStoreQueries(store, plan));
  printLoad();
  console.log(
    '(d) commit → SSE subscriber needs the local host: run `pnpm bench:store` at the repository root.',
  );
  if (!ok) process.exitCode = 1;
} finally {
  await store.close();
  if (!dataEnv.benchDataDir) await rm(dataDir, { recursive: true, force: true });
}
