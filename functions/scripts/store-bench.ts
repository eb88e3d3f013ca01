/**
 * `pnpm bench:store` (repository root): issue 4's benchmark on the embedded store with 100,000 reservations and
 * 20,000 customers, served by the local host. (a) to (c) are measured on the store; (d) is the delay from a commit
 * to a browser's live query: the http driver subscribed over SSE, through the host's read policy, to one
 * restaurant's day (about 300 reservations), as the back office's day view is. Prints p50/p95 beside the targets.
 * BENCH_DATA_DIR keeps the seeded host data folder between runs (a fresh temporary folder otherwise).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpReader, type QuerySpec } from '@app/data';
import { makePlan, measure, measureStoreQueries, openSeededStore, printLoad, report } from '@app/data/bench';
import type { ReaderIdentity } from '../src/host/auth/token-verifier';
import { startTestHost } from '../src/host/testing/start-test-host';
import { policyReadGate } from '../src/host/store-api/policy-gate';
import { systemClock } from '../src/lib/system-clock';

const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const keptDir = process.env.BENCH_DATA_DIR?.trim() || undefined;
const dataDir = keptDir ?? (await mkdtemp(join(tmpdir(), 'host-bench-')));
const plan = makePlan();
const restaurantId = plan.restaurants[0] as string;
const staff: ReaderIdentity = {
  uid: 'bench-staff',
  claims: { role: 'admin', restaurantIds: [restaurantId] },
};

const host = await startTestHost({
  dataDir,
  now: systemClock,
  openStore: (dir) => openSeededStore({ dir, indexesPath, plan }),
  gate: policyReadGate,
  verify: async (token) => {
    if (token !== staff.uid) throw new Error('invalid token');
    return staff;
  },
});

try {
  const measures = await measureStoreQueries(host.store, plan);

  const daySpec: QuerySpec = {
    collection: 'reservations',
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'date', op: '==', value: plan.days[3] },
    ],
  };
  const dayIds = (await host.store.query(daySpec)).docs.map((doc) => doc.id);
  const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => staff.uid });
  let waiting: { marker: string; resolve: () => void } | undefined;
  let firstSnapshot: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (firstSnapshot = resolve));
  const stop = reader.onQuery(
    daySpec,
    (update) => {
      firstSnapshot();
      const expected = waiting;
      if (expected && update.changes.some((change) => change.doc.data?.benchMarker === expected.marker)) {
        waiting = undefined;
        expected.resolve();
      }
    },
    (err) => {
      console.error('SSE subscription refused', err);
      process.exit(1);
    },
  );
  await subscribed;
  const runId = Date.now().toString(36);
  let sequence = 0;
  const sse = await measure(`(d) commit → SSE subscriber (a day of ${dayIds.length})`, 100, async (i) => {
    // Unique per write (measure repeats indexes after its warm-up; a kept folder holds earlier runs' markers).
    sequence += 1;
    const marker = `${runId}-${sequence}`;
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no SSE delivery of ${marker} within 5 s`)), 5_000);
      waiting = { marker, resolve: () => (clearTimeout(timer), resolve()) };
    });
    await host.store.update(`reservations/${dayIds[i % dayIds.length]}`, { benchMarker: marker });
    await arrived;
  });
  stop();

  const ok = report([...measures, sse]);
  printLoad();
  if (!ok) process.exitCode = 1;
} finally {
  await host.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
