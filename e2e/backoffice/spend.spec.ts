import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken, tag } from '../support/staff-api';
import { detailUrl, row } from './day-screen';

/**
 * Loyalty on spend (issue 39): staff complete a booking with its bill, the guest earns pointsPerEuroSpent on it
 * (0.1 a euro, rounded down to one decimal: 86,50 € gives 8,6 points), the profile and the reports show it, and a
 * corrected bill moves only the difference. On a venue of its own, so no other journey changes its takings.
 */

/** The venue's figures of the guest: the profile's hero and « Statistiques ». */
async function expectProfile(
  page: Page,
  email: string,
  figures: { points: string; spent: string; perCover: string | null },
) {
  await page.goto(`${appUrls.backoffice}/app/customers/${encodeURIComponent(email)}`);
  const points = page
    .locator('.profile-hero div')
    .filter({ hasText: /^Points/ })
    .getByRole('definition');
  await expect(points).toHaveText(figures.points);
  await page.getByRole('tab', { name: 'Statistiques' }).click();
  const stats = page.getByRole('region', { name: 'Totaux dans ce restaurant' });
  const tile = (label: string) =>
    stats.locator('.profile-stats__tile').filter({ hasText: label }).locator('dd');
  await expect(tile('Dépenses')).toHaveText(new RegExp(`^${figures.spent}\\s€$`));
  await expect(tile('Moyenne par couvert')).toHaveText(
    figures.perCover === null ? '—' : new RegExp(`^${figures.perCover}\\s€$`),
  );
}

test.describe('Addition et fidélité', () => {
  test('une réservation terminée avec une addition de 86,50 € crédite 8,6 points et se voit dans le profil et les rapports', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Addition', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    const lastName = `Addition${tag()}`;
    const email = uniqueEmail('addition');
    const id = await bookAtVenue(venue, staff, {
      lastName,
      firstName: 'Léa',
      email,
      phone: uniquePhone(),
      date: parisDatePlus(0),
      time: DUE_TIME,
      partySize: 2,
    });
    await setVenueStatus(staff, id, 'SEATED');

    // The day screen: « Terminée » from the row's status menu asks for the bill; a bill typed wrong is refused.
    await signInStaff(page, venue.staffEmail, '/app/reservations');
    await row(page, lastName).getByRole('button', { name: 'Changer le statut : Installée' }).click();
    await page
      .getByRole('menu', { name: 'Changer le statut' })
      .getByRole('menuitem', { name: 'Terminée' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Terminer la réservation' });
    const bill = dialog.getByRole('textbox', { name: /Addition/ });
    await bill.fill('86,505');
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(
      dialog.getByText('Le montant ne peut avoir que deux chiffres après la virgule'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'terminer avec addition');
    await bill.fill('86,50');
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      row(page, lastName).getByRole('button', { name: 'Changer le statut : Terminée' }),
    ).toBeVisible();
    await expect(page.getByText(/^Addition saisie : 86,50\s€ sur 1 table$/)).toBeVisible();

    // The detail page shows the bill, its history says it.
    await page.goto(detailUrl(id));
    const panel = page.getByRole('tabpanel');
    await expect(
      panel
        .locator('div')
        .filter({ hasText: /^Addition/ })
        .getByRole('definition'),
    ).toContainText(/86,50\s€/);
    await page.getByRole('tab', { name: 'Historique', exact: true }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/Addition : 86,50\s€/);

    // The profile: 5 points for the visit and 8,6 for the bill; 86,50 € spent, 43,25 € a guest.
    await expectProfile(page, email, { points: '13,6', spent: '86,50', perCover: '43,25' });

    // The reports (Analytics): today's takings entered.
    await page.goto(`${appUrls.backoffice}/app/analytics`);
    await expect(page.getByTestId('analytics-takings-today')).toHaveText(/^86,50\s€$/);
    await expect(page.getByText('Additions saisies')).toBeVisible();
    await expect(page.getByText("Aujourd'hui · 1 table")).toBeVisible();

    // A correction moves only the difference: 120 € gives 12 points, 3,4 more; then taken back entirely.
    await page.goto(detailUrl(id));
    await page.getByRole('button', { name: 'Modifier l’addition' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier l’addition' });
    await expect(edit.getByRole('textbox', { name: /Addition/ })).toHaveValue('86,50');
    await edit.getByRole('textbox', { name: /Addition/ }).fill('120');
    await edit.getByRole('button', { name: 'Enregistrer l’addition' }).click();
    await expect(toast(page, 'Addition enregistrée')).toBeVisible();
    await expect(edit).toBeHidden();
    await expectProfile(page, email, { points: '17,0', spent: '120,00', perCover: '60,00' });

    await page.goto(detailUrl(id));
    await page.getByRole('button', { name: 'Modifier l’addition' }).click();
    await page.getByRole('dialog', { name: 'Modifier l’addition' }).getByRole('textbox').fill('');
    await page.getByRole('button', { name: 'Enregistrer l’addition' }).click();
    await expect(toast(page, 'Addition retirée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saisir l’addition' })).toBeVisible();
    await page.getByRole('tab', { name: 'Historique', exact: true }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Addition retirée');
    await expectProfile(page, email, { points: '5,0', spent: '0,00', perCover: null });
  });

  test(
    'revenir sur « Terminée » demande confirmation, dit ce qui est repris, et terminer à nouveau rend tout',
    { tag: '@phone' },
    async ({ page }) => {
      const venue = await createOwnVenue('Retour terminée');
      const staff = await idToken(venue.staffEmail);
      const lastName = `Retour${tag()}`;
      const id = await bookAtVenue(venue, staff, {
        lastName,
        firstName: 'Noé',
        email: uniqueEmail('retour'),
        phone: uniquePhone(),
        date: parisDatePlus(0),
        time: DUE_TIME,
        partySize: 2,
      });
      await setVenueStatus(staff, id, 'SEATED');
      await callFunction(
        'setReservationStatus',
        { reservationId: id, status: 'COMPLETED', amountSpent: 86.5 },
        staff,
      );

      await signInStaff(page, venue.staffEmail, `/app/reservations/${id}`);
      // The « Client » tab shows the guest's points and visits here; the status actions stay above the tabs.
      await page.getByRole('tab', { name: 'Client' }).click();
      const loyalty = page.locator('.loyalty-card strong');
      await expect(loyalty).toHaveText('13,6 points');
      const actions = page.getByRole('group', { name: 'Actions sur la réservation' });
      // One click on « Installer » no longer takes the booking back: it asks, saying what it takes back.
      await actions.getByRole('button', { name: 'Installer' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Revenir sur « Terminée » ?' });
      await expect(ask.getByRole('listitem')).toHaveText([
        'les 5,0 points de la visite et la visite comptée',
        /^l’addition de 86,50\s€ et ses 8,6 points$/,
      ]);
      await expect(ask.getByRole('button', { name: 'Garder « Terminée »' })).toBeFocused();
      await ask.getByRole('button', { name: 'Garder « Terminée »' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByRole('button', { name: 'Changer le statut : Terminée' })).toBeVisible();
      await expect(loyalty).toHaveText('13,6 points');

      await actions.getByRole('button', { name: 'Installer' }).click();
      await ask.getByRole('button', { name: 'Passer à « Installée »' }).click();
      await expect(page.getByRole('button', { name: 'Changer le statut : Installée' })).toBeVisible();
      await expect(loyalty).toHaveText('0,0 points');
      await expect(page.getByTestId('detail-visits')).toHaveText(
        "Aucune visite dans ce restaurant pour l'instant",
      );

      // Completed again: the bill is offered again, and the visit's points come back with the bill's.
      await page.getByRole('button', { name: 'Changer le statut : Installée' }).click();
      await page
        .getByRole('menu', { name: 'Changer le statut' })
        .getByRole('menuitem', { name: 'Terminée' })
        .click();
      const complete = page.getByRole('dialog', { name: 'Terminer la réservation' });
      await expect(complete.getByRole('textbox', { name: /Addition/ })).toHaveValue('86,50');
      await complete.getByRole('button', { name: 'Terminer' }).click();
      await expect(page.getByRole('button', { name: 'Changer le statut : Terminée' })).toBeVisible();
      await expect(loyalty).toHaveText('13,6 points');
      await expect(page.getByTestId('detail-visits')).toHaveText('1 visite dans ce restaurant');
    },
  );
});
