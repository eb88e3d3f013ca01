import { expect, test } from '@playwright/test';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken, tag } from '../support/staff-api';
import { goToDate, row } from './day-screen';
import { navigate } from './reservations-support';

/**
 * A guest booked by phone (issue 48, defects 4 and 5): Escape closes the name suggestions and leaves the form as
 * typed; once booked, the customer file's search finds the guest without a reload, even a search made before.
 */
test.describe('réservation par téléphone et fichier client @phone', () => {
  test('Échap ferme les suggestions seulement ; le client créé se trouve dans le fichier sans recharger', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Telephone');
    const family = `Appelant${tag()}`;
    // A relative the venue knows already: the name typed below brings her up as a suggestion.
    await bookAtVenue(venue, await idToken(venue.staffEmail), {
      firstName: 'Marie',
      lastName: family,
      email: uniqueEmail('appelante'),
      phone: uniquePhone(),
      date: parisDatePlus(3),
      time: '12:00',
      partySize: 2,
    });
    await signInStaff(page, venue.staffEmail, '/app/customers');
    const search = page.getByRole('searchbox', { name: 'Nom, téléphone, email...' });
    await search.fill(`Paul ${family}`);
    await expect(page.getByText('Aucun client trouvé')).toBeVisible();
    // Marks the page: a reload would drop the mark.
    await page.evaluate(() => ((window as unknown as { kept?: boolean }).kept = true));

    await navigate(page, 'Réservations');
    await goToDate(page, parisDatePlus(2));
    await page.getByRole('button', { name: 'Nouvelle réservation' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle réservation' });
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
    const name = form.getByRole('textbox', { name: 'Nom', exact: true });
    await name.fill(family);
    const suggestions = form.getByRole('listbox', { name: 'Clients existants' });
    await expect(suggestions.getByRole('option')).toContainText(`Marie ${family}`);
    // Escape on the open list closes it, and only it.
    await name.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(form).toBeVisible();
    await expect(name).toHaveValue(family);
    await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Paul');
    await form.getByRole('textbox', { name: 'Téléphone' }).fill(uniquePhone());
    await form.getByRole('combobox', { name: 'Heure' }).selectOption('20:15');
    await form.getByRole('button', { name: 'Créer la réservation' }).click();
    await expect(page.getByText('Réservation créée avec succès !')).toBeVisible();
    await expect(row(page, family)).toHaveCount(1);

    await navigate(page, 'Fichier Client');
    await page.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill(`Paul ${family}`);
    await expect(page.getByRole('link', { name: new RegExp(`Paul ${family}`) })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });
});
