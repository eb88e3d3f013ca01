/**
 * Child process of crash-safety.int.test.ts: writes to an embedded store in a loop and prints the number of each
 * write once it is acknowledged, until the test kills it with SIGKILL. Run with `node --import tsx`.
 */
import { FieldValue } from '../../docstore/port';
import { EmbeddedStore } from './embedded-store';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer.ts <dataDir>');

const store = await EmbeddedStore.open({ dataDir, indexes: [] });
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  if (i % 2 === 0) {
    await store.set(`crash/${i}`, { i, pad: 'x'.repeat(500) });
  } else {
    await store.runTransaction(async (tx) => {
      const counter = await tx.get<{ n: number }>('crash_counter/c');
      tx.set('crash_counter/c', { n: (counter.data?.n ?? 0) + 1 });
      tx.set(`crash/${i}`, { i, counted: FieldValue.serverTimestamp() });
    });
  }
  process.stdout.write(`${i}\n`);
}
