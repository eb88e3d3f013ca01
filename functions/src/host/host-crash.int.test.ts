import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Crash safety: writes acknowledged by a callable must survive a SIGKILL of the host (no clean close), and the
 * store must open again from the same data folder. The host runs as a real child process, as under `pnpm start`.
 */
const functionsDir = join(import.meta.dirname, '../..');
const entry = join(import.meta.dirname, 'testing/crash-host.ts');
let dataDir: string | undefined;
let child: ChildProcess | undefined;
/** The running host's URL: port 0 gives each start a free port, so the test never collides with a dev host. */
let base = '';

function startChild(dir: string): Promise<ChildProcess> {
  // node --import tsx: one process, so SIGKILL hits the host itself (the tsx CLI would leave its child running).
  const proc = spawn(process.execPath, ['--import', 'tsx', entry, dir, '0'], {
    cwd: functionsDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /CRASH HOST READY (\S+)/.exec(out);
      if (ready?.[1]) {
        base = ready[1];
        resolve(proc);
      }
    });
    proc.once('exit', (code) => reject(new Error(`crash host exited early (${code})`)));
  });
}

function killHard(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function put(id: string, n: number): Promise<boolean> {
  try {
    const res = await fetch(`${base}/demo-resto/europe-west1/put`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { id, n } }),
    });
    return res.ok && ((await res.json()) as { result?: { ok?: boolean } }).result?.ok === true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (child && child.exitCode === null) await killHard(child);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('local host crash', () => {
  it('keeps every acknowledged write after SIGKILL and reopens the store', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'host-crash-'));
    child = await startChild(dataDir);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in parallel, so the kill lands while several commits are in flight.
    const writers = [0, 1, 2, 3].map(async (w) => {
      for (let n = 0; !stop; n += 1) {
        const id = `w${w}-${n}`;
        if (await put(id, n)) acknowledged.push(id);
        else break;
      }
    });
    while (acknowledged.length < 80) await new Promise((resolve) => setTimeout(resolve, 20));
    await killHard(child);
    stop = true;
    await Promise.all(writers);

    child = await startChild(dataDir);
    const res = await fetch(`${base}/store/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ spec: { collection: 'crash' } }),
    });
    const present = new Set(((await res.json()) as { docs: { id: string }[] }).docs.map((d) => d.id));
    const lost = acknowledged.filter((id) => !present.has(id));
    expect(lost).toEqual([]);
    expect(await put('after-restart', 1)).toBe(true);
  }, 120_000);
});
