import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';
const root = fileURLToPath(new URL('./day-view/', import.meta.url));
await build({
  root,
  base: './',
  logLevel: 'error',
  configFile: false,
  plugins: [react()],
  build: { outDir: '/tmp/shots/dist', emptyOutDir: true },
});
const server = await preview({
  root,
  configFile: false,
  build: { outDir: '/tmp/shots/dist' },
  preview: { port: 0, host: '127.0.0.1' },
});
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
]) {
  const page = await browser.newPage({ viewport, hasTouch: name === 'mobile' });
  await page.goto(url + 'index.html');
  await page.waitForSelector('[data-testid="reservation-row"]');
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await page.locator('.row-actions-button').first().click();
  await page.screenshot({ path: `/tmp/shots/${name}-actions.png` });
  await page.locator('.status-button').nth(1).click();
  await page.screenshot({ path: `/tmp/shots/${name}-menu.png` });
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 4200);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}-scrolled.png` });
  console.log(name, await page.locator('[data-testid="reservation-row"]').count());
}
await browser.close();
server.httpServer.close();
