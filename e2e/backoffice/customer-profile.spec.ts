import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { customerIdToken, registerCustomer } from '../support/customer';
import { uniquePhone } from '../support/kiosk';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { createStaffBooking, idToken } from '../support/staff-api';

/** « Profil client » on venues of the journey's own, so that no other journey changes what it counts. */

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const spaced = (phone: string) => phone.replace(/(\d{2})(?=\d)/g, '$1 ');
const weekdayOf = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('fr-FR', { weekday: 'long', timeZone: 'UTC' });

async function openProfile(page: Page, search: string, name: RegExp): Promise<void> {
  await page.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill(search);
  await page.getByRole('list', { name: 'Clients' }).getByRole('link', { name }).click();
  await expect(page.getByText('PROFIL CLIENT')).toBeVisible();
}

test.describe('Profil client @phone', () => {
  test('le héros, les trois onglets, la modification avec ses contrôles dans l’ordre', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Profil');
    const staff = await idToken(venue.staffEmail);
    const lea = {
      firstName: 'Léa',
      lastName: 'Profilette',
      email: uniqueEmail('profil'),
      phone: uniquePhone(),
    };
    const honoured = await bookAtVenue(venue, staff, { ...lea, date: today(), time: DUE_TIME, partySize: 4 });
    await setVenueStatus(staff, honoured, 'SEATED');
    await setVenueStatus(staff, honoured, 'COMPLETED');
    const cancelled = await bookAtVenue(venue, staff, { ...lea, date: parisDatePlus(2), time: '12:30' });
    await setVenueStatus(staff, cancelled, 'CANCELLED');
    const upcoming = await bookAtVenue(venue, staff, {
      ...lea,
      date: parisDatePlus(9),
      time: '20:00',
      partySize: 3,
      specialRequests: 'Table près de la fenêtre',
    });

    await signInStaff(page, venue.staffEmail, '/app/customers');
    await openProfile(page, 'Profilette', /Léa Profilette/);
    await expect(page.getByRole('heading', { name: 'Léa Profilette', level: 1 })).toBeVisible();
    const hero = page.locator('.profile-hero');
    await expect(hero).toContainText(lea.email);
    await expect(hero).toContainText(spaced(lea.phone));
    await expect(hero.getByRole('definition').first()).toHaveText('1');

    // « Informations »: call and mail, consents, the loyalty card.
    await expect(page.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'Envoyer un e-mail' })).toHaveAttribute(
      'href',
      `mailto:${lea.email}`,
    );
    await expect(page.getByRole('region', { name: 'Consentements marketing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Carte de fidélité' })).toContainText(
      /Plus que .* pour passer au niveau/,
    );
    await checkScreen(page, testInfo, 'profil-client');

    // « Historique »: the three bookings, newest first, each opening its reservation.
    await page.getByRole('tab', { name: 'Historique' }).click();
    const history = page.getByRole('list', { name: 'Réservations et visites' });
    await expect(history.getByRole('link')).toHaveCount(3);
    await expect(history.getByRole('link').first()).toContainText('Confirmée');
    await expect(history.getByRole('link').first()).toContainText('Table près de la fenêtre');
    await expect(page.getByText("Tout l'historique est affiché")).toBeVisible();
    await history.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/app/reservations/${upcoming}$`));
    await page.goBack();
    await expect(page.getByText('PROFIL CLIENT')).toBeVisible();

    // « Statistiques »: this venue's totals.
    await page.getByRole('tab', { name: 'Statistiques' }).click();
    const stats = page.getByRole('region', { name: 'Totaux dans ce restaurant' });
    const tile = (label: string) => stats.locator('.profile-stats__tile').filter({ hasText: label });
    await expect(tile('Visites')).toContainText('1');
    await expect(tile('Couverts')).toContainText('4');
    await expect(tile("Taux d'annulation")).toContainText('33 %');
    await expect(tile('Jour préféré')).toContainText(weekdayOf(today()));

    // « Modifier le profil client »: the spec's checks, in its order, then the save.
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le profil client' });
    const email = dialog.getByRole('textbox', { name: /E-mail/ });
    const save = dialog.getByRole('button', { name: 'Enregistrer' });
    await email.fill('');
    await save.click();
    await expect(dialog.getByText("L'email est obligatoire")).toBeVisible();
    await email.fill('pas-un-email');
    await save.click();
    await expect(dialog.getByText("Format d'email invalide")).toBeVisible();
    await email.fill(lea.email);
    await dialog.getByRole('textbox', { name: /Nom complet/ }).fill('');
    await save.click();
    await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Nom complet/ }).fill('Léa Profilette-Martin');
    await dialog.getByRole('textbox', { name: /Téléphone/ }).fill('');
    await save.click();
    await expect(dialog.getByText('Le téléphone est obligatoire')).toBeVisible();
    const newPhone = uniquePhone();
    await dialog.getByRole('textbox', { name: /Téléphone/ }).fill(newPhone);
    await dialog
      .getByRole('checkbox', {
        name: 'Le client accepte de recevoir les offres du restaurant par SMS (recueilli par l’équipe)',
      })
      .check();
    await dialog.getByRole('textbox', { name: "Notes de l'équipe" }).fill('Allergie aux noix');
    await save.click();
    await expect(toast(page, 'Profil client mis à jour avec succès !')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Léa Profilette-Martin', level: 1 })).toBeVisible();
    await expect(hero).toContainText(spaced(newPhone));
    await page.getByRole('tab', { name: 'Informations' }).click();
    await expect(page.getByText('Allergie aux noix')).toBeVisible();
    const consents = page.getByRole('region', { name: 'Consentements marketing' });
    await expect(consents.getByRole('listitem').filter({ hasText: 'SMS marketing' })).toContainText(
      'Accepté',
    );
  });

  test('un doublon fusionné depuis le profil, puis la suppression RGPD qui ne revient pas', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Doublon');
    const staff = await idToken(venue.staffEmail);
    const phone = uniquePhone();
    const byPhone = await bookAtVenue(venue, staff, {
      firstName: 'Marc',
      lastName: 'Doublonnet',
      email: '',
      phone,
      date: parisDatePlus(3),
      time: '19:30',
    });
    const mail = uniqueEmail('doublon');
    await bookAtVenue(venue, staff, {
      firstName: 'Marc',
      lastName: 'Doublonnet',
      email: mail,
      phone,
      date: parisDatePlus(4),
      time: '20:00',
    });

    await signInStaff(page, venue.staffEmail, '/app/customers');
    await page.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill('Doublonnet');
    const list = page.getByRole('list', { name: 'Clients' });
    await expect(list.getByRole('link')).toHaveCount(2);
    // The record known by phone only: no e-mail to write to.
    await list.getByRole('listitem').filter({ hasNotText: mail }).getByRole('link').click();
    await expect(page.getByText('Email non disponible')).toBeVisible();

    await page.getByRole('button', { name: 'Fusionner un doublon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionner deux fiches' });
    await dialog.getByRole('searchbox', { name: 'Chercher la fiche en double' }).fill('Doublonnet');
    await dialog.getByRole('button', { name: /Choisir/ }).click();
    const preview = dialog.getByRole('region', { name: 'Aperçu de la fusion' });
    await expect(preview).toContainText('Fiche conservée');
    await expect(preview).toContainText(mail);
    await expect(preview).toContainText(
      '1 réservation(s), 0 bon(s) et 0 avis rattachés à la fiche conservée',
    );
    await expect(preview.getByRole('definition').nth(1)).toHaveText('2');
    await dialog.getByRole('button', { name: 'Fusionner' }).click();
    await expect(toast(page, 'Fiches fusionnées')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/customers/${encodeURIComponent(mail)}$`));
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect(page.getByRole('list', { name: 'Réservations et visites' }).getByRole('link')).toHaveCount(
      2,
    );

    // RGPD deletion: gone from the file, and a later status change on a former booking does not bring it back.
    await page.getByRole('button', { name: 'Supprimer le client' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce client ?' });
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(toast(page, 'Client supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/customers$/);
    await setVenueStatus(staff, byPhone, 'CANCELLED');
    await page.goto(`${appUrls.backoffice}/app/customers/${encodeURIComponent(mail)}`);
    await expect(page.getByRole('heading', { name: 'Client non trouvé' })).toBeVisible();
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/app\/customers$/);
    await page.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill('Doublonnet');
    await expect(page.getByText('Aucun client trouvé')).toBeVisible();
  });

  test('un client connu ailleurs : la fiche de ce restaurant seulement, e-mail et suppression à l’administrateur principal, son retrait des offres verrouillé', async ({
    page,
  }, testInfo) => {
    // Two venues, a registered diner and her consents are set up first.
    test.setTimeout(60_000);
    const home = await createOwnVenue('Ailleurs');
    const account = await registerCustomer('ailleurs');
    const shared = { firstName: 'Nina', lastName: 'Deuxlieux', email: account.email, phone: uniquePhone() };
    await createStaffBooking(home.id, await idToken(home.staffEmail), {
      ...shared,
      date: parisDatePlus(5),
      time: '19:00',
    });
    // She accepts the venue's offers in her space, then withdraws them there herself (issue 49).
    const diner = await customerIdToken(account);
    await callFunction('updateMyConsents', { channel: 'email', restaurantIds: [home.id] }, diner);
    await callFunction('updateMyConsents', { channel: 'email', restaurantIds: [] }, diner);
    const other = await createOwnVenue('Ailleurs bis');
    const stranger = {
      firstName: 'Omar',
      lastName: 'Inconnu',
      email: uniqueEmail('inconnu'),
      phone: uniquePhone(),
    };
    const otherStaff = await idToken(other.staffEmail);
    await createStaffBooking(other.id, otherStaff, { ...stranger, date: parisDatePlus(5), time: '19:00' });

    await signInStaff(page, home.staffEmail, `/app/customers/${encodeURIComponent(stranger.email)}`);
    await expect(page.getByRole('heading', { name: 'Client non trouvé' })).toBeVisible();

    // Booked at the second venue too: the home venue sees the customer, its own figures and no more.
    await createStaffBooking(other.id, otherStaff, { ...shared, date: parisDatePlus(6), time: '20:00' });
    await page.goto(`${appUrls.backoffice}/app/customers/${encodeURIComponent(shared.email)}`);
    await expect(page.getByRole('heading', { name: 'Nina Deuxlieux', level: 1 })).toBeVisible();
    const venues = page.getByRole('region', { name: 'Restaurants visités' });
    await expect(venues).toContainText(home.name);
    await expect(venues).toContainText('et 1 autre restaurant du groupe');
    await expect(venues).not.toContainText(other.name);
    await expect(page.getByRole('button', { name: 'Supprimer le client' })).toBeDisabled();
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le profil client' });
    await expect(dialog.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('readonly', '');
    // Her own withdrawal: the box is locked, and says why.
    const offers = dialog.getByRole('checkbox', {
      name: 'Le client accepte de recevoir les offres du restaurant par e-mail (recueilli par l’équipe)',
    });
    await expect(offers).toBeDisabled();
    await expect(offers).not.toBeChecked();
    await expect(dialog.getByText(/Retiré le .*seul le client peut le redonner/)).toBeVisible();
    await checkScreen(page, testInfo, 'profil-consentement-verrouille');

    // And the server agrees, whatever the screen shows.
    const refused = await callFunction(
      'deleteCustomer',
      { customerId: shared.email },
      await idToken(home.staffEmail),
    )
      .then(() => 'deleted')
      .catch((error: Error & { status?: string }) => error.status);
    expect(refused).toBe('PERMISSION_DENIED');
    const regranted = await callFunction(
      'updateCustomer',
      {
        customerId: shared.email,
        restaurantId: home.id,
        email: shared.email,
        name: 'Nina Deuxlieux',
        phone: shared.phone,
        birthDate: '',
        postalCode: '',
        emailMarketingConsent: true,
      },
      await idToken(home.staffEmail),
    )
      .then(() => 'saved')
      .catch((error: Error & { status?: string }) => error.status);
    expect(regranted).toBe('FAILED_PRECONDITION');
  });
});
