import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { uniqueEmail } from '../support/backend';
import { signInStaff } from '../support/staff';
import { checkScreen } from '../support/layout-check';
import {
  bookAsStaff,
  bookOnline,
  detailUrl,
  goToDate,
  openReservations,
  ownDate,
  row,
  tag,
} from './operations-support';
import { homeTab, openSideMenu } from './shell-support';

/**
 * Every daily-operations screen as staff see it, on the phone (390×844) and at the desk (1366×768): nothing
 * past the right edge, every control named, a screenshot of each kept with the results. Bookings with long
 * names and requests, the ones that push a layout hardest.
 */
test(
  'chaque écran du service tient dans la largeur et nomme ses commandes',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // Thirteen screens, each measured, photographed and scanned by axe-core (a few seconds of CPU each).
    test.setTimeout(180_000);
    const date = ownDate(testInfo, 'layout', 0);
    const t = tag();
    const pending = `Delacroix-Montmorency${t}`;
    const confirmed = `Saint-Exupéry${t}`;
    const request = 'Anniversaire surprise, gâteau au chocolat sans gluten à 21 h, chaise haute pour bébé';
    const pendingId = await bookOnline({
      firstName: 'Marie-Antoinette',
      lastName: pending,
      email: uniqueEmail(`mise.en.page.${t}`),
      phone: '06 12 34 56 78',
      date,
      time: '19:30',
      partySize: 12,
      terrace: true,
      specialRequests: request,
    });
    await bookAsStaff({
      lastName: confirmed,
      firstName: 'Jean-Baptiste',
      email: uniqueEmail(`mise.en.page.${t}`),
      date,
      time: '19:30',
      partySize: 4,
      specialRequests: request,
    });

    await page.goto(`${appUrls.backoffice}/login`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await checkScreen(page, testInfo, '01-connexion');

    await signInStaff(page);
    await expect(page.getByTestId('pending-card').first()).toBeVisible();
    await checkScreen(page, testInfo, '02-accueil-a-confirmer');
    // The refusal asks for its reason in a dialog: the radios, the text and the buttons fit too.
    await page
      .getByTestId('pending-card')
      .filter({ hasText: pending.toUpperCase() })
      .getByRole('button', { name: /Refuser/ })
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Refuser la demande' })).toBeVisible();
    await checkScreen(page, testInfo, '02b-refus');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await homeTab(page, 'Annulées').click();
    await expect(page.getByTestId('cancel-rate')).toBeVisible();
    await checkScreen(page, testInfo, '03-accueil-annulees');
    await openSideMenu(page);
    await checkScreen(page, testInfo, '04-menu');
    if (await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible())
      await page.keyboard.press('Escape');

    await openReservations(page);
    await goToDate(page, date);
    await expect(row(page, pending)).toBeVisible();
    await checkScreen(page, testInfo, '05-jour');
    // The status tabs and both services' gears are on screen at once, without scrolling sideways.
    const width = page.viewportSize()?.width ?? 0;
    const onScreen = [
      ...(await page.getByRole('tablist', { name: 'Statut des réservations' }).getByRole('tab').all()),
      ...(await page.getByRole('button', { name: /^Gérer les créneaux du service/ }).all()),
    ];
    expect(onScreen).toHaveLength(6);
    for (const control of onScreen) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, await control.innerText()).toBe(true);
    }

    await row(page, pending)
      .getByRole('button', { name: /Changer le statut/ })
      .click();
    await expect(page.getByRole('menu', { name: 'Changer le statut' })).toBeVisible();
    await checkScreen(page, testInfo, '06-menu-statut');
    await page.keyboard.press('Escape');

    await row(page, confirmed).locator('.reservation-row__name').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, testInfo, '07-fiche-ligne');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await row(page, pending).getByRole('button', { name: 'Attribuer une table' }).click();
    await expect(page.getByRole('dialog', { name: /^Tables · / })).toBeVisible();
    await checkScreen(page, testInfo, '08-attribution-tables');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Gérer les créneaux du service Soir' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Service Soir' }).getByRole('switch').first(),
    ).toBeVisible();
    await checkScreen(page, testInfo, '09-creneaux');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Plan de salle du jour' }).click();
    await expect(page.getByRole('dialog', { name: /^Plan de salle · / })).toBeVisible();
    await checkScreen(page, testInfo, '10-plan-du-jour');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Nouvelle réservation' }).click();
    await expect(page.getByRole('dialog', { name: 'Nouvelle réservation' })).toBeVisible();
    await checkScreen(page, testInfo, '11-nouvelle-reservation');
    await page.keyboard.press('Escape');

    await page.goto(detailUrl(pendingId));
    await expect(page.getByText('RÉSERVATION', { exact: true })).toBeVisible({ timeout: 15_000 });
    await checkScreen(page, testInfo, '12-fiche');
    await page.getByRole('button', { name: 'Modifier la réservation' }).click();
    await expect(page.getByRole('dialog', { name: 'Modifier la réservation' })).toBeVisible();
    await checkScreen(page, testInfo, '13-modification');
  },
);
