// Benchmark of the diners' portal (issues 7 and 38), run by `pnpm bench` (or `pnpm --filter @app/client-portal
// bench`): a production build served gzip-compressed, measured by Lighthouse's mobile defaults (slow 4G, 4× CPU),
// median of three runs per page, in the browser the install put there (the headless shell, or CHROME_PATH).
//   - the booking page /reservation/au-bureau: the JavaScript its first screen loads (gzip: the scripts asked
//     for until the app's first render; later ones are listed apart), the performance score, LCP, TBT;
//   - the customer space /client/espace, the demo customer signed in (through the login page);
//   - the review page of one of her visits.
// Each page prints the scripts it loaded; the bench exits non-zero when a figure misses its target.
// Everything runs on ports picked free at start (bench-backend.mjs), so it can run beside `pnpm start` and the
// journeys. BENCH_PAGES=booking,space,review picks pages; BENCH_RUNS sets the runs per page (3);
// BENCH_REPORTS=dir keeps each run's Lighthouse report; BENCH_PROFILE=3g|slow-phone|desktop measures under another
// network and CPU (profiles.mjs: printed against the same targets, which only the default profile enforces).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPortal, PROJECT, startBackend } from './bench-backend.mjs';
import { freePort, stopAll, work } from './bench-processes.mjs';
import { openReviewPath, signInDemoCustomer } from './demo-diner.mjs';
import { findChrome } from './find-chrome.mjs';
import { lighthouseOnce, loadedScripts, summarise } from './lighthouse-page.mjs';
import { pickProfile } from './profiles.mjs';
import { serveStatic } from './static-server.mjs';

/**
 * Targets (README, « Portal benchmark », where each is justified). The booking page is the product's front door
 * (issue 38). The space and the review page are opened from a mail or the home screen by a diner already
 * engaged; their JavaScript budgets are what their first screen needs today (the Firebase Auth SDK and the
 * schema-parsed reads for the space, zod and the message catalogue for the review page) with a few KB of
 * margin, so that any growth fails; their speed targets are the issue's.
 */
const PAGES = [
  {
    id: 'booking',
    label: 'Réservation',
    path: async () => '/reservation/au-bureau',
    targets: { jsKb: 110, score: 97, lcpMs: 1800, tbtMs: 100 },
  },
  {
    id: 'space',
    label: 'Espace client (connectée)',
    path: async () => '/client/espace',
    signedIn: true,
    targets: { jsKb: 210, score: 90, lcpMs: 2500, tbtMs: 200 },
  },
  {
    id: 'review',
    label: 'Avis',
    path: (ports) => openReviewPath(ports),
    targets: { jsKb: 145, score: 95, lcpMs: 2000, tbtMs: 150 },
  },
];
/** Text found only in the Firestore SDK (its backend host and its error class), never in the callable client. */
const FIRESTORE_MARKERS = ['firestore.googleapis.com', 'FirestoreError'];

const log = (...args) => console.log(...args);
const kb = (n) => (n / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function measurePage(page, { ports, origin, outDir, chromePath, runs, reportsDir, profile }) {
  const pagePath = await page.path(ports);
  const url = `${origin}${pagePath}`;
  const lhrs = [];
  for (let i = 0; i < runs; i += 1) {
    const lhr = await lighthouseOnce(url, {
      chromePath,
      keepStorage: page.signedIn === true,
      flags: profile.flags,
      prepare: page.signedIn ? (port) => signInDemoCustomer(port, origin) : undefined,
    });
    if (lhr.finalDisplayedUrl !== url)
      throw new Error(`${page.label} : ${url} a mené à ${lhr.finalDisplayedUrl}`);
    lhrs.push(lhr);
    if (reportsDir) writeFileSync(path.join(reportsDir, `${page.id}-${i + 1}.json`), JSON.stringify(lhr));
    log(`  ${page.label} ${i + 1}/${runs} : ${Math.round(lhr.categories.performance.score * 100)}`);
  }
  // The scripts of every run: a file loaded in one run only still counts, and counts for the first screen when
  // one run asked for it before its first render.
  const scripts = new Map();
  for (const lhr of lhrs)
    for (const script of loadedScripts(lhr, origin, outDir)) {
      const seen = scripts.get(script.file);
      scripts.set(script.file, { ...script, firstScreen: script.firstScreen || seen?.firstScreen === true });
    }
  return { pagePath, scripts: [...scripts.values()], ...summarise(lhrs) };
}

function printPage(page, result) {
  const { targets } = page;
  // The budget is the first screen's: the scripts asked for until the app's first render. What a page loads after
  // it (the space's password and privacy sections, their dialogs) is listed and totalled apart.
  const first = result.scripts.filter((s) => s.firstScreen);
  const later = result.scripts.filter((s) => !s.firstScreen);
  const gzip = first.reduce((sum, s) => sum + s.gzip, 0);
  const raw = first.reduce((sum, s) => sum + s.raw, 0);
  const laterGzip = later.reduce((sum, s) => sum + s.gzip, 0);
  const firestore = result.scripts.filter((s) => FIRESTORE_MARKERS.some((m) => s.text.includes(m)));
  const checks = [
    ['JS premier écran', `${kb(gzip)} KB`, `≤ ${targets.jsKb} KB`, gzip / 1024 <= targets.jsKb],
    ['performance', String(result.score), `≥ ${targets.score}`, result.score >= targets.score],
    ['LCP', seconds(result.lcp), `≤ ${seconds(targets.lcpMs)}`, result.lcp <= targets.lcpMs],
    ['TBT', `${Math.round(result.tbt)} ms`, `≤ ${targets.tbtMs} ms`, result.tbt <= targets.tbtMs],
    [
      'SDK Firestore',
      firestore.length === 0 ? 'aucun' : firestore.map((s) => s.file).join(', '),
      'aucun',
      firestore.length === 0,
    ],
  ];
  log(`\n${page.label} — ${result.pagePath}`);
  for (const script of [...first].sort((a, b) => b.gzip - a.gzip))
    log(`  ${script.file.padEnd(48)} ${kb(script.gzip).padStart(7)} KB gzip`);
  log(`  premier écran : ${kb(raw)} KB brut, ${kb(gzip)} KB gzip`);
  if (later.length > 0)
    log(
      `  après le premier écran : ${kb(laterGzip)} KB gzip (${[...later]
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `${path.basename(s.file)} ${kb(s.gzip)}`)
        .join(', ')})`,
    );
  log(
    `  Lighthouse ${result.version}, ${result.scores.length} passages : ${result.scores.join(', ')} — médianes : ` +
      `FCP ${seconds(result.fcp)} · LCP ${seconds(result.lcp)} · TBT ${Math.round(result.tbt)} ms · ` +
      `CLS ${result.cls.toFixed(3)} · SI ${seconds(result.si)}`,
  );
  for (const [name, value, target, ok] of checks)
    log(`  ${ok ? '✓' : '✗'} ${name.padEnd(18)} ${value.padStart(10)}  (cible ${target})`);
  return { label: page.label, gzip, result, ok: checks.every(([, , , ok]) => ok) };
}

async function main() {
  const wanted = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
  const pages = wanted.length ? PAGES.filter((p) => wanted.includes(p.id)) : PAGES;
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const reportsDir = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : undefined;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const profile = pickProfile(process.env.BENCH_PROFILE || undefined);
  const chromePath = await findChrome();
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
    `Banc du portail — ${chromePath} — ports ${Object.entries(ports)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  log(
    `Profil : ${profile.label}${profile.enforced ? '' : ' — indicatif, les cibles ne font pas échouer le banc'}`,
  );
  log('→ build de production du portail et backend embarqué (Auth, hôte local, données de démo)...');
  await Promise.all([buildPortal(outDir, ports), startBackend(ports, origin)]);
  const server = await serveStatic(outDir, ports.web, {
    functionsBase: `http://127.0.0.1:${ports.host}/${PROJECT}/europe-west1`,
  });
  try {
    const rows = [];
    for (const page of pages) {
      const result = await measurePage(page, {
        ports,
        origin,
        outDir,
        chromePath,
        runs,
        reportsDir,
        profile,
      });
      rows.push(printPage(page, result));
    }
    log('\nRésumé (médianes)');
    for (const { label, gzip, result, ok } of rows)
      log(
        `  ${ok ? '✓' : '✗'} ${label.padEnd(26)} JS ${kb(gzip).padStart(6)} KB · perf ${String(result.score).padStart(3)} · ` +
          `LCP ${seconds(result.lcp)} · TBT ${String(Math.round(result.tbt)).padStart(4)} ms`,
      );
    if (profile.enforced && rows.some((row) => !row.ok)) process.exitCode = 1;
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
