import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { appUrls, chromiumArgs, chromiumPath } from '../../playwright.config';
import { writeQrVideo } from '../support/qr';
import {
  claimVoucher,
  createRewardsVenue,
  customerWithGifts,
  loyaltyCodeOf,
  type RewardsVenue,
} from '../support/rewards';
import { checkScreen } from '../support/layout-check';
import { signInStaff, signInThroughLoginScreen, toast } from '../support/staff';

/** Vouchers and cards of a venue of the journeys' own, validated by that venue's admin. */
let at: RewardsVenue;
test.beforeAll(async () => {
  at = await createRewardsVenue('Caisse');
});

test.describe('Valider code-barres', () => {
  test('a voucher typed at the till shows whose it is, is applied once, then refused with its use date @phone', async ({
    page,
  }, testInfo) => {
    const customer = await customerWithGifts(at, 'caisse');
    const code = await claimVoucher(customer, at.venue.id, 1);
    await signInStaff(page, at.venue.staffEmail, '/app/validate-reward');
    await expect(page.getByRole('heading', { level: 1, name: 'Valider code-barres' })).toBeVisible();

    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Veuillez saisir un code').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Code du bon' }).fill('REWARD:12');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText(/^Code invalide/).first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Code du bon' }).fill(` ${code.toLowerCase()} `);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    const preview = page.getByTestId('voucher-preview');
    await expect(preview).toContainText(`${customer.firstName} ${customer.lastName}`);
    await expect(preview).toContainText('Boisson offerte');
    await expect(preview).toContainText(at.venue.name);
    await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
    await expect(toast(page, `Bon appliqué : ${customer.firstName} ${customer.lastName}`)).toBeVisible();
    await expect(preview).toContainText('Utilisé');

    await page.getByRole('textbox', { name: 'Code du bon' }).fill(code);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByTestId('voucher-refusal')).toContainText(
      /Ce bon a déjà été utilisé\/expiré \(utilisé le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\)/,
    );
    await expect(page.getByRole('button', { name: 'Appliquer la remise' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'valider-code-barres');
    // The wrong code, the check and the second check (an empty field is not a scan).
    await expect(page.getByTestId('recent-scans').getByRole('listitem')).toHaveCount(3);
  });

  test('a code in the address is checked by itself', async ({ page }) => {
    const customer = await customerWithGifts(at, 'lien');
    const code = await claimVoucher(customer, at.venue.id, 2);
    await signInStaff(page, at.venue.staffEmail, `/app/validate-reward?code=${encodeURIComponent(code)}`);
    const preview = page.getByTestId('voucher-preview');
    await expect(preview).toContainText('Dessert offert');
    await expect(preview).toContainText('Cadeau n°2');
    await expect(preview.getByRole('button', { name: 'Appliquer la remise' })).toBeVisible();
  });

  test('a voucher is scanned through the camera and applied', async ({ browserName }, testInfo) => {
    expect(browserName).toBe('chromium');
    test.skip(testInfo.project.name !== 'desktop', 'one camera journey is enough');
    test.setTimeout(60_000);
    const customer = await customerWithGifts(at, 'camera');
    const code = await claimVoucher(customer, at.venue.id, 3);
    const video = join(await mkdtemp(join(tmpdir(), 'qr-camera-')), 'voucher.y4m');
    await writeQrVideo(await QRCode.toDataURL(code, { width: 300, margin: 1 }), video);
    // A browser whose camera films the voucher held over the till.
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 768 },
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        reducedMotion: 'reduce',
        permissions: ['camera'],
      });
      const page = await context.newPage();
      await signInThroughLoginScreen(page, at.venue.staffEmail);
      await page.goto(`${appUrls.backoffice}/app/validate-reward`);
      await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
      await expect(page).toHaveURL(new RegExp(`code=${encodeURIComponent(code)}`), { timeout: 20_000 });
      const preview = page.getByTestId('voucher-preview');
      await expect(preview).toContainText(`${customer.firstName} ${customer.lastName}`);
      await expect(page.getByTestId('camera-state')).not.toHaveText('Visez le code');
      await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
      await expect(preview).toContainText('Utilisé');
    } finally {
      await browser.close();
    }
  });
});

test.describe('Scan fidélité', () => {
  test('a loyalty card shows the customer, level and points at this venue, with a link to their file @phone', async ({
    page,
  }, testInfo) => {
    const customer = await customerWithGifts(at, 'fidele');
    const code = await loyaltyCodeOf(customer);
    await signInStaff(page, at.venue.staffEmail, `/app/scan-fidelity?code=${encodeURIComponent(code)}`);
    const result = page.getByRole('region', { name: 'Résultat' });
    await expect(
      result.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    await expect(result).toContainText('30,0 points');
    await expect(result).toContainText(`chez ${at.venue.name}`);
    await expect(result.getByRole('link', { name: 'Voir la fiche client' })).toHaveAttribute(
      'href',
      `/app/customers/${encodeURIComponent(customer.email)}`,
    );
    await page.getByRole('textbox', { name: 'Code de la carte' }).fill('LOYALTY:20000000');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByTestId('scan-error')).toContainText('Carte de fidélité inconnue');
    await checkScreen(page, testInfo, 'scan-fidelite');
  });
});
