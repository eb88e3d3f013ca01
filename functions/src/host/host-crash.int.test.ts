import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as productFunctions from '../index';
import { mountFunctions } from './mount-functions';

/**
 * Crash safety of the local host itself: the host process (the product's functions, the embedded store in a data
 * folder, the demo data) is killed with SIGKILL, no clean close, while four callers stream writes through a
 * callable; started again on the same folder, it must hold every write a caller saw acknowledged, each commit
 * whole (document and counter together), the demo data as they were, and keep serving writes.
 */
const functionsDir = join(import.meta.dirname, '../..');
const entry = join(import.meta.dirname, 'testing/crash-host.ts');
const PREFIX = '/demo-resto/europe-west1';
let dataDir: string | undefined;
let child: ChildProcess | undefined;
/** The running host's URL: each start takes a free port, so the test never collides with a dev host. */
let base = '';

interface ReadBack {
  docs: { id: string; n: unknown }[];
  committed: number;
  reservations: number;
}

function startChild(dir: string): Promise<ChildProcess> {
  // node --import tsx: one process, so SIGKILL hits the host itself (the tsx CLI would leave its child running).
  const proc = spawn(process.execPath, ['--import', 'tsx', entry, dir], {
    cwd: functionsDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /CRASH HOST READY (\S+)/.exec(out);
      if (ready?.[1]) {
        base = ready[1];
        proc.stdout?.off('data', onData);
        proc.stdout?.resume();
        resolve(proc);
      }
    };
    proc.stdout?.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`crash host exited early (${code}): ${out.slice(-2000)}`)));
  });
}

function killHard(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function call<T>(name: string, data: unknown): Promise<T> {
  const res = await fetch(`${base}${PREFIX}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  return ((await res.json()) as { result: T }).result;
}

/** True only when the host answered that the write is committed. */
async function write(id: string, n: number): Promise<boolean> {
  try {
    return (await call<{ ok?: boolean }>('crashWrite', { id, n })).ok === true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) await killHard(child);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('local host crash', () => {
  it('keeps every acknowledged write, whole, after SIGKILL of the host, and serves again', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'host-crash-'));
    child = await startChild(dataDir);
    // The process killed below is the product's host: every function of the product is mounted beside the test's.
    const health = (await (await fetch(`${base}/health`)).json()) as { callables: number; jobs: string[] };
    const product = mountFunctions(productFunctions);
    expect(health.callables).toBe(product.callables.length + 2);
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
    await killHard(child);
    killed = true;
    await Promise.all(writers);
    expect(inFlightAtKill).toBeGreaterThan(0);

    child = await startChild(dataDir);
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
