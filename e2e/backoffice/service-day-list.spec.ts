import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { parisDatePlus } from '../support/backend';
import { checkScreen } from '../support/layout-check';
import { setVenueStatus } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import {
  bookAtTable,
  createServiceVenue,
  requestOnline,
  row,
  serviceDate,
  tabBookings,
} from './service-support';

const LONG_LAST = 'Samedi-Delacroix-Montmorency';

/** Rows whose whole box is on screen (what a host reads without scrolling). */
async function rowsFullyOnScreen(page: Page): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  const boxes = await page.getByTestId('reservation-row').evaluateAll((rows) =>
    rows.map((r) => {
      const box = r.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    }),
  );
  return boxes.filter((box) => box.top >= 0 && box.bottom <= height).length;
}

/**
 * Issue 36, « the busiest screens, made fast to read »: the guest's whole name, « Toutes N » equal to the rows
 * listed, a phone row compact enough for eight or more on screen, the guest file's marks; bug 10 (an empty list
 * under filters says so, with a reset) and bug 11 (360 px: nothing sticks out, the plan button whole).
 */
test.describe('la liste du jour se lit vite', { tag: '@phone' }, () => {
  test('nom entier, « Toutes N » égal aux lignes, huit lignes ou plus sur un téléphone, rien ne dépasse à 360 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const venue = await createServiceVenue('Liste dense');
    const date = serviceDate(5);
    const times = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15'];
    const ids = await Promise.all(
      times.map((time, i) =>
        bookAtTable(venue, {
          firstName: i === 0 ? 'Marie-Antoinette' : 'Camille',
          lastName: i === 0 ? LONG_LAST : `Convive${String.fromCharCode(65 + i)}`,
          date,
          time,
        }),
      ),
    );
    await requestOnline(venue, { firstName: 'Léon', lastName: 'Attente', date, time: '21:30' });
    await setVenueStatus(venue.token, ids[9] ?? '', 'CANCELLED');

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    const rows = page.getByTestId('reservation-row');
    await expect(rows).toHaveCount(11);
    // « Toutes » counts every row it lists, the cancelled one included.
    await expect(tabBookings(page, 'Toutes')).toHaveText('11');
    // The name staff scan is whole, never « SAMEDI-DELA… » while the row has room.
    const name = row(page, LONG_LAST).locator('.reservation-row__name');
    await expect(name).toHaveText(`${LONG_LAST.toUpperCase()} Marie-Antoinette`);
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    if (testInfo.project.name === 'mobile') {
      // Two short lines a booking: eight or more on a 390×844 screen, their actions one tap away.
      await page.getByRole('tablist', { name: 'Statut des réservations' }).scrollIntoViewIfNeeded();
      expect(await rowsFullyOnScreen(page)).toBeGreaterThanOrEqual(8);
      await expect(row(page, 'ConviveB').getByRole('button', { name: 'Actions' })).toBeVisible();
    }
    // A booking arriving while the day is on screen is highlighted; the others are not.
    await bookAtTable(venue, { firstName: 'Eva', lastName: 'Tardive', date, time: '21:45' });
    await expect(row(page, 'Tardive')).toContainText('Nouvelle');
    await expect(row(page, 'ConviveB')).not.toContainText('Nouvelle');
    await checkScreen(page, testInfo, 'liste-dense');
  });

  test('360 px : la vue du jour d’aujourd’hui tient dans l’écran, le bouton du plan entier', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the width of the narrowest phones');
    await page.setViewportSize({ width: 360, height: 740 });
    await signInStaff(page, undefined, `/app/reservations?date=${parisDatePlus(0)}`);
    await expect(page.getByTestId('reservation-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const plan = await page.getByRole('button', { name: 'Plan de salle du jour' }).boundingBox();
    expect(plan && plan.x >= 0 && plan.x + plan.width <= 360).toBe(true);
    for (const control of await page
      .getByRole('tablist', { name: 'Statut des réservations' })
      .getByRole('tab')
      .all()) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    await checkScreen(page, testInfo, 'jour-360');
  });
});

test('les marques de la fiche client (allergie, note, niveau) à côté du nom', async ({ page }) => {
  // The demo's guest file gives a few of today's guests at Au Bureau an allergy, a note and tags.
  await signInStaff(page, undefined, `/app/reservations?date=${parisDatePlus(0)}`);
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Allergies : / }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Note : / }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /, .+ points$/ }).first()).toBeVisible();
});

test('sous des filtres : « Aucune réservation ne correspond aux filtres » et un bouton pour les retirer (pas « Pas de réservation pour cette date »)', async ({
  page,
}) => {
  const venue = await createServiceVenue('Filtres');
  const date = serviceDate(6);
  await bookAtTable(venue, { firstName: 'Léa', lastName: 'Soiree', date, time: '20:00' });
  await bookAtTable(venue, { firstName: 'Hugo', lastName: 'Diner', date, time: '20:30' });

  await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}&onglet=PENDING&service=lunch`);
  await expect(page.getByText('Aucune réservation ne correspond aux filtres')).toBeVisible();
  await expect(page.getByText('2 réservations ce jour-là, masquées par les filtres')).toBeVisible();
  await expect(page.getByText('Pas de réservation pour cette date')).toHaveCount(0);
  await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
  await expect(page.getByTestId('reservation-row')).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`${appUrls.backoffice}/app/reservations\\?date=${date}$`));
});
