import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { VENUES } from './portal-support';

// Issue 7, point 1: the restaurant chooser and the root redirect by host name.

const ALL = [VENUES.bureau, VENUES.port, VENUES.zinc];

for (const route of ['/reservation', '/select-restaurant']) {
  test(`${route} liste les restaurants et mène à /reservation/{slug}`, async ({ page }) => {
    await page.goto(`${appUrls.portal}${route}`);
    await expect(page.getByRole('heading', { name: 'Choisissez votre restaurant' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Restaurants' });
    // Every demo venue, each a link to its booking page, listed by name (other journeys may add venues).
    for (const venue of ALL) {
      await expect(list.getByRole('link', { name: new RegExp(venue.name) })).toHaveAttribute(
        'href',
        `/reservation/${venue.slug}`,
      );
    }
    const names = await list.getByRole('link').allTextContents();
    const positions = ALL.map((venue) => names.findIndex((text) => text.includes(venue.name)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    await list.getByRole('link', { name: new RegExp(VENUES.zinc.name) }).click();
    await expect(page).toHaveURL(`${appUrls.portal}/reservation/${VENUES.zinc.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: VENUES.zinc.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
  });
}

test('la racine d’un hôte sans « resa » mène à la connexion client', async ({ page }) => {
  await page.goto(`${appUrls.portal}/`);
  await expect(page).toHaveURL(`${appUrls.portal}/client/login`);
  await expect(page.getByRole('heading', { name: 'Connexion à votre espace' })).toBeVisible();
});

test('la racine d’un hôte dont le nom contient « resa » mène au choix du restaurant', async ({ page }) => {
  // Chromium resolves every *.localhost name to this machine and Vite's server accepts them, so the very same
  // build is reached under a host name containing 'resa', as on the booking site.
  const resaOrigin = appUrls.portal.replace('127.0.0.1', 'resa.localhost');
  await page.goto(`${resaOrigin}/`);
  await expect(page).toHaveURL(`${resaOrigin}/reservation`);
  await expect(page.getByRole('heading', { name: 'Choisissez votre restaurant' })).toBeVisible();
  for (const venue of ALL) {
    await expect(page.getByRole('link', { name: new RegExp(venue.name) })).toBeVisible();
  }
});
