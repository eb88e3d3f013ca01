import { expect, test, type Page } from '@playwright/test';
import { parseCalendar } from '../support/beyond';
import { appUrls } from '../../playwright.config';
import { callFunction, mailsTo, uniqueEmail } from '../support/backend';
import {
  DEMO_DINERS,
  portalToast,
  registerCustomer,
  signInWithCode,
  signInWithPassword,
} from '../support/customer';
import { bookOnline, staffToken } from '../support/staff-api';
import { STAFF } from '../support/staff';
import { journeyDay, VENUES } from './portal-support';

const card = (page: Page, venue: string) => page.getByRole('article', { name: venue });

test.describe('customer space', () => {
  test("shows a loyalty card per venue, each with that venue's own rules @laptop", async ({ page }) => {
    await signInWithPassword(page, DEMO_DINERS.camille);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille 👋' })).toBeVisible();
    const bureau = card(page, 'Au Bureau');
    const zinc = card(page, 'Le Petit Zinc');
    await expect(bureau.getByText('Ultra VIP')).toBeVisible();
    await expect(bureau.getByText('Niveau maximum atteint')).toBeVisible();
    await expect(zinc.getByText('Bronze')).toBeVisible();
    await expect(zinc.getByRole('progressbar', { name: 'Progression vers le niveau Argent' })).toBeVisible();
    // Points with one decimal, as every screen shows them.
    await expect(zinc.locator('.venue-level__points')).toHaveText(/^\d+,\d points$/);
    await zinc.getByText('Comment gagner des points chez Le Petit Zinc').click();
    await expect(zinc.getByText('Avis laissé après votre visite : +10 points')).toBeVisible();
    await expect(zinc.getByText('Visite déclarée sur la tablette du restaurant : +15 points')).toBeVisible();
    await bureau.getByText('Comment gagner des points chez Au Bureau').click();
    await expect(bureau.getByText('Avis laissé après votre visite : +5 points')).toBeVisible();
    await expect(bureau.getByText('Absence sans prévenir : −50 points')).toBeVisible();
    await expect(page.getByText(/cadeaux? disponibles?/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir mes récompenses' })).toHaveAttribute(
      'href',
      '/client/rewards',
    );
    await expect(page.getByRole('heading', { name: 'Compte sécurisé' })).toBeVisible();
  });

  test('lists the latest reservations and visits, archived ones included, newest first', async ({ page }) => {
    await signInWithPassword(page, DEMO_DINERS.eloise);
    await expect(card(page, 'La Table du Port')).toBeVisible();
    await expect(card(page, 'Au Bureau')).toBeVisible();
    const list = page.getByRole('region', { name: 'Mes réservations et visites' }).getByRole('listitem');
    await expect(list).toHaveCount(5);
    // Her one meal at Au Bureau was months ago: it is in the archive.
    await expect(list.filter({ hasText: 'Au Bureau' })).toHaveCount(1);
    await expect(list.filter({ hasText: 'Annulée' })).toHaveCount(1);
    const dates = await list.locator('.recent-item__date').allTextContents();
    const years = dates.map((text) => Number(/(\d{4})/.exec(text)?.[1]));
    expect(years[0]).toBeGreaterThanOrEqual(years[years.length - 1]!);
    await list.filter({ hasText: 'Au Bureau' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Au Bureau' })).toBeVisible();
    await expect(page.locator('.reservation-detail__header').getByText('Terminée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveCount(0);
  });

  test('edits the profile: the spec’s errors in order, then the save', async ({ page }) => {
    const customer = await registerCustomer('profil');
    await signInWithPassword(page, customer);
    await page.getByRole('button', { name: 'Modifier mon profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier mon profil' });
    await expect(dialog.getByLabel('Adresse e-mail')).toHaveValue(customer.email);
    await dialog.getByRole('textbox', { name: 'Nom complet' }).fill('');
    await dialog.getByRole('textbox', { name: 'Téléphone' }).fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom complet' }).fill('Léonie Parcours');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le téléphone est obligatoire')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Téléphone' }).fill('07 11 22 33 44');
    await dialog.getByRole('textbox', { name: 'Code postal (facultatif)' }).fill('13002');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(portalToast(page, 'Profil mis à jour avec succès !')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léonie 👋' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Modifier mon profil' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('07 11 22 33 44');
    await expect(dialog.getByRole('textbox', { name: 'Code postal (facultatif)' })).toHaveValue('13002');
  });

  test('a diner who booked without an account creates a password, then cancels a confirmed booking @laptop', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('annulation');
    const date = journeyDay(testInfo, 6);
    const reservationId = await bookOnline({
      restaurantId: VENUES.port.id,
      firstName: 'Noé',
      lastName: 'Parcours',
      email,
      date,
      time: '19:30',
      partySize: 2,
      specialRequests: 'Une chaise haute',
    });
    await callFunction(
      'setReservationStatus',
      { reservationId, status: 'CONFIRMED' },
      await staffToken(STAFF.master),
    );
    await signInWithCode(page, email);

    // Password creation, the spec's three messages in order.
    const section = page.getByRole('region', { name: 'Créer un mot de passe' });
    await section.getByRole('button', { name: 'Créer mon mot de passe' }).click();
    await expect(section.getByText('Veuillez remplir tous les champs')).toBeVisible();
    await section.getByLabel('Nouveau mot de passe').fill('abc');
    await section.getByLabel('Confirmer le mot de passe').fill('abc');
    await section.getByRole('button', { name: 'Créer mon mot de passe' }).click();
    await expect(section.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await section.getByLabel('Nouveau mot de passe').fill('secret12');
    await section.getByLabel('Confirmer le mot de passe').fill('secret13');
    await section.getByRole('button', { name: 'Créer mon mot de passe' }).click();
    await expect(section.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await section.getByLabel('Confirmer le mot de passe').fill('secret12');
    await section.getByRole('button', { name: 'Créer mon mot de passe' }).click();
    await expect(portalToast(page, 'Mot de passe créé avec succès ! 🎉')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compte sécurisé' })).toBeVisible();
    await expect(
      callFunction('customerLoginPassword', { email, password: 'secret12' }),
    ).resolves.toBeTruthy();

    // The confirmed booking: counted as upcoming, opened, cancelled after the question.
    await expect(
      page.getByRole('region', { name: 'En bref' }).getByText('réservation à venir'),
    ).toBeVisible();
    await page.getByRole('link', { name: /La Table du Port · 2 personnes/ }).click();
    await expect(page).toHaveURL(new RegExp(`/client/reservation/${reservationId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'La Table du Port' })).toBeVisible();
    await expect(page.locator('.reservation-detail__header').getByText('Confirmée')).toBeVisible();
    await expect(page.getByText('27 quai du Port, 13002 Marseille')).toBeVisible();
    await expect(page.getByText('Une chaise haute')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Appeler le restaurant \(04 91 90 00 27\)/ }),
    ).toHaveAttribute('href', /^tel:/);
    // « Ajouter à mon agenda »: the booking's calendar file, at the venue, in Paris time.
    const calendarLink = page.getByRole('link', { name: 'Ajouter à mon agenda' });
    const calendarFile = await page.request.get((await calendarLink.getAttribute('href'))!);
    expect(calendarFile.headers()['content-type']).toContain('text/calendar');
    const event = parseCalendar(await calendarFile.text());
    expect(event.location).toBe('27 quai du Port, 13002 Marseille');
    expect(event.timeZone).toBe('Europe/Paris');
    await page.getByRole('button', { name: 'Annuler la réservation' }).click();
    const question = page.getByRole('alertdialog', { name: 'Annuler la réservation' });
    await expect(question.getByText('Êtes-vous sûr de vouloir annuler cette réservation ?')).toBeVisible();
    // Six days ahead: the question says it costs nothing (issue 48, defect 3), and the points do not move.
    await expect(
      question.getByText(
        /^Annulation gratuite jusqu'au \d{2}\/\d{2}\/\d{4} à 19:30 : vos points de fidélité ne changent pas\.$/,
      ),
    ).toBeVisible();
    await question.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(portalToast(page, 'Réservation annulée avec succès')).toBeVisible();
    await expect(page.locator('.reservation-detail__header').getByText('Annulée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Historique' }).getByText(/Vous/)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => /annul/i.test(mail.subject)), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test("another customer's reservation is refused and the diner goes back to their space", async ({
    page,
  }) => {
    const customer = await registerCustomer('intrus');
    const other = await bookOnline({
      restaurantId: VENUES.port.id,
      firstName: 'Autre',
      lastName: 'Personne',
      email: uniqueEmail('autre'),
      date: journeyDay(test.info(), 7),
      time: '12:30',
      partySize: 2,
    });
    await signInWithPassword(page, customer);
    await page.goto(`${appUrls.portal}/client/reservation/${other}`);
    await expect(portalToast(page, 'Accès non autorisé à cette réservation')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/espace$/);
    await page.goto(`${appUrls.portal}/client/reservation/inexistante`);
    await expect(page.getByRole('heading', { name: 'Réservation non trouvée' })).toBeVisible();
  });
});
