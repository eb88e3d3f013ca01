/**
 * A host process for the crash test: the embedded store in the data folder given as argument, one callable that
 * writes a document and answers once the store acknowledged it, and an open read policy. Not used by the product.
 * Usage: tsx crash-host.ts <dataDir> <port>
 */
import { onCall } from 'firebase-functions/v2/https';
import { runtime } from '../../lib/runtime';
import { openEmbeddedStore } from '../open-embedded-store';
import { startTestHost } from './start-test-host';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: crash-host.ts <dataDir> <port>');

const host = await startTestHost({
  dataDir,
  port: Number(port),
  functions: {
    put: onCall<{ id: string; n: number }>(async (request) => {
      await runtime().store.set(`crash/${request.data.id}`, { n: request.data.n, payload: 'x'.repeat(512) });
      return { ok: true };
    }),
  },
  openStore: (dir) =>
    openEmbeddedStore(dir, new URL('../../../../firestore.indexes.json', import.meta.url).pathname),
  gate: { canReadDoc: () => true, canRunQuery: () => true },
  verify: async () => {
    throw new Error('no tokens in the crash test');
  },
});
console.log(`CRASH HOST READY ${host.url}`);
