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
import { signInStaff } from '../support/staff';
import { openSideMenu } from './shell-support';

/**
 * The back office as an installable app (staff-operations §2 side menu 'Install app'; customer-flows §2 "Install
 * banner", admin wording; ARCHITECTURE §8).
 */
test.use({ serviceWorkers: 'allow' });

const installBanner = (page: Page) => page.getByRole('region', { name: 'Installez le back-office' });

test.describe('le back-office installable', () => {
  test('« Installer l’application » dans le menu et la bannière quand le navigateur le propose', async ({
    page,
  }) => {
    await prepareInstallOffer(page);
    await signInStaff(page);
    const menu = await openSideMenu(page);
    const menuInstall = menu.getByRole('button', { name: "Installer l'application" });
    await expect(menuInstall).toHaveCount(0);

    await offerInstall(page);
    await expect(menuInstall).toBeVisible();
    await expect(installBanner(page)).toBeVisible();
    await menuInstall.click();
    await expect.poll(() => installPromptCount(page)).toBe(1);
    // The browser's offer is spent: neither the button nor the banner offers it again.
    await expect(menuInstall).toHaveCount(0);
    await expect(installBanner(page)).toHaveCount(0);

    // Put away from the banner, it stays away after a reload; the menu still offers installation.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
    await offerInstall(page);
    await expect(installBanner(page)).toBeVisible();
    await installBanner(page).getByRole('button', { name: "Ne plus proposer l'installation" }).click();
    await expect(installBanner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
    await offerInstall(page);
    await expect(
      (await openSideMenu(page)).getByRole('button', { name: "Installer l'application" }),
    ).toBeVisible();
    await page.waitForFunction(() => performance.now() > 2_500);
    await expect(installBanner(page)).toHaveCount(0);
  });

  test('hors connexion, le back-office se rouvre depuis son cache', async ({ page, context }) => {
    await page.goto(`${appUrls.backoffice}/login`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await reloadOffline(page, context, 'Connexion');
  });

  test('une nouvelle version : « Plus tard », puis « Actualiser » recharge sur la nouvelle version', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${appUrls.backoffice}/login`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expectUpdateJourney(page, 'backoffice');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });
});
