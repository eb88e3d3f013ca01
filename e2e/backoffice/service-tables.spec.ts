import { expect, test } from '@playwright/test';
import { callFunction } from '../support/backend';
import { signInStaff, toast } from '../support/staff';
import {
  bookAtTable,
  createServiceVenue,
  giveTables,
  openDayPlan,
  planTable,
  requestOnline,
  row,
  serviceDate,
} from './service-support';

/**
 * Issue 36, bugs 1 and 2 (« Saturday night »): a request given a table holds it on the plan (« en attente »,
 * never « libre »), and a table another booking holds is refused with who holds it on every path that gives a
 * table, or given only after « Attribuer quand même », both bookings then marked in conflict until one moves.
 */
test.describe('une table donnée deux fois', () => {
  test('le plan du jour : « en attente » dessiné et légendé, table refusée avec la raison, puis donnée quand même et marquée sur les deux lignes jusqu’à ce que l’une bouge', async ({
    page,
  }) => {
    // A venue and its plan to set up, the plan's moves and the marks checked in two places.
    test.setTimeout(90_000);
    const venue = await createServiceVenue('Table deux fois');
    const date = serviceDate(3);
    const thomas = await requestOnline(venue, { firstName: 'Hugo', lastName: 'Thomas', date, time: '19:30' });
    await giveTables(venue, thomas, ['3']);
    await bookAtTable(venue, { firstName: 'Léa', lastName: 'Dubois', date, time: '20:15' });

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    await expect(row(page, 'Thomas')).toBeVisible();
    const plan = await openDayPlan(page);
    await plan.getByLabel("Heure d'arrivée").selectOption('19:30');
    // Bug 2: THOMAS's request is drawn on its table, waiting for its answer, and the legend says so.
    await expect(planTable(plan, '3')).toHaveAccessibleName(/en attente$/);
    await expect(plan.getByLabel('Légende du plan')).toContainText('En attente');
    const list = plan.getByRole('complementary', { name: 'Réservations du jour' });
    const thomasEntry = list.getByRole('button', { name: /^19:30 THOMAS Hugo/ });
    await expect(thomasEntry).toContainText('En attente');

    // Bug 1: DUBOIS at 20:15 onto table 3, which THOMAS holds from 19:30 — refused, saying who holds it.
    const dubois = list.getByRole('button', { name: /^20:15 DUBOIS Léa/ });
    await dubois.click();
    await planTable(plan, '3').click();
    const refusal = plan.getByRole('alert').filter({ hasText: 'Table déjà prise' });
    await expect(refusal).toContainText('Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30');
    await expect(dubois).toContainText('Sans table');

    // Staff insist: given, and both bookings are marked on the plan and in its list.
    await refusal.getByRole('button', { name: 'Attribuer quand même' }).click();
    await expect(toast(page, 'Table 3 assignée !')).toBeVisible();
    await expect(dubois).toContainText('Table 3');
    await expect(dubois).toContainText('Table 3 aussi donnée à THOMAS Hugo (19:30)');
    await expect(thomasEntry).toContainText('Table 3 aussi donnée à DUBOIS Léa (20:15)');
    await plan.getByLabel("Heure d'arrivée").selectOption('20:15');
    await expect(planTable(plan, '3')).toHaveAccessibleName(/, conflit de table$/);
    await page.keyboard.press('Escape');

    // The day list marks both rows as well.
    const thomasRow = row(page, 'Thomas');
    const duboisRow = row(page, 'Dubois');
    await expect(
      thomasRow.getByRole('img', { name: 'Conflit de table : Table 3 aussi donnée à DUBOIS Léa (20:15)' }),
    ).toBeVisible();
    await expect(
      duboisRow.getByRole('img', { name: 'Conflit de table : Table 3 aussi donnée à THOMAS Hugo (19:30)' }),
    ).toBeVisible();

    // Solved by moving DUBOIS: the marks go, from both rows.
    await duboisRow.getByRole('button', { name: 'Table 3' }).click();
    const dialog = page.getByRole('dialog', { name: /^Tables · / });
    await planTable(dialog, '3').click();
    await planTable(dialog, '5').click();
    await dialog.getByRole('button', { name: 'Assigner (5)' }).click();
    await expect(toast(page, 'Table 5 assignée !')).toBeVisible();
    await expect(duboisRow.getByRole('button', { name: 'Table 5' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Conflit de table/ })).toHaveCount(0);
  });

  test('la fenêtre d’attribution et la nouvelle réservation à une table : la raison, « Choisir une autre table », « Attribuer quand même »', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const venue = await createServiceVenue('Attribution');
    const date = serviceDate(4);
    const thomas = await requestOnline(venue, { firstName: 'Hugo', lastName: 'Thomas', date, time: '19:30' });
    await giveTables(venue, thomas, ['3']);
    const dubois = await bookAtTable(venue, { firstName: 'Léa', lastName: 'Dubois', date, time: '20:15' });
    // The server refuses it whoever calls: the rule is not only in the screen.
    await expect(
      callFunction('assignTables', { reservationId: dubois, tables: ['3'] }, venue.token),
    ).rejects.toThrow('Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30');

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    await row(page, 'Dubois').getByRole('button', { name: 'Attribuer une table' }).click();
    const dialog = page.getByRole('dialog', { name: /^Tables · / });
    // A taken table may be picked: the dialog says who holds it before anything is sent.
    await planTable(dialog, '3').click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Table 3 déjà prise' })).toHaveText(
      'Table 3 déjà prise par THOMAS Hugo (19:30)',
    );
    await dialog.getByRole('button', { name: 'Assigner (3)' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Table déjà prise' });
    await expect(refusal).toContainText('Cette table est déjà occupée : table 3 par THOMAS Hugo à 19:30');
    await refusal.getByRole('button', { name: 'Choisir une autre table' }).click();
    await expect(refusal).toHaveCount(0);
    await planTable(dialog, '3').click();
    await planTable(dialog, '6').click();
    await dialog.getByRole('button', { name: 'Assigner (6)' }).click();
    await expect(toast(page, 'Table 6 assignée !')).toBeVisible();
    await expect(row(page, 'Dubois').getByRole('button', { name: 'Table 6' })).toBeVisible();

    // A booking started on a free table of the plan; the table is given to someone else meanwhile.
    const plan = await openDayPlan(page);
    await plan.getByLabel("Heure d'arrivée").selectOption('20:00');
    await planTable(plan, '7').click();
    const form = page.getByRole('dialog', { name: '➕ Nouvelle réservation à la table 7' });
    await expect(form).toBeVisible();
    await bookAtTable(venue, { firstName: 'Noé', lastName: 'Rapide', date, time: '20:00', tableId: '7' });
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lent');
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await form.getByLabel('Téléphone').fill('06 55 44 33 22');
    await form.getByLabel('Heure').selectOption('20:00');
    await form.getByRole('button', { name: 'Créer la réservation' }).click();
    const taken = form.getByRole('alert').filter({ hasText: 'Table déjà prise' });
    await expect(taken).toContainText('Cette table est déjà occupée : table 7 par RAPIDE Noé à 20:00');
    await taken.getByRole('button', { name: 'Attribuer quand même' }).click();
    await expect(toast(page, 'Réservation créée avec succès !')).toBeVisible();
    await expect(
      row(page, 'Lent').getByRole('img', {
        name: 'Conflit de table : Table 7 aussi donnée à RAPIDE Noé (20:00)',
      }),
    ).toBeVisible();
    await expect(row(page, 'Rapide').getByRole('img', { name: /^Conflit de table/ })).toBeVisible();
  });
});
