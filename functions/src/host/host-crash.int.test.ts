import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as productFunctions from '../index';
import { mountFunctions } from './mount-functions';
import { crashFunctions, type CrashReadBack as ReadBack } from './testing/crash-functions';
import { callCrashHost, killHard, startCrashChild, type CrashChild } from './testing/crash-child';

/**
 * Crash safety of the local host itself: the host process (the product's functions, the embedded store in a data
 * folder, the demo data) is killed with SIGKILL, no clean close, while four callers stream writes through a
 * callable; started again on the same folder, it must hold every write a caller saw acknowledged, each commit
 * whole (document and counter together), the demo data as they were, and keep serving writes.
 */
let dataDir: string | undefined;
let child: CrashChild | undefined;

const call = <T>(name: string, data: unknown) => callCrashHost<T>(child as CrashChild, name, data);

/** True only when the host answered that the write is committed. */
async function write(id: string, n: number): Promise<boolean> {
  try {
    return (await call<{ ok?: boolean }>('crashWrite', { id, n })).ok === true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (child) await killHard(child.proc);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('local host crash', () => {
  it('keeps every acknowledged write, whole, after SIGKILL of the host, and serves again', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'host-crash-'));
    child = await startCrashChild(dataDir);
    // The process killed below is the product's host: every function of the product is mounted beside the test's.
    const health = (await (await fetch(`${child.base}/health`)).json()) as {
      callables: number;
      jobs: string[];
    };
    const product = mountFunctions(productFunctions);
    expect(health.callables).toBe(product.callables.length + Object.keys(crashFunctions).length);
    expect([...health.jobs].sort()).toEqual([...product.jobs.keys()].sort());
    const before = await call<ReadBack>('crashReadBack', {});
    expect(before.reservations).toBeGreaterThan(100);

    const acknowledged = new Map<string, number>();
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    // Four writers in parallel, so the kill lands while several commits are in flight.
    const writers = [0, 1, 2, 3].map(async (w) => {
      for (let n = 0; !killed; n += 1) {
        const id = `w${w}-${n}`;
        inFlight += 1;
        const ok = await write(id, n);
        inFlight -= 1;
        if (!ok) break;
        acknowledged.set(id, n);
      }
    });
    while (acknowledged.size < 80) await new Promise((resolve) => setTimeout(resolve, 10));
    inFlightAtKill = inFlight;
    await killHard(child.proc);
    killed = true;
    await Promise.all(writers);
    expect(inFlightAtKill).toBeGreaterThan(0);

    child = await startCrashChild(dataDir);
    const after = await call<ReadBack>('crashReadBack', {});
    const stored = new Map(after.docs.map((doc) => [doc.id, doc.n]));
    const lost = [...acknowledged].filter(([id, n]) => stored.get(id) !== n).map(([id]) => id);
    expect(lost).toEqual([]);
    // Writes that committed without being acknowledged may be there too, but never half a transaction.
    expect(after.committed).toBe(after.docs.length);
    expect(after.reservations).toBe(before.reservations);

    expect(await write('after-restart', 1)).toBe(true);
    const again = await call<ReadBack>('crashReadBack', {});
    expect(again.committed).toBe(after.committed + 1);
  }, 180_000);
});
