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
    await page.getByRole('alertdialog').getByRole('button', { name: 'Valider le bon' }).click();
    await expect(
      toast(page, `Bon « Boisson offerte » validé pour ${customer.firstName} ${customer.lastName}`),
    ).toBeVisible();
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

  test('the 9 digits printed under the QR code, spaces included: the gift named, confirmed, given back within the minute', async ({
    page,
  }) => {
    const customer = await customerWithGifts(at, 'chiffres');
    const digits = (await claimVoucher(customer, at.venue.id, 2)).replace('REWARD:', '');
    const printed = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const who = `${customer.firstName} ${customer.lastName}`;
    await signInStaff(page, at.venue.staffEmail, '/app/validate-reward');
    const field = page.getByRole('textbox', { name: 'Code du bon' });

    // A wrong number says what to type, without the codes' internal formats.
    await field.fill('335 478');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText(/Saisissez les 9 chiffres du bon/).first()).toBeVisible();

    await field.fill(printed);
    await page.getByRole('button', { name: 'Vérifier' }).click();
    const preview = page.getByTestId('voucher-preview');
    await expect(preview).toContainText(who);
    await expect(preview).toContainText('Dessert offert');
    await expect(preview).toContainText(printed);
    await expect(page.getByText(/REWARD|LOYALTY|Cadeau n°/)).toHaveCount(0);

    // Asked first, naming the gift and the diner; « Annuler » changes nothing.
    await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
    const ask = page.getByRole('alertdialog', { name: `Valider le bon « Dessert offert » de ${who} ?` });
    // The voucher's card: its status badge sits in the card's header, beside the gift's name.
    const status = page.getByRole('region', { name: 'Dessert offert' }).locator('.ui-card__actions .badge');
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await expect(ask).toHaveCount(0);
    await expect(status).toHaveText('Actif');
    await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
    await ask.getByRole('button', { name: 'Valider le bon' }).click();
    await expect(toast(page, `Bon « Dessert offert » validé pour ${who}`)).toBeVisible();
    await expect(status).toHaveText('Utilisé');

    // A minute to give it back: active again, usable later.
    await expect(page.getByText(/^Possible encore \d+ s$/)).toBeVisible();
    await preview.getByRole('button', { name: 'Annuler la validation' }).click();
    await expect(
      toast(page, 'Validation annulée : le bon « Dessert offert » est de nouveau disponible'),
    ).toBeVisible();
    await expect(status).toHaveText('Actif');
    await expect(preview.getByRole('button', { name: 'Appliquer la remise' })).toBeVisible();
    await expect(page.getByTestId('recent-scans').getByRole('listitem').first()).toContainText(
      'Validation annulée',
    );
  });

  test('a code in the address is checked by itself', async ({ page }) => {
    const customer = await customerWithGifts(at, 'lien');
    const code = await claimVoucher(customer, at.venue.id, 2);
    await signInStaff(page, at.venue.staffEmail, `/app/validate-reward?code=${encodeURIComponent(code)}`);
    const preview = page.getByTestId('voucher-preview');
    await expect(preview).toContainText('Dessert offert');
    await expect(preview).not.toContainText('Cadeau n°2');
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
      // The address carries the digits only, never the QR code's prefix.
      await expect(page).toHaveURL(new RegExp(`code=${code.replace('REWARD:', '')}$`), { timeout: 20_000 });
      const preview = page.getByTestId('voucher-preview');
      await expect(preview).toContainText(`${customer.firstName} ${customer.lastName}`);
      await expect(page.getByTestId('camera-state')).not.toHaveText('Visez le code');
      await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Valider le bon' }).click();
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
