import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { chunksAfterFirstPaint } from '../support/asked-after-paint';
import { recordLayoutShifts } from '../support/layout-shifts';

/**
 * The booking page's HTML comes with its restaurant (issue 38): Hosting rewrites /reservation/{slug} to the
 * bookingPage function, which the preview proxies to the local host as in production (tools/hosting/
 * preview-rewrites.ts). The diner reads the band before any JavaScript has run; React then renders the same band
 * over it, with no shift and no call for what the page already carried.
 */
test('la page de réservation arrive avec son restaurant : le bandeau avant le JavaScript, le même ensuite', async ({
  page,
  request,
}) => {
  const raw = await request.get(`${appUrls.portal}/reservation/au-bureau`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const band = /<header class="booking-header">[\s\S]*?<\/header>/.exec(html)?.[0];
  expect(band).toContain('<h1>Au Bureau</h1>');
  expect(html).toContain('<script type="application/json" id="early-answer">');

  // Without JavaScript, the diner already reads where they book.
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`${appUrls.portal}/reservation/au-bureau`);
  await expect(still.getByRole('heading', { level: 1, name: 'Au Bureau' })).toBeVisible();
  await expect(still.getByText('Chargement...')).toBeVisible();
  await noScript.close();

  const restaurantCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/getRestaurantBySlug')) restaurantCalls.push(r.url());
  });
  const shifts = await recordLayoutShifts(page);
  await page.goto(`${appUrls.portal}/reservation/au-bureau`);
  // React's page: its form is there, and its band is the one the HTML carried, node for node.
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
  expect(await page.locator('main header.booking-header').evaluate((el) => el.outerHTML)).toBe(band);
  expect(await page.evaluate(() => document.getElementById('early-answer'))).toBeNull();
  expect(await shifts.total()).toBe(0);
  expect(restaurantCalls).toEqual([]);
  // The wizard's code is asked for once the band is painted, not while the styles the paint waits for are on
  // their way (on a phone's network they would share the bandwidth).
  const order = await chunksAfterFirstPaint(page, /\/assets\/booking-page-[^/]+\.js$/);
  expect(order.asked.length, JSON.stringify(order)).toBe(1);
  expect(order.asked[0]!.startTime, JSON.stringify(order)).toBeGreaterThan(order.paint);
});

test("une adresse inconnue garde la page de l'application, qui dit « Restaurant non chargé »", async ({
  page,
  request,
}) => {
  const raw = await request.get(`${appUrls.portal}/reservation/nulle-part`);
  expect(raw.status()).toBe(404);
  expect(await raw.text()).not.toContain('<header class="booking-header">');
  await page.goto(`${appUrls.portal}/reservation/nulle-part`);
  await expect(page.getByRole('alert')).toContainText('Erreur : Restaurant non chargé');
});

test("le code de l'application perdu en route : « Erreur de chargement » sous le bandeau, et « Recharger la page » répare", async ({
  page,
}) => {
  await page.route(/\/assets\/start-app-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${appUrls.portal}/reservation/au-bureau`);
  const panel = page.getByRole('alert');
  await expect(panel.getByRole('heading', { name: 'Erreur de chargement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Au Bureau' })).toBeVisible();
  await expect(page.getByText('Chargement...')).toHaveCount(0);
  await page.unrouteAll();
  await panel.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
});
