// Benchmark of the public booking route (issue 7): gzipped JavaScript it loads, and Lighthouse's mobile
// performance score. Not part of the tests: run with `pnpm --filter @app/client-portal bench` (or `pnpm bench`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const dist = path.join(appDir, 'dist');
const HOST = 'http://127.0.0.1:5001';
const PREVIEW_PORT = 4184;
const TARGET_KB = 150;
const TARGET_SCORE = 95;

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} → ${code}`))));
  });
}

/** Every chunk a route module pulls in statically, the module itself included. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function bookingRouteBytes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const keys = new Set([
    ...closure(manifest, 'index.html'),
    ...closure(manifest, 'src/pages/booking-page.tsx'),
  ]);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file || !file.endsWith('.js')) continue;
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    const gz = gzipSync(bytes, { level: 9 }).length;
    gzip += gz;
    files.push({ file, gz });
  }
  return { raw, gzip, files };
}

async function reachable(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await reachable(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} ne répond pas`);
}

async function lighthouseScore() {
  const children = [];
  try {
    if (!(await reachable(`${HOST}/health`))) {
      children.push(spawn('pnpm', ['--filter', '@app/functions', 'host:e2e'], { stdio: 'ignore', detached: true }));
      await waitFor(`${HOST}/health`, 120_000);
    }
    const listing = await fetch(`${HOST}/demo-resto/europe-west1/listPublicRestaurants`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"data":{}}',
    }).then((r) => r.json());
    const slug = listing.result.restaurants[0].slug;
    children.push(
      spawn('pnpm', ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'], {
        cwd: appDir,
        stdio: 'ignore',
        detached: true,
      }),
    );
    const url = `http://127.0.0.1:${PREVIEW_PORT}/reservation/${slug}`;
    await waitFor(url, 30_000);
    const { launch } = await import('chrome-launcher');
    const lighthouse = (await import('lighthouse')).default;
    const chrome = await launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    } finally {
      await chrome.kill();
    }
  } finally {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
}

if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
  await run('pnpm', ['exec', 'vite', 'build'], { cwd: appDir });
}
const size = bookingRouteBytes();
const kb = (n) => (n / 1024).toFixed(1);
console.log('\nRoute de réservation /reservation/{slug} — JavaScript chargé');
for (const { file, gz } of size.files) console.log(`  ${file.padEnd(48)} ${kb(gz).padStart(7)} KB gzip`);
console.log(`  total: ${kb(size.raw)} KB brut, ${kb(size.gzip)} KB gzip (cible ≤ ${TARGET_KB} KB) ${size.gzip / 1024 <= TARGET_KB ? '✓' : '✗'}`);
const score = await lighthouseScore();
console.log(`Lighthouse mobile, performance: ${score} (cible ≥ ${TARGET_SCORE}) ${score >= TARGET_SCORE ? '✓' : '✗'}\n`);
