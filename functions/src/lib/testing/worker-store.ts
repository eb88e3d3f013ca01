import { fileURLToPath } from 'node:url';
import type { DocStore } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';

/**
 * The embedded store the integration benches of one vitest worker share (the functions' suite runs with
 * `isolate: false`: one module graph per worker, so this module's state outlives a test file). Opening PGlite
 * with the repository's indexes costs about two CPU seconds: paid once per worker instead of once in each of the
 * 36 files that open a bench. Each bench takes the store emptied (`reset()`, a TRUNCATE) and with its own
 * clock, so a file never sees another file's documents. A second bench opened while the first is still held
 * (two benches in one file) gets a store of its own, as every bench did before.
 */
export interface WorkerStore {
  store: EmbeddedStore;
  /** Gives the store back for the next file (which empties it), or closes it when it was a bench's own. */
  release(): Promise<void>;
}

const INDEXES_FILE = fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url));

let shared: Promise<EmbeddedStore> | undefined;
let held = false;
/** The clock of the bench holding the shared store (serverTimestamp reads it). */
let clock: () => Date = () => new Date();

async function openStore(now: () => Date): Promise<EmbeddedStore> {
  return EmbeddedStore.open({ dataDir: 'memory://', indexes: await loadIndexesFile(INDEXES_FILE), now });
}

/** The worker's store, empty, its serverTimestamp on `now`, until `release()`. */
export async function takeWorkerStore(now: () => Date): Promise<WorkerStore> {
  if (held) {
    const own = await openStore(now);
    return { store: own, release: () => own.close() };
  }
  held = true;
  clock = now;
  shared ??= openStore(() => clock());
  try {
    const store = await shared;
    await store.reset();
    return {
      store,
      async release() {
        await store.settled();
        held = false;
      },
    };
  } catch (err) {
    held = false;
    shared = undefined;
    throw err;
  }
}

/**
 * The worker's store as a test host's `openStore` (startTestHost): the host's close() gives it back instead of
 * closing it. Its serverTimestamp runs on `now`, the real clock unless told, as a store the host opened would.
 */
export async function workerStoreForHost(now: () => Date = () => new Date()): Promise<DocStore> {
  const { store, release } = await takeWorkerStore(now);
  return new Proxy(store, {
    get(target, key) {
      if (key === 'close') return release;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
