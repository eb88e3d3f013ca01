/**
 * The deploy folder handled as Firebase handles it (deploy-check.deploy.test.ts):
 * - Cloud Build installs its dependencies with `npm install --omit=dev` from the generated package.json;
 * - the Firebase CLI discovers the functions by running firebase-functions' own `firebase-functions` binary from
 *   that folder, in a process whose environment is the CLI's short list (PATH, HOME, the project's id and
 *   FIREBASE_CONFIG, the team's .env values): no secret, no emulator variable (firebase-tools
 *   deploy/functions/runtimes/node: spawnFunctionsProcess, execAdmin). The binary imports index.js, reads each
 *   export's `__endpoint` and writes the manifest the CLI then parses with its own `yamlToBuild`.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestEndpoint } from './function-listing';

const functionsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A module of firebase-tools (pinned in devDependencies), for the steps where the CLI's own code says what a deploy
 * would accept: its manifest parser and its .env reader. They are the CLI's inner files, read by a test only.
 */
function firebaseTools<T>(path: string): T {
  return createRequire(join(functionsDir, 'package.json'))(`firebase-tools/lib/${path}`) as T;
}

/** What discovery keeps of the machine's environment (firebase-tools passes these two on). */
export interface MachineEnv {
  PATH: string;
  HOME: string;
}

/**
 * The environment npm gets: the machine's (proxies, HOME for its cache), less the `npm_config_*` variables pnpm
 * sets for its own scripts, which would change what npm installs.
 */
export function npmEnv(parent: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(parent).filter(([key]) => !/^npm_/i.test(key)));
}

export interface ChildResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command to its end, keeping its output (measuring its duration is the one use of the wall clock here). */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): Promise<ChildResult> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr, ms: Math.round(performance.now() - started) }));
  });
}

/** `npm install --omit=dev` in the deploy folder, as Cloud Build does (with npmEnv's environment). */
export async function installLikeCloudBuild(
  deployDir: string,
  env: Record<string, string | undefined>,
): Promise<ChildResult> {
  const result = await run(
    'npm',
    ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: deployDir, env },
  );
  if (result.code !== 0) throw new Error(`npm install failed (${result.code}):\n${result.stderr}`);
  return result;
}

/** What the CLI's discovery is given: its environment and the manifest's path. */
export function discoveryEnv(
  machine: MachineEnv,
  projectId: string,
  userEnv: Record<string, string>,
  manifestPath: string,
): Record<string, string | undefined> {
  return {
    ...userEnv,
    ...firebaseTools<{ loadFirebaseEnvs: (config: object, projectId: string) => Record<string, string> }>(
      'functions/env.js',
    ).loadFirebaseEnvs({ projectId, storageBucket: `${projectId}.firebasestorage.app` }, projectId),
    GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
    FUNCTIONS_CONTROL_API: 'true',
    FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath,
    HOME: machine.HOME,
    PATH: machine.PATH,
  };
}

/** The endpoints the CLI would deploy, parsed by firebase-tools itself (a failure to load throws its output). */
export async function discoverLikeFirebaseCli(
  deployDir: string,
  env: Record<string, string | undefined>,
  projectId: string,
): Promise<{ endpoints: Record<string, ManifestEndpoint>; load: ChildResult }> {
  const manifestPath = env.FUNCTIONS_MANIFEST_OUTPUT_PATH ?? '';
  const binary = join(deployDir, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js');
  const load = await run(process.execPath, [binary, deployDir], { cwd: deployDir, env });
  if (load.code !== 0) throw new Error(`Discovery failed (${load.code}):\n${load.stderr}\n${load.stdout}`);
  const manifest: unknown = JSON.parse(await readFile(manifestPath, 'utf8'));
  // The CLI's own parser: what it refuses, a deploy would refuse.
  const discovery = firebaseTools<{
    yamlToBuild: (
      yaml: unknown,
      project: string,
      region: string,
      runtime: string,
    ) => { endpoints: Record<string, ManifestEndpoint> };
  }>('deploy/functions/runtimes/discovery/index.js');
  return { endpoints: discovery.yamlToBuild(manifest, projectId, 'us-central1', 'nodejs22').endpoints, load };
}

/** Calls every callable of the installed folder once without App Check (scripts/probe-callables.mjs → output). */
export async function probeAppCheck(
  deployDir: string,
  env: Record<string, string | undefined>,
  output: string,
): Promise<Record<string, boolean>> {
  const probe = join(functionsDir, 'scripts', 'probe-callables.mjs');
  const result = await run(process.execPath, [probe, deployDir, output], { cwd: deployDir, env });
  if (result.code !== 0) throw new Error(`App Check probe failed (${result.code}):\n${result.stderr}`);
  return JSON.parse(await readFile(output, 'utf8')) as Record<string, boolean>;
}

/** A functions .env file read by the CLI's own parser, which also refuses the keys Firebase reserves. */
export async function readFunctionsEnvFile(path: string): Promise<Record<string, string>> {
  return firebaseTools<{ parseStrict: (text: string) => Record<string, string> }>(
    'functions/env.js',
  ).parseStrict(await readFile(path, 'utf8'));
}

/** What the CLI says of a firebase.json (its own schema): every complaint, none when it is valid. */
export function firebaseJsonComplaints(config: unknown): string[] {
  const validate = firebaseTools<{
    getValidator: () => ((value: unknown) => boolean) & { errors?: unknown[] | null };
    getErrorMessage: (error: unknown) => string;
  }>('firebaseConfigValidate.js');
  const validator = validate.getValidator();
  return validator(config) ? [] : (validator.errors ?? []).map((error) => validate.getErrorMessage(error));
}
