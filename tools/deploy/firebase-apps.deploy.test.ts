import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanBuild } from '../../scripts/built-app-findings.mjs';
import { FIREBASE_APPS, readWebConfig } from '../../scripts/firebase-web-config.mjs';

/**
 * `pnpm test:deploy`, apps half (issue 41): `pnpm build:firebase` builds the three apps from a sample project's web
 * config (firebase-web.sample.json) into a folder of its own, never over the embedded builds the journeys serve,
 * and nothing of the local machine may be left in them: no 127.0.0.1 address, no Auth emulator, no local store
 * driver, no demo- project.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const samplePath = join(root, 'firebase-web.sample.json');
const sample = readWebConfig(JSON.parse(await readFile(samplePath, 'utf8')));
let outDir = '';
let output = '';

beforeAll(
  async () => {
    outDir = await mkdtemp(join(tmpdir(), 'firebase-apps-'));
    const code = await new Promise<number>((done) => {
      const child = spawn(
        process.execPath,
        [join(root, 'scripts/build-firebase.mjs'), '--config', samplePath, '--out-dir', outDir],
        { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (exitCode) => done(exitCode ?? 1));
    });
    if (code !== 0) throw new Error(`pnpm build:firebase failed (${code}):\n${output}`);
  },
  // Three production builds one after the other (about 20 s of CPU each) on a busy 2-core machine.
  10 * 60_000,
);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe.each(FIREBASE_APPS)('the Firebase build of $name', ({ target }) => {
  it('holds nothing of the local machine: no loopback address, Auth emulator, local store driver or demo project', async () => {
    expect(await scanBuild(join(outDir, target))).toEqual([]);
  });

  it("talks to the sample project: its functions, its id and its App Check key are in the app's code", async () => {
    const dir = join(outDir, target, 'assets');
    const code = (
      await Promise.all(
        (await readdir(dir)).filter((f) => f.endsWith('.js')).map((f) => readFile(join(dir, f), 'utf8')),
      )
    ).join('\n');
    expect(code).toContain(sample.projectId);
    expect(code).toContain(sample.appCheckSiteKey);
    if (target !== 'admin') expect(code).toContain(sample.functionsBase);
  });
});
