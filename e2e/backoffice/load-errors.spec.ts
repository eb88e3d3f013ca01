import { expect, test, type Page } from '@playwright/test';
import { createOwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { createServiceVenue, serviceDate } from './service-support';

/**
 * Issue 39: a read that fails says so instead of passing for an empty state or loading forever — the floor plan
 * (« Erreur lors du chargement du plan », never « Aucun plan de salle configuré ») and the loyalty settings
 * (« ❌ Erreur lors du chargement de la configuration » with « Réessayer »). The failures are made in the
 * browser, on the reads of this journey's own venue only.
 */

/** Refuses the live read of the venue's floor plan, as the store API refuses a read it does not allow. */
async function refusePlanRead(page: Page, restaurantId: string) {
  await page.route(
    (url) =>
      url.pathname.endsWith('/store/subscribe') &&
      url.searchParams.get('doc') === `floorPlans/${restaurantId}`,
    (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'permission-denied', message: 'Lecture refusée' } }),
      }),
  );
}

test.describe('lectures en échec', () => {
  test('le plan du jour illisible : « Erreur lors du chargement du plan »', async ({ page }) => {
    const venue = await createServiceVenue('Plan illisible');
    const date = serviceDate(3);
    await refusePlanRead(page, venue.id);
    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    await page.getByRole('button', { name: 'Plan de salle du jour' }).click();
    const plan = page.getByRole('dialog', { name: /^Plan de salle · / });
    await expect(plan.getByRole('alert')).toHaveText('Erreur lors du chargement du plan');
    await expect(plan).not.toContainText('Aucun plan de salle configuré');
  });

  test('la fidélité illisible : l’erreur et « Réessayer », puis le formulaire', async ({ page }) => {
    const venue = await createOwnVenue('Fidélité illisible', { role: 'admin_full' });
    let refuse = true;
    await page.route(
      (url) => url.pathname.endsWith('/store/get'),
      async (route) => {
        const asked = route.request().postData() ?? '';
        if (refuse && asked.includes(`loyalty_config_${venue.id}`)) {
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'Indisponible' } }),
          });
        } else await route.continue();
      },
    );
    await signInStaff(page, venue.staffEmail, '/app/settings');
    await expect(page.getByRole('tab', { name: 'Fidélité' })).toHaveAttribute('aria-selected', 'true');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Erreur lors du chargement de la configuration' });
    await expect(notice).toHaveText(/^❌ Erreur lors du chargement de la configuration/);
    await expect(page.getByLabel('Chargement de la configuration')).toHaveCount(0);

    refuse = false;
    await notice.getByRole('button', { name: 'Réessayer' }).click();
    const form = page.getByRole('form', { name: /Fidélité/ });
    await expect(form.getByRole('textbox', { name: 'Un cadeau tous les' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
