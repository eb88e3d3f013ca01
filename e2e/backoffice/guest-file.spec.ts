import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/backend';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { checkScreen } from '../support/layout-check';
import { signInStaff, toast } from '../support/staff';
import { bookAtVenue, createServiceVenue, row, serviceDate, tag } from './service-support';

/**
 * Issue 39, « the guest file »: an allergy typed on the profile shows on the day list (an icon named « Allergies :
 * … ») and is found by the customer file's search, and staff of another venue, who also know the guest, see none of
 * it. On a phone, the booking's « Client » tab edits the same file.
 */

async function saveGuestFile(
  page: Page,
  file: { allergies: string; note?: string; suggested?: string; free?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Modifier la fiche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fiche client' });
  await dialog.getByRole('textbox', { name: 'Allergies et régimes' }).fill(file.allergies);
  if (file.note) await dialog.getByRole('textbox', { name: 'Note client' }).fill(file.note);
  if (file.suggested) {
    const chip = dialog.getByRole('button', { name: file.suggested, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  if (file.free) {
    await dialog.getByRole('textbox', { name: 'Autre tag' }).fill(file.free);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByRole('button', { name: `Retirer le tag ${file.free}` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Fiche client mise à jour !')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('une allergie saisie sur le profil se voit dans la liste du jour et la recherche, jamais dans un autre restaurant', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const [here, elsewhere] = await Promise.all([
    createServiceVenue('Fiche ici'),
    createServiceVenue('Fiche ailleurs'),
  ]);
  const t = tag();
  const guest = { firstName: 'Aurore', lastName: `Fichard${t}`, email: uniqueEmail('fiche'), time: '20:00' };
  const date = serviceDate(4);
  await bookAtVenue(here, here.token, { ...guest, date });
  await bookAtVenue(elsewhere, elsewhere.token, { ...guest, date });

  await signInStaff(page, here.staffEmail, '/app/customers');
  await page.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill(guest.lastName);
  await page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link', { name: new RegExp(guest.lastName, 'i') })
    .click();
  await expect(page.getByText('PROFIL CLIENT')).toBeVisible();
  // Never came here yet: « Nouveau », no visit, no bill.
  const card = page.getByRole('region', { name: 'Fiche client' });
  await expect(card.getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(card.getByText('Aucun tag')).toBeVisible();
  await saveGuestFile(page, {
    allergies: `Sésame ${t}`,
    note: 'Aime la table près du bar',
    suggested: 'Anniversaire',
    free: 'fan de jazz',
  });
  await expect(card.getByTestId('guest-allergies')).toHaveText(`Sésame ${t}`);
  await expect(card.getByText('Fan de jazz')).toBeVisible();
  await checkScreen(page, testInfo, 'profil-fiche-client');
  await expectNoSeriousA11yViolations(page, testInfo, 'profil-fiche-client');

  // The host sees it during service, beside the name.
  await page.goto(`${page.url().split('/app/')[0]}/app/reservations?date=${date}`);
  const line = row(page, guest.lastName);
  await expect(line.getByRole('img', { name: `Allergies : Sésame ${t}` })).toBeVisible();
  await expect(line.getByRole('img', { name: 'Note : Aime la table près du bar' })).toBeVisible();
  await expect(line.getByText('Anniversaire')).toBeVisible();
  await expect(line.getByText('Nouveau', { exact: true })).toBeVisible();
  await checkScreen(page, testInfo, 'liste-du-jour-fiche');

  // The customer file finds the guest by the allergy.
  await page.goto(`${page.url().split('/app/')[0]}/app/customers`);
  await page.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill(`Sésame ${t}`);
  await expect(
    page.getByRole('list', { name: 'Clients' }).getByRole('link', { name: new RegExp(guest.lastName, 'i') }),
  ).toBeVisible();

  // The other venue knows the guest too, and sees nothing of this file.
  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInStaff(other, elsewhere.staffEmail, `/app/reservations?date=${date}`);
  const otherLine = row(other, guest.lastName);
  await expect(otherLine).toBeVisible();
  await expect(otherLine.getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(otherLine.getByRole('img', { name: /^Allergies/ })).toHaveCount(0);
  await expect(otherLine.getByText('Anniversaire')).toHaveCount(0);
  await other.goto(`${other.url().split('/app/')[0]}/app/customers`);
  await other.getByRole('searchbox', { name: 'Nom, téléphone, email...' }).fill(`Sésame ${t}`);
  await expect(other.getByText(/Aucun client/)).toBeVisible();
  await other.close();
});

test(
  'sur un téléphone, l’onglet « Client » de la réservation modifie la fiche',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const venue = await createServiceVenue('Fiche tel');
    const t = tag();
    const date = serviceDate(6);
    const id = await bookAtVenue(venue, venue.token, {
      firstName: 'Basile',
      lastName: `Telfiche${t}`,
      email: uniqueEmail('fichetel'),
      date,
      time: '19:30',
    });
    await signInStaff(page, venue.staffEmail, `/app/reservations/${id}`);
    await page.getByRole('tab', { name: 'Client' }).click();
    await saveGuestFile(page, { allergies: 'Sans lactose', suggested: 'VIP' });
    await expect(page.getByTestId('guest-allergies')).toHaveText('Sans lactose');
    await checkScreen(page, testInfo, 'reservation-fiche-client');
    await expectNoSeriousA11yViolations(page, testInfo, 'reservation-fiche-client');
    // The « Réservation » tab reads the same file.
    await page.getByRole('tab', { name: 'Réservation' }).click();
    await expect(page.getByText('Sans lactose')).toBeVisible();
    await expect(page.getByText('VIP', { exact: true })).toBeVisible();
  },
);
