/**
 * The host process of the crash test: the local host wired as `pnpm start` wires it (the product's function
 * exports, the embedded store in the given data folder with the repository's firestore.indexes.json, the domain's
 * read policy, the demo data seeded on the first start), plus two test callables. `crashWrite` commits, through the
 * product's own transaction helper, one document and a counter in the same transaction, and answers once the store
 * acknowledged the commit; `crashReadBack` lists what the store holds. Auth is the in-memory twin (no emulator).
 * Usage: node --import tsx crash-host.ts <dataDir>; prints `CRASH HOST READY <url>` once it serves.
 */
import { onCall } from 'firebase-functions/v2/https';
import * as productFunctions from '../../index';
import { createMemoryAuthAdmin } from '../../lib/auth-admin';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { prepareDemoData } from '../demo-data';
import { openEmbeddedStore } from '../open-embedded-store';
import { policyReadGate } from '../store-api/policy-gate';
import { startTestHost } from './start-test-host';
import { systemClock } from '../../lib/system-clock';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-host.ts <dataDir>');

/** Where crashWrite counts its commits: equal to the number of `crash` documents when every commit is whole. */
const CRASH_COUNTER = 'crash_meta/counter';

/** What crashReadBack answers (the test reads the same shape). */
interface CrashReadBack {
  docs: { id: string; n: unknown }[];
  committed: number;
  reservations: number;
}

const crashFunctions = {
  crashWrite: onCall<{ id: string; n: number }>(async (request) => {
    await transact(async (tx) => {
      const counter = await tx.get<{ count: number }>(CRASH_COUNTER);
      tx.set(`crash/${request.data.id}`, { n: request.data.n, payload: 'x'.repeat(512) });
      tx.set(CRASH_COUNTER, { count: (counter.data?.count ?? 0) + 1 });
    });
    return { ok: true };
  }),
  crashReadBack: onCall(async (): Promise<CrashReadBack> => {
    const { store } = runtime();
    const [crash, counter, reservations] = await Promise.all([
      store.query({ collection: 'crash' }),
      store.get<{ count: number }>(CRASH_COUNTER),
      store.count({ collection: 'reservations' }),
    ]);
    return {
      docs: crash.docs.map((doc) => ({ id: doc.id, n: doc.data?.n })),
      committed: counter.data?.count ?? 0,
      reservations,
    };
  }),
};

const host = await startTestHost({
  dataDir,
  // A host as `pnpm start` runs it, killed and started again: the machine's clock, as there.
  now: systemClock,
  functions: { ...productFunctions, ...crashFunctions },
  openStore: (dir, now) =>
    openEmbeddedStore(dir, new URL('../../../../firestore.indexes.json', import.meta.url).pathname, now),
  gate: policyReadGate,
  verify: async () => {
    throw new Error('no tokens in the crash test');
  },
  beforeServe: async ({ store, now }) => {
    await prepareDemoData({ store, auth: createMemoryAuthAdmin(), dataDir, now: now() });
  },
});
console.log(`CRASH HOST READY ${host.url}`);
