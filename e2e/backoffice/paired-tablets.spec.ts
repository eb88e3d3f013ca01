import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction } from '../support/backend';
import { createOwnVenue, type OwnVenue } from '../support/own-venue';
import { checkScreen } from '../support/layout-check';
import { STAFF, signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';
import { pairDevice } from '../support/tablet';
import { toast } from './shell-support';

/** « Établissement » lists the venue's paired tablets and revokes one (master_admin, admin_full only). */
let venue: OwnVenue;
test.beforeAll(async () => {
  venue = await createOwnVenue('Tablettes', { role: 'admin_full' });
});

test.describe('les tablettes associées @phone', () => {
  test('la direction voit qui a associé chaque tablette et en révoque une', async ({ page }, testInfo) => {
    const staffToken = await idToken(venue.staffEmail);
    const device = await pairDevice(venue.id, staffToken, `Tablette ${testInfo.project.name}`);
    await signInStaff(page, venue.staffEmail, '/app/establishment');
    await expect(page.getByRole('heading', { name: 'Établissement' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: device.deviceName });
    await expect(item).toBeVisible();
    await expect(item.getByText(`Associée par ${venue.staffName}`)).toBeVisible();
    // The page's « Liens » and the tablets' panel both give the tablet's address.
    await expect(
      page.getByRole('link', { name: new RegExp(`/tablette/${venue.id.slice(-6).toUpperCase()}$`) }).first(),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'tablettes-associees');

    await item.getByRole('button', { name: `Révoquer ${device.deviceName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Révoquer cette tablette ?' });
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Révoquer ${device.deviceName}` }).click();
    await confirm.getByRole('button', { name: 'Révoquer' }).click();
    await expect(toast(page, `Tablette « ${device.deviceName} » révoquée`)).toBeVisible();
    await expect(item).toHaveCount(0);
    // Its account is gone with it: the credential it still holds is refused.
    await expect(callFunction('tabletSession', {}, device.idToken)).rejects.toMatchObject({
      status: 'UNAUTHENTICATED',
    });
  });

  test('un admin n’a pas accès aux pages Établissement, Paramètres et Analytics, même par leur adresse', async ({
    page,
  }) => {
    await signInStaff(page, STAFF.accueil);
    for (const path of ['/app/establishment', '/app/settings']) {
      await page.goto(`${appUrls.backoffice}${path}`);
      // A fresh page load each time: one toast.
      await expect(toast(page, "Accès refusé : vous n'avez pas les permissions nécessaires")).toHaveCount(1);
      await expect(page).toHaveURL(/\/app\/reservations/);
    }
    await page.goto(`${appUrls.backoffice}/app/analytics`);
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
});
