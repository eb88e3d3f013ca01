/**
 * `pnpm --filter @app/functions host`: the local host as a process (tsx, no build step). Reads its settings from
 * the environment, serves until SIGINT/SIGTERM, then closes the store cleanly so the data folder stays consistent.
 */
import * as logger from 'firebase-functions/logger';
import { exportFirebaseEnv, readHostEnv } from './config/env';

const env = readHostEnv();
// Before any Firebase module loads: firebase-admin and firebase-functions read these at import or first use.
exportFirebaseEnv(env);

const { getApps, initializeApp } = await import('firebase-admin/app');
const { authAdmin } = await import('../lib/auth-admin');
const { prepareDemoData } = await import('./demo-data');
const { backfillDinerCopies } = await import('../lib/diner-copies/backfill-diner-copies');
const { migrateVoucherStaffFields } = await import('../callables/loyalty/migrate-voucher-staff-fields');
const { firebaseTokenVerifier } = await import('./auth/token-verifier');
const { openEmbeddedStore } = await import('./open-embedded-store');
const { startHost } = await import('./start-host');
const { policyReadGate } = await import('./store-api/policy-gate');
const { waitForAuthEmulator } = await import('./wait-for-auth-emulator');
const { HOST_FUNCTIONS: functions } = await import('./host-functions');

// The default app: firebase-functions' callables verify ID tokens with it.
const adminApp =
  getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp({ projectId: env.projectId });
if (!(await waitForAuthEmulator(env.authEmulatorHost, 90_000))) {
  logger.error(`Auth emulator not reachable on ${env.authEmulatorHost}`);
  process.exit(1);
}

const host = await startHost({
  dataDir: env.dataDir,
  port: env.port,
  listenHost: env.listenHost,
  smtpPort: env.smtpPort,
  projectId: env.projectId,
  region: env.region,
  urls: env.urls,
  extraOrigins: env.extraOrigins,
  functions,
  openStore: (dir, now) => openEmbeddedStore(dir, env.indexesFile, now),
  gate: policyReadGate,
  // Only sessions the host signed reach this verifier (HostOptions.sessions): an unsigned token is refused first.
  verify: firebaseTokenVerifier(adminApp),
  sessions: { authEmulatorHost: env.authEmulatorHost },
  cron: env.cron,
  localToken: env.localToken,
  ...(env.passwordHashCost ? { passwordHashCost: env.passwordHashCost } : {}),
  beforeServe: async ({ store, now, smsSink }) => {
    // Demo data on the first start only; the start script prints the logins this writes into the data folder.
    if (env.seed)
      await prepareDemoData({ store, auth: authAdmin(), dataDir: env.dataDir, now: now(), smsSink });
    // A data folder made before the diners' copies of their reservations existed gets them once.
    await backfillDinerCopies(store, now());
    // One made before vouchers stopped naming the staff who applied them has them moved (issue 49).
    await migrateVoucherStaffFields(store, now());
  },
});
// start.mjs and Playwright wait for this line or for /health.
console.log(`HOST READY ${host.url} (data: ${env.dataDir})`);
// A token the host drew itself is known to nobody else: say it (the start script passes and prints its own).
if (!env.localToken) console.log(`Boîte mail de test : ${host.url}/mailbox?token=${host.localToken}`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: stopping the local host`);
  try {
    await host.close();
    process.exit(0);
  } catch (err) {
    logger.error('local host did not stop cleanly', err);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
