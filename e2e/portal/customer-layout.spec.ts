import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { DEMO_DINERS, openLogin, signInWithPassword } from '../support/customer';
import { checkScreen } from '../support/layout-check';

/**
 * The customer pages as a diner sees them on a phone (390 and 360 px) and on a laptop: nothing past the right
 * edge, every control named, no serious accessibility fault.
 */
test.describe('customer pages layout', () => {
  test('login: data-protection notice, e-mail, registration and password steps', async ({
    page,
  }, testInfo) => {
    await page.goto(`${appUrls.portal}/client/login`);
    await checkScreen(page, testInfo, 'connexion');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('dialog', { name: 'Protection de vos données' })).toBeVisible();
    await checkScreen(page, testInfo, 'protection-des-donnees');
    await page.getByRole('button', { name: "J'ai compris" }).click();
    await checkScreen(page, testInfo, 'inscription');
    await openLogin(page, DEMO_DINERS.eloise.email);
    await page.getByRole('button', { name: 'Me connecter avec mon mot de passe' }).click();
    await checkScreen(page, testInfo, 'mot-de-passe');
  });

  test('space, profile and reservation detail @laptop', async ({ page }, testInfo) => {
    await signInWithPassword(page, DEMO_DINERS.eloise);
    await checkScreen(page, testInfo, 'espace');
    await page.getByRole('button', { name: 'Modifier mon profil' }).click();
    await checkScreen(page, testInfo, 'profil');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page
      .getByRole('region', { name: 'Mes réservations et visites' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
    await checkScreen(page, testInfo, 'reservation');
  });

  test('terms of use and privacy notice', async ({ page }, testInfo) => {
    await page.goto(`${appUrls.portal}/conditions-utilisation`);
    await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
    await checkScreen(page, testInfo, 'conditions');
    await page.goto(`${appUrls.portal}/confidentialite`);
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await checkScreen(page, testInfo, 'confidentialite');
  });
});
