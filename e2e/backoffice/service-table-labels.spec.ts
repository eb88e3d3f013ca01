import { expect, test } from '@playwright/test';
import { signInStaff, toast } from '../support/staff';
import { detailUrl } from './day-screen';
import {
  bookAtTable,
  createServiceVenue,
  giveTables,
  planTable,
  requestOnline,
  row,
  serviceDate,
} from './service-support';

/**
 * Issue 39: a row's tables read up to 8 numbers then « +n » (staff-operations §2), and the reservation page's
 * table opens the day screen's assignment (its conflict rule and « Attribuer quand même ») instead of
 * « Attribution de table - À venir ».
 */
test.describe('les tables d’une réservation @phone', () => {
  test('une grande tablée sur 10 tables : « Table 1, 2, 3, 4, 5, 6, 7, 8 +2 » sur sa ligne et sur sa fiche', async ({
    page,
  }) => {
    const venue = await createServiceVenue('Tablée', { tables: 10 });
    const date = serviceDate(3);
    const id = await bookAtTable(venue, { firstName: 'Paul', lastName: 'Banquet', date, time: '20:00' });
    await giveTables(
      venue,
      id,
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    const label = 'Table 1, 2, 3, 4, 5, 6, 7, 8 +2';
    const tables = row(page, 'Banquet').getByRole('button', { name: label, exact: true });
    await expect(tables).toBeVisible();
    await expect(tables).toHaveAttribute('title', 'Table 1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    await page.goto(detailUrl(id));
    await expect(
      page.locator('.detail__facts').getByRole('button', { name: label, exact: true }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });

  test('la fiche ouvre l’attribution du jour : table prise refusée avec la raison, puis « Attribuer quand même »', async ({
    page,
  }) => {
    const venue = await createServiceVenue('Fiche table');
    const date = serviceDate(4);
    const thomas = await requestOnline(venue, { firstName: 'Hugo', lastName: 'Thomas', date, time: '19:30' });
    await giveTables(venue, thomas, ['3']);
    const dubois = await bookAtTable(venue, { firstName: 'Léa', lastName: 'Dubois', date, time: '20:15' });

    await signInStaff(page, venue.staffEmail);
    await page.goto(detailUrl(dubois));
    await page.getByRole('button', { name: 'Aucune table' }).click({ timeout: 15_000 });
    await expect(toast(page, 'Attribution de table - À venir')).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: /^Tables · / });
    await planTable(dialog, '3').click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Table 3 déjà prise' })).toHaveText(
      'Table 3 déjà prise par THOMAS Hugo (19:30)',
    );
    await dialog.getByRole('button', { name: 'Assigner (3)' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Table déjà prise' });
    await expect(refusal).toContainText('Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30');
    await refusal.getByRole('button', { name: 'Attribuer quand même' }).click();
    await expect(toast(page, 'Table 3 assignée !')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The page follows the booking live: its table is now 3.
    await expect(
      page.locator('.detail__facts').getByRole('button', { name: 'Table 3', exact: true }),
    ).toBeVisible();
  });
});
