import { expect, test } from '@playwright/test';
import { portalToast, signInWithPassword } from '../support/customer';
import { checkScreen } from '../support/layout-check';
import { decodeQrDataUrl } from '../support/qr';
import { createRewardsVenue, customerWithGifts, type RewardsVenue } from '../support/rewards';

let at: RewardsVenue;
test.beforeAll(async () => {
  at = await createRewardsVenue('Cadeaux');
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a diner claims a gift and shows its voucher, whose QR code holds the digits written under it', async ({
  page,
}, testInfo) => {
  const customer = await customerWithGifts(at, 'cadeau');
  await signInWithPassword(page, customer);
  await page.getByRole('link', { name: 'Voir mes récompenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes récompenses' })).toBeVisible();

  // 30 points, a gift every 10 points: three to claim, the fourth still out of reach.
  const gifts = page.getByTestId('gift-card');
  await expect(gifts.filter({ hasText: 'Cadeau n°1' })).toHaveAttribute('data-claimable', 'true');
  const next = gifts.filter({ hasText: 'Cadeau n°4' });
  await expect(next).toHaveAttribute('data-claimable', 'false');
  await expect(next.getByText('Il vous faut 40 points pour obtenir ce cadeau')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Obtenir ce cadeau' })).toBeDisabled();

  await gifts.filter({ hasText: 'Cadeau n°1' }).getByRole('button', { name: 'Obtenir ce cadeau' }).click();
  await expect(portalToast(page, '🎁 Boisson offerte ajouté à vos récompenses !')).toBeVisible();
  const voucher = page.getByTestId('voucher-card').first();
  await expect(voucher).toHaveAttribute('data-status', 'active');
  await expect(voucher.getByText('Valable à vie')).toBeVisible();
  await checkScreen(page, testInfo, 'recompenses');
  await expect(gifts.filter({ hasText: 'Cadeau n°1' })).toHaveCount(0);

  await voucher.getByRole('button', { name: 'Utiliser' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Valable à vie')).toBeVisible();
  // The gift by its name; the digits people type, in groups, never the code's internal prefix.
  await expect(sheet.getByText('Boisson offerte', { exact: true })).toBeVisible();
  const code = (await page.getByTestId('voucher-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^3\d{2} \d{3} \d{3}$/);
  await expect(sheet.getByText(/REWARD|Cadeau n°/)).toHaveCount(0);
  const qr = page.getByTestId('voucher-qr');
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeLessThanOrEqual(300);
  expect(decodeQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(`REWARD:${code.replace(/ /g, '')}`);
  await checkScreen(page, testInfo, 'bon');

  // No share sheet in this browser: the code is copied instead.
  await sheet.getByRole('button', { name: 'Partager' }).click();
  await expect(portalToast(page, 'Code QR copié !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await sheet.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(sheet).toBeHidden();
});

test("the loyalty card shows the customer's code as a QR code with its digits, and the card of the venue", async ({
  page,
}, testInfo) => {
  const customer = await customerWithGifts(at, 'carte');
  await signInWithPassword(page, customer);
  await page.getByRole('link', { name: 'Ma carte de fidélité' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma carte de fidélité' })).toBeVisible();
  const code = (await page.getByTestId('loyalty-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^2\d{3} \d{4}$/);
  expect(decodeQrDataUrl((await page.getByTestId('loyalty-qr').getAttribute('src')) ?? '')).toBe(
    `LOYALTY:${code.replace(/ /g, '')}`,
  );
  await expect(page.getByTestId('venue-card').filter({ hasText: at.venue.name })).toContainText('30,0');
  await checkScreen(page, testInfo, 'carte-fidelite');
  // The same code on every visit.
  await page.reload();
  await expect(page.getByTestId('loyalty-code')).toHaveText(code);
});
