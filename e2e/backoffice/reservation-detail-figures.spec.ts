import { expect, test, type Page } from '@playwright/test';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken } from '../support/staff-api';
import { detailUrl } from './operations-support';

/**
 * The reservation page's figures and messages as a venue's own admin reads them (issue 39): the guest's points
 * and visits from the venue's view, and toasts that name an e-mail only when one was queued.
 */

async function openDetail(page: Page, reservationId: string) {
  await page.goto(detailUrl(reservationId));
  await expect(page.getByText('RÉSERVATION', { exact: true })).toBeVisible({ timeout: 15_000 });
}

test.describe('fiche de réservation : chiffres et messages', () => {
  test('un admin_full lit les points et les visites du client dans la vue de son restaurant, pas « 0 points · Nouveau »', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Fiche', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    const email = uniqueEmail('fidele');
    const booking = { firstName: 'Inès', lastName: 'Fidèle', email, phone: uniquePhone() };
    // A first visit honoured today (+5 points by default), then the booking the page is opened on.
    const honoured = await bookAtVenue(venue, staff, { ...booking, date: parisDatePlus(0), time: DUE_TIME });
    await setVenueStatus(staff, honoured, 'SEATED');
    await setVenueStatus(staff, honoured, 'COMPLETED');
    const next = await bookAtVenue(venue, staff, { ...booking, date: parisDatePlus(1), time: '20:00' });

    await signInStaff(page, venue.staffEmail);
    await openDetail(page, next);
    await page
      .getByRole('tablist', { name: 'Fiche de réservation' })
      .getByRole('tab', { name: 'Client', exact: true })
      .click();
    const loyalty = page.getByRole('tabpanel').locator('.loyalty-card');
    await expect(loyalty.locator('strong')).toHaveText('5,0 points');
    await expect(loyalty.getByTestId('detail-visits')).toHaveText('1 visite dans ce restaurant');

    // Another visit honoured meanwhile (at the till, on another screen): the page follows and says so.
    const again = await bookAtVenue(venue, staff, { ...booking, date: parisDatePlus(0), time: DUE_TIME });
    await setVenueStatus(staff, again, 'SEATED');
    await setVenueStatus(staff, again, 'COMPLETED');
    await expect(toast(page, 'Points de fidélité mis à jour')).toBeVisible();
    await expect(loyalty.locator('strong')).toHaveText('10,0 points');
    await expect(loyalty.getByTestId('detail-visits')).toHaveText('2 visites dans ce restaurant');
  });

  test('réservation sans e-mail : « Confirmée ! » et « Annulée ! », sans mention d’un e-mail qui ne part pas', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Sans mail');
    const staff = await idToken(venue.staffEmail);
    const id = await bookAtVenue(venue, staff, {
      firstName: 'Marc',
      lastName: 'Téléphone',
      phone: uniquePhone(),
      date: parisDatePlus(2),
      time: '19:30',
    });
    // Back to a request, as a guest who asked by phone and is to be confirmed.
    await setVenueStatus(staff, id, 'PENDING');

    await signInStaff(page, venue.staffEmail);
    await openDetail(page, id);
    const actions = page.getByRole('group', { name: 'Actions sur la réservation' });
    await actions.getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, 'Confirmée !')).toBeVisible();
    await expect(toast(page, 'Confirmée !')).not.toContainText('Email');
    await expect(page.getByRole('button', { name: 'Changer le statut : Confirmée' })).toBeVisible();

    await actions.getByRole('button', { name: 'Annuler' }).click();
    await expect(toast(page, 'Annulée !')).toBeVisible();
    await expect(toast(page, 'Annulée !')).not.toContainText('Email');
    await expect(page.getByRole('button', { name: 'Changer le statut : Annulée' })).toBeVisible();
  });

  test('« Modifier la note » : la fenêtre s’ouvre sur « Détails » avec l’indication de la spécification', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Notes');
    const staff = await idToken(venue.staffEmail);
    const id = await bookAtVenue(venue, staff, {
      firstName: 'Zoé',
      lastName: 'Notes',
      phone: uniquePhone(),
      date: parisDatePlus(2),
      time: '20:30',
      specialRequests: 'Chaise haute',
    });
    await signInStaff(page, venue.staffEmail);
    await openDetail(page, id);
    await page.getByRole('button', { name: 'Modifier la note' }).click();
    await expect(toast(page, 'Utilisez l\'onglet "Détails" pour modifier les notes')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Modifier la réservation' });
    await expect(dialog.getByRole('tab', { name: 'Détails' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Demandes particulières').fill('Chaise haute et coussin');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, '✅ Réservation mise à jour avec succès !')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Chaise haute et coussin');
  });
});
