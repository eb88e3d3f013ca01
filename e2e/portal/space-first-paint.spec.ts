import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { registerCustomer, signInWithPassword } from '../support/customer';
import { recordLayoutShifts } from '../support/layout-shifts';

/**
 * The customer space's first paint (issue 38): from the second opening on, the boot script paints the greeting
 * from the name this browser remembers for the signed-in customer, before React, the Auth session and the
 * customer's record have arrived; React's first render is then the whole space under the same greeting, with no
 * loader between and nothing moved. The name goes with the session.
 */
test('l’espace client salue le client avant que React arrive, sans rien déplacer, et oublie le prénom à la déconnexion', async ({
  page,
}) => {
  const customer = await registerCustomer('accueilrapide');
  await signInWithPassword(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('customerSpaceGreeting')))
    .toContain('"name":"Léa"');

  // React's code held back: the greeting is there all the same, the boot script's alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const shifts = await recordLayoutShifts(page);
  // Once the new document is there (not the previous page's greeting), React's code still held.
  await page.goto(`${appUrls.portal}/client/espace`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
  await expect(page.getByText('Ma fidélité')).toHaveCount(0);
  const painted = await page.getByRole('heading', { level: 1 }).boundingBox();
  release();

  // React's space, under the same greeting in the same place.
  await expect(page.getByRole('heading', { name: 'Ma fidélité' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(painted);
  expect(await shifts.total()).toBe(0);

  // Opened again with nothing held: whichever of the boot script and the app's entry runs first, the greeting is
  // never followed by the guard's loader (« Ouverture de votre espace... »).
  await page.unrouteAll();
  await page.addInitScript(() => {
    const seen: string[] = [];
    const record = window as unknown as { seen: string[]; greetedAt?: number };
    record.seen = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      const state = `${root?.querySelector('h1')?.textContent ?? ''}|${root?.querySelector('.page-loader')?.textContent?.trim() ?? ''}`;
      if (seen.at(-1) !== state) seen.push(state);
      if (record.greetedAt === undefined && state.startsWith('Bonjour')) record.greetedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  for (let opening = 0; opening < 3; opening += 1) {
    await page.goto(`${appUrls.portal}/client/espace`);
    await expect(page.getByRole('heading', { name: 'Ma fidélité' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const greeted = seen.findIndex((state) => state.startsWith('Bonjour Léa'));
    expect(greeted, seen.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(
      seen.slice(greeted).filter((state) => state.includes('Ouverture')),
      seen.join(' → '),
    ).toEqual([]);
    // The space's code (its page, its guard, the Auth SDK) is asked for once the greeting is on screen, so that on
    // a phone's network it does not share the bandwidth with the greeting's small chunk.
    const order = await page.evaluate(() => ({
      greetedAt: (window as unknown as { greetedAt?: number }).greetedAt ?? Infinity,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /\/assets\/(client-space-page|require-customer|customer-auth)-[^/]+\.js$/.test(entry.name),
        )
        .map((entry) => ({ name: entry.name.replace(/^.*\/assets\//, ''), startTime: entry.startTime })),
    }));
    expect(order.asked.length, JSON.stringify(order)).toBe(3);
    for (const chunk of order.asked)
      expect(chunk.startTime, JSON.stringify(order)).toBeGreaterThan(order.greetedAt);
  }

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/client\/login/);
  expect(await page.evaluate(() => localStorage.getItem('customerSpaceGreeting'))).toBeNull();
});
