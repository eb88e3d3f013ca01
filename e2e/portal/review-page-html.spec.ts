import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/customer';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { reviewLinkFrom } from '../support/review-link';
import { idToken } from '../support/staff-api';
import { chunksAfterFirstPaint } from '../support/asked-after-paint';
import { recordLayoutShifts } from '../support/layout-shifts';

/**
 * The review page's HTML comes with its form's top (issue 38): Hosting rewrites /review/{restaurantId}/
 * {reservationId} to the reviewPage function, which the preview proxies to the local host as in production
 * (tools/hosting/preview-rewrites.ts). The diner reads the question before any JavaScript has run; React then
 * renders the same heading and greeting over it, with no shift and no call for what the page already carried.
 */
test("la page d'avis arrive avec sa question : le titre avant le JavaScript, le même ensuite", async ({
  page,
  request,
}) => {
  const venue = await createOwnVenue('Avis HTML');
  const staff = await idToken(venue.staffEmail);
  const customer = await registerCustomer('avis-html');
  const reservationId = await bookAtVenue(venue, staff, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()),
    time: DUE_TIME,
    partySize: 2,
  });
  await setVenueStatus(staff, reservationId, 'SEATED');
  await setVenueStatus(staff, reservationId, 'COMPLETED');
  const link = await reviewLinkFrom(customer.email, /avis/i);

  const raw = await request.get(link);
  expect(raw.status()).toBe(200);
  // The page names the diner: kept by no cache.
  expect(raw.headers()['cache-control']).toBe('private, no-store');
  const html = await raw.text();
  const top = /<main class="[^"]*">[\s\S]*?(?=<div class="page-loader")/.exec(html)?.[0] ?? '';
  expect(top).toContain(`<h2>Comment s'est passée votre visite ?</h2><p class="review__greeting">Bonjour `);
  expect(html).toContain('<script type="application/json" id="early-answer">');

  // Without JavaScript, the diner already reads the question, and their name.
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(link);
  await expect(
    still.getByRole('heading', { level: 2, name: "Comment s'est passée votre visite ?" }),
  ).toBeVisible();
  await expect(still.getByText(/^Bonjour .+,$/)).toBeVisible();
  await expect(still.getByText('Chargement...')).toBeVisible();
  await noScript.close();

  const contextCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/getReviewContext')) contextCalls.push(r.url());
  });
  const shifts = await recordLayoutShifts(page);
  await page.goto(link);
  // React's page: its form is there, and its top is the one the HTML carried, node for node (React's own ids
  // aside, which change nothing on screen).
  await expect(page.getByRole('button', { name: 'Envoyer mon avis' })).toBeVisible();
  const reactTop = await page.locator('main.page').evaluate((main) => {
    const section = main.querySelector('section.step.review')!;
    const [heading, greeting] = Array.from(section.children).map((el) =>
      el.outerHTML.replace(/ id="[^"]*"/, ''),
    );
    return `<main class="${main.className}">${main.querySelector('h1')!.outerHTML}<section class="${section.className}">${heading}${greeting}`;
  });
  expect(reactTop).toBe(top);
  expect(await page.evaluate(() => document.getElementById('early-answer'))).toBeNull();
  expect(await shifts.total()).toBe(0);
  expect(contextCalls).toEqual([]);
  // The form's code is asked for once the question is painted.
  const order = await chunksAfterFirstPaint(page, /\/assets\/review-page-[^/]+\.js$/);
  expect(order.asked.length, JSON.stringify(order)).toBe(1);
  expect(order.asked[0]!.startTime, JSON.stringify(order)).toBeGreaterThan(order.paint);
});
