import { cpus, loadavg } from 'node:os';
import type { DocStore } from '../src/docstore/port';
import { EmbeddedStore, loadIndexesFile } from '../src/drivers/embedded';
import { measure, type Measure } from './bench-tools';
import { seedStore, type SeedPlan } from './seed-store';

/**
 * Opens the benchmark's embedded store in `dir` with the given firestore.indexes.json, seeding the plan's
 * documents unless an earlier run left them there (BENCH_DATA_DIR keeps a seeded folder between runs).
 */
export async function openSeededStore(input: {
  dir: string;
  indexesPath: string;
  plan: SeedPlan;
}): Promise<EmbeddedStore> {
  const store = await EmbeddedStore.open({
    dataDir: input.dir,
    indexes: await loadIndexesFile(input.indexesPath),
  });
  const existing = await store.count({ collection: 'reservations' });
  if (existing < input.plan.reservations) {
    const started = performance.now();
    await seedStore(store, input.plan);
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (${input.dir}).`);
  } else {
    console.log(`Reusing ${existing} reservations in ${input.dir}.`);
  }
  return store;
}

const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

/** The path of one seeded reservation, spread over the whole collection. */
export const reservationPath = (plan: SeedPlan, i: number) =>
  `reservations/res-${String((i * 997) % plan.reservations).padStart(6, '0')}`;

/**
 * Untimed runs before each measure. The store runs Postgres compiled to WebAssembly, which V8 compiles again,
 * optimised, once its functions are hot: the first few hundred operations after the store opens run about twice
 * as slow (issue 38: 4.5 against 2.2 ms of CPU per update). A host that has been up for a minute is past that;
 * the figures are of such a host, not of its first seconds.
 */
export const STORE_WARMUP = { runs: 200, warmup: 200 };

/** Measures (a) to (c) of issue 4 on the store itself (server side): the day view, a customer page, a commit. */
export async function measureStoreQueries(store: DocStore, plan: SeedPlan): Promise<Measure[]> {
  let dayRows = 0;
  const dayQuery = await measure(
    '(a) one restaurant, one day of reservations',
    10,
    async (i) => {
      const snap = await store.query({
        collection: 'reservations',
        where: [
          { field: 'restaurantId', op: '==', value: pick(plan.restaurants, i) },
          { field: 'date', op: '==', value: pick(plan.days, i * 7) },
        ],
      });
      dayRows = snap.docs.length;
    },
    STORE_WARMUP,
  );
  console.log(`  (a) returns ${dayRows} reservations per query`);

  const customerPage = await measure(
    '(b) page of 20 customers by last visit',
    10,
    (i) =>
      store.query({
        collection: 'restaurantCustomers',
        where: [{ field: 'restaurantId', op: '==', value: pick(plan.restaurants, i) }],
        orderBy: [{ field: 'lastVisit', direction: 'desc' }],
        limit: 20,
      }),
    STORE_WARMUP,
  );

  const commit = await measure(
    '(c) commit of one reservation update',
    5,
    (i) =>
      store.update(reservationPath(plan, i), {
        status: i % 2 === 0 ? 'CONFIRMED' : 'SEATED',
        updatedAt: new Date().toISOString(),
      }),
    STORE_WARMUP,
  );
  return [dayQuery, customerPage, commit];
}

/** Tail latencies on a shared machine say more about the neighbours than about the store: print the load. */
export function printLoad(): void {
  const [load1] = loadavg();
  const contended = (load1 ?? 0) > cpus().length ? ' (contended: p95 inflated)' : '';
  console.log(`Load average ${load1?.toFixed(1)} on ${cpus().length} CPUs${contended}.`);
}
