import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { expectUpdateJourney, reloadOffline, waitForServiceWorkerControl } from '../support/pwa';

/** The loyalty tablet as an installable app (customer-flows §2 "Loyalty tablet", §9; ARCHITECTURE §8). */
test.use({ serviceWorkers: 'allow' });

const FIRST_HEADING = 'Code établissement';

test.describe('la tablette installable', () => {
  test('hors connexion, la tablette se rouvre depuis son cache', async ({ page, context }) => {
    await page.goto(`${appUrls.tablet}/tablette`);
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await reloadOffline(page, context, FIRST_HEADING);
  });

  test('une nouvelle version annoncée : « Plus tard » ou « Actualiser »', async ({ page }, testInfo) => {
    // The journey changes the built worker on disk: once, not in both kiosk orientations at the same time.
    test.skip(testInfo.project.name !== 'kiosk-portrait', 'une seule orientation modifie le build servi');
    await page.clock.install();
    await page.goto(`${appUrls.tablet}/tablette`);
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expectUpdateJourney(page, 'tablet');
    await expect(page.getByRole('heading', { name: FIRST_HEADING })).toBeVisible();
  });
});
