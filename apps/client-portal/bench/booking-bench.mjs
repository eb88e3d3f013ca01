// Benchmark of the public booking route (issue 7), run by `pnpm bench` (or `pnpm --filter @app/client-portal bench`):
//   1. the gzipped size of the JavaScript the booking page /reservation/{slug} really loads (target ≤ 150 KB);
//   2. Lighthouse's mobile performance score of that page (target ≥ 95), median of three runs.
//
// Everything runs on ports picked free at start, never the fixed ones of `pnpm start` and the Playwright runs
// (5001, 9099, 2525, 4173-4175), so the bench can run beside them: a Firebase Auth emulator and the real local
// host (functions, embedded store, demo data) in a temporary folder, a production build of the portal pointed at
// that host in another temporary folder (dist/ is left to the journeys), and a small static server that, like
// Firebase Hosting, serves it gzip-compressed with the SPA rewrite.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const root = path.resolve(appDir, '../..');
const functionsDir = path.join(root, 'functions');
const PROJECT = 'demo-resto';
const SLUG = 'au-bureau';
const TARGET_KB = 150;
const TARGET_SCORE = 95;
const RUNS = 3;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Text found only in the Firestore SDK (its backend host and its error class), never in the callable client. */
const FIRESTORE_MARKERS = ['firestore.googleapis.com', 'FirestoreError'];

const log = (...args) => console.log(...args);
const children = [];
const work = mkdtempSync(path.join(tmpdir(), 'booking-bench-'));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(name, command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const entry = { name, child, exited: false, stderr: () => stderr };
  child.on('exit', () => (entry.exited = true));
  children.push(entry);
  return entry;
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} → ${code}\n${output.slice(-3000)}`)),
    );
  });
}

async function waitFor(url, label, ms, entry) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (entry?.exited) throw new Error(`${label} s'est arrêté :\n${entry.stderr()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} ne répond pas sur ${url} après ${ms / 1000} s`);
}

async function stopAll() {
  for (const entry of children.reverse()) {
    if (entry.exited) continue;
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      continue;
    }
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-entry.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 15_000);
      entry.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  rmSync(work, { recursive: true, force: true });
}

/** The embedded backend, as `pnpm start --e2e` runs it, but on the ports given. */
async function startBackend(ports, portalOrigin) {
  const authDir = path.join(work, 'auth');
  const dataDir = path.join(work, 'data');
  for (const dir of [authDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  await import('node:fs/promises').then((fs) => Promise.all([fs.mkdir(authDir), fs.mkdir(dataDir)]));
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
      HOST_SEED: '1',
      HOST_CRON: '0',
    },
  });
  await waitFor(`http://127.0.0.1:${ports.host}/health`, "L'hôte local", 240_000, host);
}

/** A production build of the portal whose callables reach the bench's host. */
async function buildPortal(outDir, hostPort) {
  const hostUrl = `http://127.0.0.1:${hostPort}`;
  await run('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: appDir,
    env: {
      ...process.env,
      VITE_BACKEND: 'embedded',
      VITE_FUNCTIONS_BASE: `${hostUrl}/${PROJECT}/europe-west1`,
      VITE_STORE_BASE: `${hostUrl}/store`,
      VITE_FIREBASE_PROJECT_ID: PROJECT,
    },
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Static hosting as Firebase Hosting does it: files as they are, gzip when accepted, index.html for the rest. */
function serveStatic(dir, port) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const compressible = ['.html', '.js', '.css', '.json', '.svg', '.webmanifest'].includes(ext);
    if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** One Lighthouse run with its default (mobile) settings: Moto G Power emulation, simulated slow 4G, 4× CPU. */
async function lighthouseOnce(url) {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse sans résultat');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (n) => (n / 1024).toFixed(1);

async function main() {
  const ports = {
    auth: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    host: await freePort(),
    smtp: await freePort(),
    web: await freePort(),
  };
  const origin = `http://127.0.0.1:${ports.web}`;
  const outDir = path.join(work, 'dist');
  log(
    `Banc de la réservation en ligne — ports ${Object.entries(ports)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  log('→ build de production du portail et backend embarqué (Auth, hôte local, données de démo)...');
  await Promise.all([buildPortal(outDir, ports.host), startBackend(ports, origin)]);
  const server = await serveStatic(outDir, ports.web);
  const url = `${origin}/reservation/${SLUG}`;

  try {
    const lhrs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await lighthouseOnce(url);
      if (lhr.runtimeError) throw new Error(`Lighthouse : ${lhr.runtimeError.message}`);
      lhrs.push(lhr);
      log(`  Lighthouse ${i + 1}/${RUNS} : ${Math.round(lhr.categories.performance.score * 100)}`);
    }

    // 1. The JavaScript the page really loaded (Lighthouse's network log), each file gzipped from the build.
    const requests = lhrs[0].audits['network-requests'].details.items;
    const scripts = [
      ...new Set(
        requests
          .filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
          .map((r) => new URL(r.url).pathname),
      ),
    ];
    let raw = 0;
    let gzip = 0;
    const firestoreHits = [];
    log(`\nRoute de réservation ${url.replace(origin, '')} — JavaScript chargé`);
    for (const file of scripts) {
      const bytes = readFileSync(path.join(outDir, file));
      const gz = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzip += gz;
      const text = bytes.toString('utf8');
      if (FIRESTORE_MARKERS.some((marker) => text.includes(marker))) firestoreHits.push(file);
      log(`  ${file.padEnd(44)} ${kb(gz).padStart(7)} KB gzip`);
    }
    const sizeOk = gzip / 1024 <= TARGET_KB;
    log(`  total : ${kb(raw)} KB brut, ${kb(gzip)} KB gzip (cible ≤ ${TARGET_KB} KB) ${sizeOk ? '✓' : '✗'}`);
    log(
      `  SDK Firestore dans ces fichiers : ${firestoreHits.length === 0 ? 'aucun ✓' : `${firestoreHits.join(', ')} ✗`}`,
    );

    // 2. The performance score, median of the runs, with the metrics behind it.
    const scores = lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
    const score = median(scores);
    const chosen = lhrs[scores.indexOf(score)];
    const metric = (id) => chosen.audits[id].displayValue;
    const scoreOk = score >= TARGET_SCORE;
    log(`\nLighthouse mobile (${chosen.lighthouseVersion}, ${RUNS} passages : ${scores.join(', ')})`);
    log(
      `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
    log(`  performance : ${score} (cible ≥ ${TARGET_SCORE}) ${scoreOk ? '✓' : '✗'}\n`);
    if (!sizeOk || !scoreOk || firestoreHits.length > 0) process.exitCode = 1;
  } finally {
    server.close();
  }
}

try {
  await main();
} catch (err) {
  console.error(`\n✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
