import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, frenchLongDate, parisDatePlus } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';
import { row, tabBookings, tabCovers } from './day-screen';

const LONG_NAME = 'Dupont-Montmorency-de-la-Tour-dAuvergne-Lafayette-Beauharnais';
const LONG_REQUEST =
  'Anniversaire surprise : gâteau au chocolat à 21 h, bougies, table au calme loin de la porte, une chaise haute pour un enfant de deux ans et un accès sans marche pour une grand-mère en fauteuil.';

/** Rows whose whole box is inside the window. */
async function rowsFullyOnScreen(page: Page): Promise<number> {
  return page.getByTestId('reservation-row').evaluateAll((rows) => {
    const height = window.innerHeight;
    return rows.filter((r) => {
      const box = r.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= height && box.height > 0;
    }).length;
  });
}

test.describe('écran du jour pendant le service', () => {
  test('au bureau : une ligne par réservation (12 au moins à l’écran), l’adresse garde le jour et les filtres, menu Actions, calendrier du lundi avec les couverts', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'la liste dense est celle des portables');
    // A restaurant, its admin's first sign-in and 14 bookings to set up, then a whole service walked through.
    test.setTimeout(60_000);
    const venue = await createOwnVenue('Service');
    const token = await idToken(venue.staffEmail);
    const date = parisDatePlus(9);
    const times = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30'];
    await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        callFunction(
          'staffCreateReservation',
          {
            restaurantId: venue.id,
            customerLastName: i === 0 ? LONG_NAME : `Convive${String.fromCharCode(65 + i)}`,
            customerFirstName: 'Alex',
            customerEmail: '',
            customerPhone: `06 12 34 56 ${String(10 + i)}`,
            date,
            time: times[i % times.length],
            partySize: 2,
            terrace: i % 5 === 0,
            specialRequests: i === 0 ? LONG_REQUEST : '',
            tableId: '',
          },
          token,
        ),
      ),
    );

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    await expect(
      page.getByRole('button', { name: `${frenchLongDate(date)}, choisir une autre date` }),
    ).toBeVisible();
    await expect(page.getByTestId('reservation-row')).toHaveCount(14);
    expect(await rowsFullyOnScreen(page)).toBeGreaterThanOrEqual(12);
    // A long name and a long request are cut to their line: nothing widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await expect(row(page, LONG_NAME)).toHaveAttribute('data-reservation-id', /.+/);

    // The badge counts bookings; the covers are named as such.
    await expect(tabBookings(page, 'Toutes')).toHaveText('14');
    await expect(tabCovers(page, 'Toutes')).toHaveText('28 couverts');

    // A labelled button makes a booking; no floating button covers the list.
    await expect(page.getByRole('button', { name: 'Nouvelle réservation', exact: true })).toBeVisible();
    await expect(page.locator('.fab')).toHaveCount(0);

    // Tab and service go into the address; a reload keeps them, and the day.
    await page.getByRole('tab', { name: /^Confirmées/ }).click();
    await page
      .getByRole('group', { name: 'Service' })
      .getByRole('button', { name: /^Soir / })
      .click();
    await expect(page).toHaveURL(new RegExp(`date=${date}&onglet=CONFIRMED&service=dinner`));
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Confirmées/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('button', { name: `${frenchLongDate(date)}, choisir une autre date` }),
    ).toBeVisible();
    await expect(page.getByTestId('reservation-row')).toHaveCount(14);

    // On a laptop « Actions » opens a menu of the actions the booking allows.
    const target = row(page, 'ConviveB');
    await target.getByRole('button', { name: 'Actions', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Annuler' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Annuler' }).click();
    await expect(page.getByText(/^Annulée !/)).toBeVisible();
    await expect(tabBookings(page, 'Confirmées')).toHaveText('13');

    // The search also looks at the coming days: from today's screen, by name or by phone.
    await page.goto(`${appUrls.backoffice}/app/reservations?date=${parisDatePlus(0)}`);
    const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
    await search.fill('convivec');
    const others = page.getByRole('region', { name: 'Autres jours' });
    await expect(others.getByTestId('upcoming-result')).toHaveCount(1);
    await expect(others.getByTestId('upcoming-result')).toContainText(frenchLongDate(date));
    await search.fill('06 12 34 56 12');
    await expect(others.getByTestId('upcoming-result')).toContainText('CONVIVEC');
    await others.getByTestId('upcoming-result').click();
    await expect(
      page.getByRole('button', { name: `${frenchLongDate(date)}, choisir une autre date` }),
    ).toBeVisible();
    // The search is kept: the day shows the booking looked for.
    await expect(search).toHaveValue('06 12 34 56 12');
    await expect(page.getByTestId('reservation-row')).toHaveCount(1);
    await expect(row(page, 'ConviveC')).toBeVisible();

    // The calendar is French, Monday first, and names each day's covers (13 bookings of 2 left after the
    // cancellation).
    await page.getByRole('button', { name: /choisir une autre date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choisir une date' });
    await expect(calendar.locator('.calendar__weekday').first()).toHaveText('lun.');
    await expect(calendar.locator('.calendar__weekday').last()).toHaveText('dim.');
    const shownDay = calendar.getByRole('button', { pressed: true });
    await expect(shownDay).toHaveAccessibleName(/, 26 couverts$/);
    await expect(shownDay.locator('.calendar__covers')).toHaveText('26');
  });
});

test(
  'au téléphone : un nom et une demande très longs passent à la ligne, sans défilement de côté',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile', 'la carte est celle des téléphones');
    const venue = await createOwnVenue('Long');
    const date = parisDatePlus(9);
    await callFunction(
      'staffCreateReservation',
      {
        restaurantId: venue.id,
        customerLastName: LONG_NAME,
        customerFirstName: 'Marie-Amélie-Joséphine',
        customerEmail: '',
        customerPhone: '06 12 34 56 78',
        date,
        time: '20:00',
        partySize: 2,
        terrace: true,
        specialRequests: LONG_REQUEST,
        tableId: '',
      },
      await idToken(venue.staffEmail),
    );
    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    await expect(page.getByTestId('reservation-row')).toHaveCount(1);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.locator('.reservation-row__name').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    const box = await page.getByRole('dialog').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  },
);
