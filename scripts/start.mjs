// Starts the whole product on this machine: the Firebase Auth emulator, the local host (functions, store API,
// SMTP sink, files, jobs; demo data seeded on first start), then the three apps in development mode.
// Data survive a restart: the store, mails and files in .data/, Auth accounts exported to .data/auth on exit.
//
//   node scripts/start.mjs             everything, data in .data/
//   node scripts/start.mjs --e2e       backend only, fresh temporary data folder (Playwright's webServer)
//   node scripts/start.mjs --backend   backend only, data in .data/
//   node scripts/start.mjs --data=DIR  everything, data in DIR (the start smoke test uses a fresh one)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2e = process.argv.includes('--e2e');
const backendOnly = e2e || process.argv.includes('--backend');
const projectId = 'demo-resto';
const ports = { host: 5001, auth: 9099, smtp: 2525 };
const hostUrl = `http://127.0.0.1:${ports.host}`;
const dataArg = process.argv.find((arg) => arg.startsWith('--data='))?.slice('--data='.length);
const dataDir = e2e ? mkdtempSync(join(tmpdir(), 'resto-e2e-')) : (dataArg ?? join(root, '.data'));
const authDir = join(dataDir, 'auth');
// The secret of the host's tools (/mailbox, /__jobs), new at each start. Playwright passes its own in the
// environment (playwright.config.ts) so that the journeys can read the mailbox.
const localToken = process.env.LOCAL_HOST_TOKEN || randomBytes(24).toString('base64url');

const appOrigins = e2e
  ? { backoffice: 'http://127.0.0.1:4173', portal: 'http://127.0.0.1:4174', tablet: 'http://127.0.0.1:4175' }
  : { backoffice: 'http://127.0.0.1:5173', portal: 'http://127.0.0.1:5174', tablet: 'http://127.0.0.1:5175' };

const apps = [
  { filter: '@app/backoffice', label: 'Back-office (personnel)', url: `${appOrigins.backoffice}/login` },
  { filter: '@app/client-portal', label: 'Réservation en ligne', url: `${appOrigins.portal}/reservation` },
  { filter: '@app/client-portal', label: 'Espace client', url: `${appOrigins.portal}/client/login` },
  { filter: '@app/tablet', label: 'Tablette fidélité', url: `${appOrigins.tablet}/tablette` },
];

/**
 * In a terminal, children get their own process groups, so that Ctrl+C reaches each exactly once, in the order we
 * choose (the Auth emulator must get one SIGINT to export its accounts). Under Playwright they stay in our group:
 * whatever kills the group then kills them too, and nothing is left holding the ports.
 */
const detached = !e2e;
const children = [];

function signal(entry, name) {
  process.kill(detached ? -entry.child.pid : entry.child.pid, name);
}

function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    detached,
    stdio: ['ignore', options.quiet ? 'ignore' : options.hideDebug ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, ...options.env },
  });
  if (options.hideDebug) {
    // firebase-functions logs every callable's token check at DEBUG: keep the terminal for what matters.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.includes('"severity":"DEBUG"')) console.log(line);
    });
  }
  const entry = { name, child, exited: false, stopSignal: options.stopSignal ?? 'SIGTERM' };
  child.on('exit', (code, signal) => {
    entry.exited = true;
    if (!stopping) {
      console.error(`\n✖ ${name} s'est arrêté (${signal ?? code}) ; arrêt de l'ensemble.`);
      void stopAll(1);
    }
  });
  children.push(entry);
  return entry;
}

/** Thrown into the start sequence when a child died meanwhile and everything is being stopped. */
class Stopping extends Error {}

async function waitFor(url, label, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Stopping();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} ne répond pas sur ${url} après ${Math.round(timeoutMs / 1000)} s`);
}

function waitExit(entry, timeoutMs) {
  if (entry.exited) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        signal(entry, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, timeoutMs);
    entry.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // Apps first, then the host (closes the store cleanly), then Auth (exports its accounts on SIGINT).
  for (const entry of [...children].reverse()) {
    if (entry.exited) continue;
    try {
      signal(entry, entry.stopSignal);
    } catch {
      continue;
    }
    await waitExit(entry, entry.name === 'Auth' ? 20_000 : 10_000);
  }
  if (e2e) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGHUP', () => void stopAll(0));

const firebase = join(root, 'functions/node_modules/.bin/firebase');
const authArgs = ['emulators:start', '--only', 'auth', '--project', projectId];
if (!e2e) {
  if (existsSync(join(authDir, 'firebase-export-metadata.json'))) authArgs.push('--import', authDir);
  authArgs.push('--export-on-exit', authDir);
}

try {
  console.log(`→ Émulateur Firebase Auth (127.0.0.1:${ports.auth})`);
  start('Auth', firebase, authArgs, {
    quiet: true,
    stopSignal: 'SIGINT',
    env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  await waitFor(`http://127.0.0.1:${ports.auth}/`, "L'émulateur Auth", 90_000);

  console.log(`→ Hôte local (fonctions, données, e-mails) sur ${hostUrl} — données : ${dataDir}`);
  // node --import tsx rather than pnpm or the tsx CLI: one process, which gets the stop signal itself.
  start('Hôte local', process.execPath, ['--import', 'tsx', 'src/host/main.ts'], {
    cwd: join(root, 'functions'),
    hideDebug: true,
    env: {
      HOST_DATA_DIR: dataDir,
      HOST_PORT: String(ports.host),
      SMTP_SINK_PORT: String(ports.smtp),
      GCLOUD_PROJECT: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      APP_BACKOFFICE_URL: appOrigins.backoffice,
      APP_PORTAL_URL: appOrigins.portal,
      APP_TABLET_URL: appOrigins.tablet,
      // The dev servers and the preview builds may both talk to the host.
      HOST_EXTRA_ORIGINS:
        'http://127.0.0.1:5173,http://127.0.0.1:5174,http://127.0.0.1:5175,http://127.0.0.1:4173,http://127.0.0.1:4174,http://127.0.0.1:4175,http://resa.localhost:5174,http://resa.localhost:4174',
      LOCAL_HOST_TOKEN: localToken,
      // The booking page's HTML is made from the portal's build, which the previews serve (its dev server does
      // not ask for it).
      PORTAL_SHELL_FILE: join(root, 'apps', 'client-portal', 'dist', 'index.html'),
      HOST_SEED: '1',
      HOST_CRON: e2e ? '0' : '1',
      // The journeys play every diner, staff member and tablet through 127.0.0.1: per-address allowances ×20
      // there (per-subject limits unchanged); `pnpm start` keeps the real ones. They also register customers
      // and sign customers in by password in about sixty journeys: new password hashes at the test cost there
      // (scrypt N = 2^10 instead of 2^17, 3 s a sign-in at CI's load); `pnpm start` hashes at production's.
      ...(e2e ? { RATE_LIMIT_ADDRESS_FACTOR: '20', HOST_PASSWORD_HASH_COST: 'test' } : {}),
    },
  });
  await waitFor(`${hostUrl}/health`, "L'hôte local", 180_000);

  if (!backendOnly) {
    const viteEnv = {
      VITE_BACKEND: 'embedded',
      VITE_FUNCTIONS_BASE: `${hostUrl}/${projectId}/europe-west1`,
      VITE_STORE_BASE: `${hostUrl}/store`,
      // Browsers sign in through the host's Auth gateway, never at the emulator (issue 49).
      VITE_AUTH_EMULATOR: hostUrl,
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_PORTAL_URL: appOrigins.portal,
      VITE_TABLET_URL: appOrigins.tablet,
    };
    for (const filter of ['@app/backoffice', '@app/client-portal', '@app/tablet']) {
      start(filter, 'pnpm', ['--filter', filter, 'dev'], { env: viteEnv, quiet: true });
    }
    await Promise.all(Object.values(appOrigins).map((origin) => waitFor(origin, origin, 120_000)));
  }

  printSummary();
} catch (err) {
  if (!(err instanceof Stopping)) {
    console.error(`\n✖ ${err instanceof Error ? err.message : String(err)}`);
    await stopAll(1);
  }
}

function printSummary() {
  console.log('\nLe produit tourne :');
  if (!backendOnly) for (const app of apps) console.log(`  ${app.label.padEnd(28)} ${app.url}`);
  console.log(`  ${'Fonctions (hôte local)'.padEnd(28)} ${hostUrl}/${projectId}/europe-west1`);
  console.log(`  ${'Boîte mail de test'.padEnd(28)} ${hostUrl}/mailbox?token=${localToken}`);
  console.log(`  ${'SMS envoyés (boîte de test)'.padEnd(28)} ${hostUrl}/sms?token=${localToken}`);
  console.log(`  ${'Jeton local (x-local-token)'.padEnd(28)} ${localToken}`);
  const loginsFile = join(dataDir, 'demo-logins.json');
  if (existsSync(loginsFile)) {
    const logins = JSON.parse(readFileSync(loginsFile, 'utf8'));
    console.log('\nComptes de démonstration :');
    for (const member of logins.staff ?? []) {
      console.log(`  ${member.role.padEnd(13)} ${member.email.padEnd(28)} ${member.password}`);
    }
    if (logins.customer) {
      console.log(`  ${'client'.padEnd(13)} ${logins.customer.email.padEnd(28)} ${logins.customer.password}`);
    }
    if (logins.tabletCodes) {
      const codes = Object.entries(logins.tabletCodes).map(([name, code]) => `${name} : ${code}`);
      console.log(`  Codes tablette : ${codes.join(' · ')}`);
    }
  }
  console.log('\nCtrl+C pour arrêter.\n');
}
