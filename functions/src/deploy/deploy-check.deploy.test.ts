import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../../scripts/deploy-bundle';
import { HOST_FUNCTIONS } from '../host/host-functions';
import { compareDeployment } from './compare-deployment';
import { listDeployedFunctions, listHostFunctions, type ManifestEndpoint } from './function-listing';
import {
  discoverLikeFirebaseCli,
  discoveryEnv,
  firebaseJsonComplaints,
  installLikeCloudBuild,
  npmEnv,
  probeAppCheck,
  readFunctionsEnvFile,
  run,
} from './load-like-firebase';

/**
 * `pnpm test:deploy`, functions half (issue 41): what `firebase deploy` ships, handled as Firebase handles it. The
 * bundle is built into a folder of its own, its pinned dependencies installed by npm as Cloud Build installs them,
 * then loaded by firebase-functions' discovery binary in a process that has no secret and no emulator variable,
 * as the CLI loads it; its manifest must describe every function the local host serves, as production needs it.
 */
const PROJECT = 'resto-deploy-check';
const functionsDir = join(import.meta.dirname, '../..');
const repoDir = join(functionsDir, '..');

let workDir = '';
let deployDir = '';
let dependencies: Record<string, string> = {};
let userEnv: Record<string, string> = {};
let endpoints: Record<string, ManifestEndpoint> = {};
let refusedByAppCheck: Record<string, boolean> = {};

beforeAll(
  async () => {
    workDir = await mkdtemp(join(tmpdir(), 'deploy-check-'));
    deployDir = join(workDir, 'functions');
    // The portal's source shell stands for its Firebase build (same loader, same body): the check is the bundle.
    ({ dependencies } = await bundle(deployDir, {
      portalShell: join(repoDir, 'apps', 'client-portal', 'index.html'),
    }));
    const install = await installLikeCloudBuild(deployDir, npmEnv(process.env));
    userEnv = await readFunctionsEnvFile(join(functionsDir, '.env.example'));
    const env = discoveryEnv(
      { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? workDir },
      PROJECT,
      userEnv,
      join(workDir, 'functions.yaml'),
    );
    const discovered = await discoverLikeFirebaseCli(deployDir, env, PROJECT);
    endpoints = discovered.endpoints;
    refusedByAppCheck = await probeAppCheck(deployDir, env, join(workDir, 'app-check-refusals.json'));
    console.info(
      `[deploy check] npm install ${Math.round(install.ms / 1000)} s, discovery ${discovered.load.ms} ms ` +
        `(the CLI gives up after 10 s), ${Object.keys(endpoints).length} functions`,
    );
  },
  // npm downloads the bundle's dependencies (about 110 MB unpacked) when its cache is cold, as on a CI clone.
  5 * 60_000,
);

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the deployed functions', () => {
  it('are index.js and its chunks with the workspace code inlined and a package.json pinning its npm packages for Node 22', async () => {
    const pkg = JSON.parse(await readFile(join(deployDir, 'package.json'), 'utf8')) as {
      engines: { node: string };
      dependencies: Record<string, string>;
      main: string;
    };
    expect(pkg).toMatchObject({ main: 'index.js', engines: { node: '22' }, dependencies });
    expect(Object.keys(pkg.dependencies)).toEqual(
      expect.arrayContaining(['firebase-admin', 'firebase-functions', 'nodemailer']),
    );
    for (const [name, version] of Object.entries(pkg.dependencies)) {
      expect(name.startsWith('@app/'), name).toBe(false);
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
    }
    // index.js and the chunks it imports on a function's first request (issue 53), none importing a workspace package.
    const files = (await readdir(deployDir)).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect(await readFile(join(deployDir, file), 'utf8'), file).not.toMatch(/from\s*["']@app\//);
  });

  it('serve one function per instance as Cloud Run starts it (FUNCTION_TARGET), loading its module on the first request, App Check still enforced', async () => {
    const start = async (target: string, kind: string, path?: string) => {
      const child = join(functionsDir, 'scripts', 'cold-start-child.mjs');
      // As Cloud Run runs it: the discovery's environment without the discovery's own variables.
      const {
        FUNCTIONS_CONTROL_API: _discovery,
        FUNCTIONS_MANIFEST_OUTPUT_PATH: _manifest,
        ...machine
      } = discoveryEnv(
        { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? workDir },
        PROJECT,
        userEnv,
        '',
      );
      const env = { ...machine, FUNCTION_TARGET: target, COLD_START_KIND: kind };
      const result = await run(process.execPath, [child, deployDir, ...(path ? [path] : [])], {
        cwd: deployDir,
        env,
      });
      return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as { status: number; loadMs: number };
    };
    // A customer callable without an App Check token: refused by firebase-functions (401), not by its input check.
    expect((await start('getAvailability', 'callable')).status).toBe(401);
    // The booking page finds the portal's shell beside index.js from its chunk.
    expect((await start('bookingPage', 'https', '/reservation/')).status).toBe(200);
  });

  it('load with the settings of functions/.env.example, which holds no secret (Secret Manager does)', () => {
    expect(userEnv.SMTP_HOST).toBeTruthy();
    expect(Object.keys(userEnv).filter((key) => /PASS|SECRET|EMULATOR/.test(key))).toEqual([]);
  });

  it('are every function the local host serves, in europe-west1, jobs on Paris time, secrets declared, App Check on customer callables', () => {
    const host = listHostFunctions(HOST_FUNCTIONS);
    const deployed = listDeployedFunctions(endpoints, refusedByAppCheck);
    expect(compareDeployment(host, deployed)).toEqual([]);
    const count = (kind: string) => deployed.filter((fn) => fn.kind === kind).length;
    expect({ callables: count('callable') > 45, http: count('https'), jobs: count('schedule') }).toEqual({
      callables: true,
      http: 10,
      jobs: 9,
    });
    expect(deployed.filter((fn) => fn.appCheckEnforced).length).toBeGreaterThan(25);
  });

  it('are deployed by a firebase.json the CLI accepts', async () => {
    expect(
      firebaseJsonComplaints(JSON.parse(await readFile(join(repoDir, 'firebase.json'), 'utf8'))),
    ).toEqual([]);
    expect(firebaseJsonComplaints({ functions: [{ source: 'x', runtimee: 'nodejs22' }] })).toContainEqual(
      expect.stringMatching(/unknown property.*runtimee/),
    );
  });

  it("carry the portal's shell, which the booking and review pages' functions serve with their first screen", async () => {
    const shell = await readFile(join(deployDir, 'portal-shell.html'), 'utf8');
    expect(shell).toContain('data-static-shell');
    expect(endpoints.bookingPage?.httpsTrigger).toBeDefined();
    expect(endpoints.reviewPage?.httpsTrigger).toBeDefined();
  });

  it("serve firebase.json's Hosting rewrites: each names a deployed HTTP function in its region", async () => {
    const config = JSON.parse(await readFile(join(repoDir, 'firebase.json'), 'utf8')) as {
      hosting: { target: string; rewrites?: { function?: { functionId: string; region?: string } }[] }[];
    };
    const rewrites = config.hosting.flatMap((site) =>
      (site.rewrites ?? []).flatMap((rewrite) => (rewrite.function ? [rewrite.function] : [])),
    );
    expect(rewrites.length).toBeGreaterThan(0);
    for (const { functionId, region } of rewrites) {
      expect(endpoints[functionId]?.httpsTrigger, functionId).toBeDefined();
      expect(endpoints[functionId]?.region, functionId).toEqual([region]);
    }
  });
});
