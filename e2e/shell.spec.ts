import { expect, test } from '@playwright/test';
import { appUrls } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('les trois applications', () => {
  test('le back-office parle français et son 404 ramène à l’accueil', async ({ page }) => {
    await page.goto(`${appUrls.backoffice}/adresse-inconnue`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    // Signed out, the home of the back office is guarded: the link leads to the sign-in screen.
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('E-mail').fill('accueil@resto-demo.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });

    await page.goto(`${appUrls.backoffice}/app/adresse-inconnue`);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
  });
});

test.describe('le portail sur le téléphone d’un client', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('le portail client mène du choix du restaurant à l’espace client', async ({ page }, testInfo) => {
    await page.goto(`${appUrls.portal}/`);
    await expect(page).toHaveURL(/\/client\/login$/);
    await page.getByRole('link', { name: 'Réserver une table' }).click();
    await expect(page).toHaveURL(/\/reservation$/);
    await expect(page.getByRole('heading', { name: 'Choisissez votre restaurant' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'choix du restaurant');
  });
});

test.describe('la tablette de l’établissement', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('la tablette ouvre son premier écran', async ({ page }, testInfo) => {
    await page.goto(`${appUrls.tablet}/page-perdue`);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à la tablette' }).click();
    await expect(page).toHaveURL(/\/tablette$/);
    await expect(page.getByRole('heading', { name: 'Code établissement' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'tablette');
  });
});
