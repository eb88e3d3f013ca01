import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from './embedded-store';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));
const writer = fileURLToPath(new URL('./crash-writer.ts', import.meta.url));

/** Starts the writer, lets it acknowledge `acks` writes, kills it with SIGKILL; returns the last acknowledged write. */
function writeThenKill(dataDir: string, acks: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir], {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    let last = -1;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (/^\d+$/.test(line)) last = Number(line);
      if (last >= acks - 1 && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(last);
      else reject(new Error(`writer exited with ${code}: ${stderr}`));
    });
  });
}

describe('embedded store crash safety', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged write after SIGKILL, and the folder reopens',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'embedded-crash-'));
      dirs.push(dataDir);
      const last = await writeThenKill(dataDir, 60);
      expect(last).toBeGreaterThanOrEqual(59);

      const store = await EmbeddedStore.open({ dataDir, indexes: [] });
      try {
        const snaps = await store.getAll(Array.from({ length: last + 1 }, (_, i) => `crash/${i}`));
        const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
        expect(missing).toEqual([]);
        const counter = await store.get<{ n: number }>('crash_counter/c');
        // Odd writes are transactions that also count: every acknowledged one is in the counter.
        expect(counter.data?.n).toBeGreaterThanOrEqual(Math.floor((last + 1) / 2));
        // The reopened store keeps working, and its commit numbers continue after the recovered ones.
        await store.update('crash_counter/c', { n: 0 });
        expect((await store.get('crash_counter/c')).data).toEqual({ n: 0 });
      } finally {
        await store.close();
      }
    },
  );
});
