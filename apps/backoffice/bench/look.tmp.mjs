import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL(process.env.LOOK ?? './day-view/', import.meta.url));
const outDir = '/tmp/t36look/dist';
await build({ root, base: './', logLevel: 'error', configFile: false, plugins: [react()], build: { outDir, emptyOutDir: true } });
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^([/\\])+/, '');
  const file = join(outDir, path === '' ? 'index.html' : path);
  if (!(await stat(file).catch(() => null))?.isFile()) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/index.html`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const [name, width, height] of [['360', 360, 740], ['390', 390, 844], ['1366', 1366, 768]]) {
  const page = await browser.newPage({ viewport: { width, height }, hasTouch: width < 600, locale: 'fr-FR' });
  await page.goto(url);
  await page.waitForSelector(process.env.SEL ?? '[data-testid="reservation-row"]');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/t36look/${process.env.LOOK ? 'home' : 'day'}-${name}.png` });
  const info = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    over: [...document.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && getComputedStyle(e).position !== 'fixed').slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
    rows: [...document.querySelectorAll('[data-testid="reservation-row"],[data-testid="pending-card"]')].filter((r) => { const b = r.getBoundingClientRect(); return b.top >= 0 && b.bottom <= innerHeight; }).length,
    plan: document.querySelector('[aria-label="Plan de salle du jour"]')?.getBoundingClientRect().right,
  }));
  console.log(name, JSON.stringify(info));
  await page.close();
}
await browser.close();
server.close();
