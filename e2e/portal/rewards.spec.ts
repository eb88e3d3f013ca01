import { expect, test } from '@playwright/test';
import { portalToast, signInWithPassword } from '../support/customer';
import { checkScreen } from '../support/layout-check';
import { decodeQrDataUrl } from '../support/qr';
import { createRewardsVenue, customerWithGifts, type RewardsVenue } from '../support/rewards';

let at: RewardsVenue;
test.beforeAll(async () => {
  // Bronze from 20 points: the gifts fall under two levels (issue 48: gifts grouped by level).
  at = await createRewardsVenue('Cadeaux', { levels: { bronze: 20, silver: 250, gold: 500, diamond: 1000 } });
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a diner claims a gift, confirmed, and shows its voucher, whose QR code holds the digits written under it @laptop', async ({
  page,
}, testInfo) => {
  const customer = await customerWithGifts(at, 'cadeau');
  await signInWithPassword(page, customer);
  await page.getByRole('link', { name: 'Voir mes récompenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes récompenses' })).toBeVisible();

  // Vouchers first, then the gifts grouped by level, each named by itself, never « Cadeau n°… » (issue 48).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Mes bons', 'Mes cadeaux']);
  const groups = page.getByTestId('gift-group');
  await expect(groups.getByRole('heading', { level: 3 })).toHaveText(['Niveau Nouveau', 'Niveau Bronze']);
  await expect(page.getByText(/Cadeau n°/)).toHaveCount(0);

  // 30 points, a gift every 10 points: three to claim, the fourth still out of reach.
  const gifts = page.getByTestId('gift-card');
  await expect(groups.first().getByTestId('gift-card')).toHaveText([/Boisson offerte/]);
  await expect(gifts.filter({ hasText: 'Boisson offerte' }).first()).toHaveAttribute(
    'data-claimable',
    'true',
  );
  const next = gifts.last();
  await expect(next).toHaveAttribute('data-claimable', 'false');
  await expect(next.getByText('Il vous faut 40 points pour obtenir ce cadeau')).toBeVisible();
  await expect(next.getByRole('button', { name: 'Obtenir ce cadeau' })).toBeDisabled();

  // « Obtenir ce cadeau » asks first: the points it needs and the balance after; « Annuler » keeps it.
  const first = gifts.first();
  await first.getByRole('button', { name: 'Obtenir ce cadeau' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Obtenir « Boisson offerte » ?' });
  await expect(ask.getByText(/Ce cadeau demande 10 points chez/)).toBeVisible();
  await expect(
    ask.getByText('Solde après ce cadeau : 30 points (vos points ne sont pas dépensés).'),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'recompenses-confirmer');
  await ask.getByRole('button', { name: 'Annuler' }).click();
  await expect(ask).toBeHidden();
  await expect(gifts).toHaveCount(4);
  await first.getByRole('button', { name: 'Obtenir ce cadeau' }).click();
  await ask.getByRole('button', { name: 'Obtenir ce cadeau' }).click();
  await expect(portalToast(page, 'Boisson offerte ajouté à vos récompenses !')).toBeVisible();
  const voucher = page.getByTestId('voucher-card').first();
  await expect(voucher).toHaveAttribute('data-status', 'active');
  await expect(voucher.getByText('Valable à vie')).toBeVisible();
  await checkScreen(page, testInfo, 'recompenses');
  await expect(gifts).toHaveCount(3);

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
