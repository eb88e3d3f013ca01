/**
 * A Firestore emulator for the rules' integration test (firestore-rules.int.test.ts), Node only. The emulator is the
 * one engine that runs `firestore.rules` as production does; the product's embedded store judges reads with the
 * domain's evaluators instead, so the rules themselves are checked here.
 * - FIRESTORE_EMULATOR_HOST set: that emulator, under a project of its own (rules are per project, so the drivers'
 *   conformance run on the same emulator keeps its open rules);
 * - else the emulator of the Google Cloud SDK (`gcloud components install cloud-firestore-emulator`, or the path in
 *   FIRESTORE_EMULATOR_BIN) with a Java runtime, started on a free port for the test and stopped after it;
 * - else none, and the test says why it skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dataEnv } from '../config/env';

/** Where the test's emulator comes from, or why there is none. */
export type RulesEmulator =
  { kind: 'running'; host: string } | { kind: 'start'; bin: string } | { kind: 'none'; reason: string };

const SDK_EMULATOR_PATHS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
];

/** Finds the emulator the test can use. */
export function findRulesEmulator(
  env: { firestoreEmulatorHost?: string; firestoreEmulatorBin?: string } = dataEnv,
): RulesEmulator {
  const host = env.firestoreEmulatorHost;
  if (host) return { kind: 'running', host };
  const bin = [env.firestoreEmulatorBin, ...SDK_EMULATOR_PATHS].find(
    (path): path is string => !!path && existsSync(path),
  );
  if (!bin)
    return {
      kind: 'none',
      reason:
        'no Firestore emulator (FIRESTORE_EMULATOR_HOST, FIRESTORE_EMULATOR_BIN or the Google Cloud SDK)',
    };
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
    return { kind: 'none', reason: 'the Firestore emulator needs a Java runtime, and `java` is not on PATH' };
  return { kind: 'start', bin };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A started (or reused) emulator: its host and how to stop what this test started. */
export interface RulesEmulatorHandle {
  host: string;
  stop(): Promise<void>;
}

/** Starts the emulator on a free loopback port and waits until it serves (or fails after `timeoutMs`). */
export async function startRulesEmulator(
  found: Extract<RulesEmulator, { kind: 'running' | 'start' }>,
  timeoutMs = 90_000,
): Promise<RulesEmulatorHandle> {
  if (found.kind === 'running') return { host: found.host, stop: async () => {} };
  const port = await freePort();
  const child: ChildProcess = spawn(found.bin, ['start', '--host=127.0.0.1', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Firestore emulator not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev App Server is now running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Firestore emulator exited (${code}):\n${output}`));
    });
  });
  return {
    host: `127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The SDK's script starts java as its child: the whole group goes.
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** Loads a rules source into one project of the emulator. */
export async function loadRules(host: string, projectId: string, source: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
  });
  if (!response.ok)
    throw new Error(`Loading the rules failed: HTTP ${response.status} ${await response.text()}`);
}

type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { booleanValue: boolean }
  | { arrayValue: { values: RestValue[] } };

function restValue(value: string | number | boolean | string[]): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map((v) => ({ stringValue: v })) } };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'boolean') return { booleanValue: value };
  return { stringValue: value };
}

/**
 * Writes (or deletes, with `null`) one document as the emulator's owner, past the rules: the server's writes.
 */
export async function writeAsServer(
  host: string,
  projectId: string,
  path: string,
  data: Record<string, string | number | boolean | string[]> | null,
): Promise<void> {
  const url = `http://${host}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
  const response = await fetch(url, {
    method: data === null ? 'DELETE' : 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    ...(data === null
      ? {}
      : {
          body: JSON.stringify({
            fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, restValue(v)])),
          }),
        }),
  });
  if (!response.ok)
    throw new Error(`Writing ${path} failed: HTTP ${response.status} ${await response.text()}`);
}
