import { expect, test } from '@playwright/test';
import { callFunction, mailText } from '../support/backend';
import { waitForMail } from '../support/beyond';
import { portalToast, signInWithPassword } from '../support/customer';
import { checkScreen } from '../support/layout-check';
import { decodeQrDataUrl } from '../support/qr';
import { createDiscountVenue, customerWithGifts, type RewardsVenue } from '../support/rewards';

/** A venue of its own selling 10 € vouchers for 100 points; a booking there earns 120. */
let at: RewardsVenue;
test.beforeAll(async () => {
  at = await createDiscountVenue('Bons');
});

test('a diner converts 100 points into a 10 € voucher, gets it by mail, and sees it used, open on the phone, once staff validate it', async ({
  page,
}, testInfo) => {
  const customer = await customerWithGifts(at, 'bon');
  await signInWithPassword(page, customer);
  await page.getByRole('link', { name: 'Voir mes récompenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes récompenses' })).toBeVisible();

  const offer = page.getByTestId('discount-offer').filter({ hasText: at.venue.name });
  await expect(offer).toContainText('100 points = un bon de réduction de 10,00 €');
  await expect(offer).toContainText('Votre solde : 120 points');
  await checkScreen(page, testInfo, 'convertir-points');
  await offer.getByRole('button', { name: 'Convertir 100 points en bon de 10,00 €' }).click();

  const ask = page.getByRole('alertdialog', {
    name: 'Convertir 100 points en un bon de réduction de 10,00 € ?',
  });
  await expect(ask).toContainText('Votre solde passera de 120 points à 20 points.');
  await ask.getByRole('button', { name: 'Confirmer la conversion' }).click();
  await expect(
    portalToast(page, 'Bon de réduction créé ! Il vous a aussi été envoyé par e-mail.'),
  ).toBeVisible();

  // The new voucher opens full screen: its value, its QR code and the 9 digits written under it.
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Bon de réduction 10,00 €' })).toBeVisible();
  await expect(sheet.getByTestId('voucher-value')).toHaveText(/^10,00\s€$/);
  const code = (await sheet.getByTestId('voucher-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^3\d{2} \d{3} \d{3}$/);
  const qr = sheet.getByTestId('voucher-qr');
  expect(decodeQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(`REWARD:${code.replace(/ /g, '')}`);
  await checkScreen(page, testInfo, 'bon-de-reduction');

  // Staff validate it at the till while it is open on the phone: the sheet says so at once and stops showing a
  // code anybody could scan again (issue 48, defect 9).
  const applied = await callFunction<{ name: string }>(
    'validateReward',
    { code: `REWARD:${code.replace(/ /g, '')}` },
    at.staff,
  );
  expect(applied.name).toBe('Bon de réduction 10,00 €');
  await expect(sheet.getByTestId('voucher-spent')).toHaveText(
    /^Bon utilisé le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} : il ne peut plus servir\.$/,
  );
  await expect(sheet.getByTestId('voucher-qr')).toHaveCount(0);
  await expect(sheet.getByTestId('voucher-code')).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Fermer', exact: true }).click();

  // The balance left cannot buy another one.
  await expect(offer).toContainText('Votre solde : 20 points');
  await expect(offer.getByText('Il vous faut 100 points pour obtenir ce bon de réduction')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Convertir 100 points en bon de 10,00 €' })).toBeDisabled();

  // The spec's sendGiftReward mail: amount, code, points used.
  const mail = await waitForMail(customer.email, new RegExp(`^Votre bon de 10,00 € - ${at.venue.name}$`));
  const text = (await mailText(mail.id)).replace(/\s/g, ' ');
  expect(text).toContain('Valeur : 10,00 €');
  expect(text).toContain(`Code : ${code}`);
  expect(text).toContain('Points utilisés : 100');

  // The list reads « Utilisé » too.
  const voucher = page.getByTestId('voucher-card').filter({ hasText: 'Bon de réduction 10,00 €' });
  await expect(voucher).toHaveAttribute('data-status', 'used');
});
