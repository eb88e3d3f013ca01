import { expect, test } from '@playwright/test';
import {
  convertToDiscount,
  createDiscountVenue,
  createRewardsVenue,
  customerWithGifts,
  type RewardsVenue,
} from '../support/rewards';
import { checkScreen } from '../support/layout-check';
import { signInStaff, toast } from '../support/staff';

/** A venue of the journeys' own, whose admin turns discount vouchers on. */
let at: RewardsVenue;
test.beforeAll(async () => {
  // admin_full: the loyalty settings are theirs to change.
  at = await createRewardsVenue('Remises', {}, { role: 'admin_full' });
});

test('the venue sets its discount rate and the value of a gift in Fidélité', async ({ page }, testInfo) => {
  await signInStaff(page, at.venue.staffEmail, '/app/settings');
  const form = page.getByRole('form', { name: /Fidélité/ });
  const rate = form.getByRole('group', { name: 'Bons de réduction' });
  const on = rate.getByRole('switch', { name: /convertir leurs points en bon de réduction/ });
  await rate.getByText('Les clients peuvent convertir leurs points en bon de réduction').click();
  await expect(on).toBeChecked();
  await rate.getByRole('textbox', { name: 'Points par bon' }).fill('100');
  await rate.getByRole('textbox', { name: 'Valeur du bon (€)' }).fill('1500');
  await form.getByRole('textbox', { name: 'Valeur (€) du cadeau n°1' }).fill('3,50');
  await form.getByRole('button', { name: 'Enregistrer la configuration' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'La valeur du bon doit être comprise entre 0,01 € et 1 000 €',
  );
  await rate.getByRole('textbox', { name: 'Valeur du bon (€)' }).fill('10');
  await form.getByRole('button', { name: 'Enregistrer la configuration' }).click();
  await expect(toast(page, '✅ Configuration sauvegardée !')).toBeVisible();
  await checkScreen(page, testInfo, 'fidelite-bons');
  // Read again: the rate and the gift's value were saved.
  await page.reload();
  await expect(on).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Valeur (€) du cadeau n°1' })).toHaveValue('3,5');
});

test('a diner converts 100 points and the till validates « Bon de réduction 10,00 € », counted in euros', async ({
  page,
}, testInfo) => {
  // admin_full: the till and the reward analytics.
  const sold = await createDiscountVenue('Caisse bons', { role: 'admin_full' });
  const customer = await customerWithGifts(sold, 'remise');
  const code = await convertToDiscount(customer, sold.venue.id);

  await signInStaff(page, sold.venue.staffEmail, '/app/validate-reward');
  await page.getByRole('textbox', { name: 'Code du bon' }).fill(code.replace('REWARD:', ''));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const preview = page.getByTestId('voucher-preview');
  await expect(page.getByRole('heading', { name: 'Bon de réduction 10,00 €' })).toBeVisible();
  await expect(preview.getByTestId('voucher-value')).toHaveText(/^10,00\s€$/);
  await expect(preview).toContainText(`${customer.firstName} ${customer.lastName}`);
  await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Valider le bon' }).click();
  await expect(
    toast(page, `Bon de réduction 10,00 € validé pour ${customer.firstName} ${customer.lastName}`),
  ).toBeVisible();
  await expect(preview).toContainText('Utilisé');
  await checkScreen(page, testInfo, 'bon-de-reduction-valide');

  // Reward analytics count its euros, and name it among the latest uses.
  await page.goto(new URL('/app/reward-analytics', page.url()).href);
  await expect(page.getByTestId('rewards-used-value')).toContainText(/10,00\s€/);
  const recent = page.getByRole('table', { name: 'Dernières utilisations' });
  await expect(recent.getByRole('row').filter({ hasText: customer.email })).toContainText(
    /Bon de réduction 10,00\s€.*10,00\s€/,
  );
});
