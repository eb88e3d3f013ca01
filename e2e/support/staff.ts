import { expect, type Locator, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';

/** Demo staff accounts seeded by the local host (password demo1234). */
export const STAFF = {
  master: 'master@resto-demo.fr',
  direction: 'direction@resto-demo.fr',
  accueil: 'accueil@resto-demo.fr',
} as const;
export const DEMO_PASSWORD = 'demo1234';

/** Signs in to the back office through its login screen and waits for the home screen. */
export async function signInStaff(page: Page, email: string = STAFF.accueil): Promise<void> {
  await page.goto(`${appUrls.backoffice}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
}

/** A toast of the back office's top notification area, by its text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByTestId('toast').filter({ hasText: text });
}
