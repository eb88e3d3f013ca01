/**
 * `pnpm bench` (apps/backoffice): the day view (/app/reservations' DayScreen) with 500 reservations, built for
 * production and driven in real Chromium. Prints the time of one search keystroke and one tab switch beside
 * the target (≤ 50 ms each). A benchmark, not a test: it never fails on a slow figure, and is not part of
 * `pnpm test`. It serves the page itself on a free port (no fixed port, so it runs beside the e2e backend).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TARGET_MS = 50;
const SAMPLES = 7;
const ROWS = 500;
const VIEWPORTS = [
  { name: 'bureau 1366×768', viewport: { width: 1366, height: 768 }, hasTouch: false },
  { name: 'téléphone 390×844', viewport: { width: 390, height: 844 }, hasTouch: true },
];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const root = fileURLToPath(new URL('./day-view/', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'day-view-bench-'));

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** A tiny static server for the built page, on a port the system picks. */
function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^([/\\])+/,
      '',
    );
    const file = join(dir, path === '' ? 'index.html' : path);
    if (!file.startsWith(dir) || !(await stat(file).catch(() => null))?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
const verdict = (value) => (value <= TARGET_MS ? 'ok' : 'AU-DESSUS DE LA CIBLE');

/** One measured interaction: arm the probe, act, read the sample. */
async function measure(page, kind, act) {
  await page.evaluate((k) => window.__bench.arm(k), kind);
  await act();
  return page.evaluate(() => window.__bench.result());
}

/** The rows' signature once it has not changed for 300 ms (the list has stopped adding batches). */
async function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = window.__bench.signature();
        let still = 0;
        const tick = () => {
          const now = window.__bench.signature();
          still = now === last ? still + 50 : 0;
          last = now;
          if (still >= 300) resolve(now);
          else setTimeout(tick, 50);
        };
        setTimeout(tick, 50);
      }),
  );
}

async function runViewport(browser, url, { name, viewport, hasTouch }) {
  const context = await browser.newContext({
    viewport,
    hasTouch,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (window.__bench?.rows() ?? 0) > 0, null, { timeout: 30_000 });
  // The list adds batches by itself while its end is near the screen: the start is the list once it rests.
  const initial = await settled(page);
  const drawn = await page.evaluate(() => window.__bench.rows());
  const backToStart = async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((s) => window.__bench.signature() === s, initial, { timeout: 10_000 });
    await settled(page);
  };

  const search = page.locator('#day-search');
  const tabAll = page.locator('#day-tab-ALL');
  const tabPending = page.locator('#day-tab-PENDING');
  const results = { keystroke: [], searchApplied: [], tabOut: [], tabBack: [], nextBatch: [] };
  const more = page.locator('.reservation-groups__more');

  for (let i = 0; i < SAMPLES; i += 1) {
    // Search: two characters (no filter yet), then the third — the keystroke that filters 500 rows.
    await search.click();
    await search.fill('du');
    const typed = await measure(page, 'input', () => page.keyboard.press('r'));
    results.keystroke.push(typed.eventToFrame);
    results.searchApplied.push(typed.debounceToList);
    await search.fill('');
    await backToStart();

    // Tab switch: « Toutes » (500 rows) to « À confirmer », and back.
    const out = await measure(page, 'click', () => tabPending.click());
    results.tabOut.push(out.eventToList);
    const back = await measure(page, 'click', () => tabAll.click());
    results.tabBack.push(back.eventToList);
    await backToStart();

    // The rows not drawn at first: the next batch, as when the end of the list nears the screen.
    const batch = await measure(page, 'click', () => more.click());
    results.nextBatch.push(batch.eventToList);
    // Back to the top first: a list that restarts under a scrolled page would add batches by itself.
    await page.evaluate(() => window.scrollTo(0, 0));
    await tabPending.click();
    await tabAll.click();
    await backToStart();
  }
  await context.close();

  console.log(
    `\n  ${name} — ${ROWS} réservations (${drawn} lignes dessinées d'abord), ${SAMPLES} mesures (première · médiane · pire)`,
  );
  const line = (label, values) =>
    console.log(
      `    ${label.padEnd(48)} ${ms(values[0])} · ${ms(median(values))} · ${ms(Math.max(...values))}   cible ≤ ${TARGET_MS} ms : ${verdict(median(values))}`,
    );
  line('frappe dans la recherche (saisie → image)', results.keystroke);
  line('recherche appliquée (fin des 300 ms → liste)', results.searchApplied);
  line("changement d'onglet Toutes → À confirmer", results.tabOut);
  line("changement d'onglet À confirmer → Toutes", results.tabBack);
  line('lot suivant de lignes (fin de liste proche)', results.nextBatch);
}

let server;
let browser;
try {
  process.stdout.write('Construction de la page de mesure (build de production)... ');
  await build({
    root,
    base: './',
    logLevel: 'error',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  console.log('fait.');
  server = await serve(outDir);
  const { port } = server.address();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  console.log(
    `Vue du jour (DayScreen) dans Chromium ${browser.version()}, ${cpus().length} cœurs, charge ${loadavg()[0].toFixed(2)}.`,
  );
  for (const viewport of VIEWPORTS)
    await runViewport(browser, `http://127.0.0.1:${port}/index.html`, viewport);
  console.log(
    '\n  « saisie → image » : de l’événement à l’image suivante ; « liste » : jusqu’à l’image qui montre la liste à jour.',
  );
} finally {
  await browser?.close();
  server?.close();
  await rm(outDir, { recursive: true, force: true });
}
