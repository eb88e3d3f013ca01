import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import {
  expectUpdateJourney,
  installPromptCount,
  offerInstall,
  prepareInstallOffer,
  reloadOffline,
  waitForServiceWorkerControl,
} from '../support/pwa';

/** The portal as an installable app (customer-flows §2 "Install banner", §9; ARCHITECTURE §8). */
test.use({ serviceWorkers: 'allow' });

const FIRST_HEADING = 'Connexion à votre espace';
const installBanner = (page: Page) => page.getByRole('region', { name: "Installez l'application" });

test.describe('le portail installable', () => {
  test('la bannière d’installation : 2 s après le chargement, « Installer » ouvre la fenêtre du navigateur, écartée pour de bon', async ({
    page,
  }) => {
    await prepareInstallOffer(page);
    await page.goto(`${appUrls.portal}/client/login`);
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
    await offerInstall(page);
    await expect(installBanner(page)).toBeVisible();
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(2_000);
    await installBanner(page).getByRole('button', { name: 'Installer', exact: true }).click();
    await expect.poll(() => installPromptCount(page)).toBe(1);
    await expect(installBanner(page)).toHaveCount(0);

    // Installing is not putting it away: offered again on the next visit, then put away for good.
    await page.reload();
    await offerInstall(page);
    await expect(installBanner(page)).toBeVisible();
    await installBanner(page).getByRole('button', { name: "Ne plus proposer l'installation" }).click();
    await expect(installBanner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
    await offerInstall(page);
    await page.waitForFunction(() => performance.now() > 2_500);
    await expect(installBanner(page)).toHaveCount(0);
  });

  test('hors connexion, le portail se rouvre depuis son cache', async ({ page, context }) => {
    await page.goto(`${appUrls.portal}/client/login`);
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await reloadOffline(page, context, FIRST_HEADING);
  });

  test('une nouvelle version : « Plus tard », puis « Actualiser » recharge sur la nouvelle version', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${appUrls.portal}/client/login`);
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expectUpdateJourney(page, 'client-portal');
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
  });
});
