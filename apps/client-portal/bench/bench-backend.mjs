// The backend and the build the portal's bench measures: a Firebase Auth emulator and the real local host
// (functions, embedded store, demo data) in the bench's temporary folder, and a production build of the portal
// pointed at that host (dist/ is left to the journeys). Everything on the ports given, picked free at start.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, start, waitFor, work } from './bench-processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const appDir = path.resolve(here, '..');
const functionsDir = path.resolve(appDir, '../../functions');
export const PROJECT = 'demo-resto';

/** The embedded backend, as `pnpm start --e2e` runs it, but on the ports given. */
export async function startBackend(ports, portalOrigin) {
  const authDir = path.join(work, 'auth');
  const dataDir = path.join(work, 'data');
  for (const dir of [authDir, dataDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
  }
  writeFileSync(
    path.join(authDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const auth = start(
    'Auth emulator',
    path.join(functionsDir, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', PROJECT],
    {
      cwd: authDir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  await waitFor(`http://127.0.0.1:${ports.auth}/`, "L'émulateur Auth", 120_000, auth);
  const host = start('Local host', process.execPath, ['--import', 'tsx', 'src/host/main.ts'], {
    cwd: functionsDir,
    env: {
      ...process.env,
      HOST_DATA_DIR: dataDir,
      HOST_PORT: String(ports.host),
      SMTP_SINK_PORT: String(ports.smtp),
      GCLOUD_PROJECT: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      APP_PORTAL_URL: portalOrigin,
      HOST_EXTRA_ORIGINS: portalOrigin,
      // The booking page's HTML (the bookingPage function) is made from the build the bench serves.
      PORTAL_SHELL_FILE: path.join(work, 'dist', 'index.html'),
      HOST_SEED: '1',
      HOST_CRON: '0',
    },
  });
  await waitFor(`http://127.0.0.1:${ports.host}/health`, "L'hôte local", 240_000, host);
}

/** A production build of the portal whose callables and Auth emulator are the bench's. */
export async function buildPortal(outDir, ports) {
  const hostUrl = `http://127.0.0.1:${ports.host}`;
  await run('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: appDir,
    env: {
      ...process.env,
      VITE_BACKEND: 'embedded',
      VITE_FUNCTIONS_BASE: `${hostUrl}/${PROJECT}/europe-west1`,
      VITE_STORE_BASE: `${hostUrl}/store`,
      VITE_AUTH_EMULATOR: hostUrl,
      VITE_FIREBASE_PROJECT_ID: PROJECT,
    },
  });
}
