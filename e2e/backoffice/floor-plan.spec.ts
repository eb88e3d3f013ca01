import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken } from '../support/staff-api';
import { row } from './day-screen';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

test.describe('plan de salle', () => {
  test('une salle, trois tables et un mur : déplacés, pivotés, annulés, sauvegardés, puis proposés à l’attribution', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Plan', { role: 'admin_full' });
    const guest = {
      firstName: 'Paule',
      lastName: 'Planchette',
      email: uniqueEmail('plan'),
      phone: uniquePhone(),
    };
    await bookAtVenue(venue, await idToken(venue.staffEmail), {
      ...guest,
      date: today(),
      time: '23:00',
      partySize: 2,
    });

    await signInStaff(page, venue.staffEmail, '/app/establishment');
    await page.getByRole('link', { name: 'Modifier le plan de salle' }).click();
    await expect(page.getByRole('heading', { name: 'Plan de salle' })).toBeVisible();

    const rooms = page.getByRole('tablist', { name: 'Salles' });
    await page.getByRole('button', { name: 'Ajouter une salle' }).click();
    await expect(rooms.getByRole('tab')).toHaveCount(2);
    await page.getByRole('button', { name: 'Renommer la salle' }).click();
    const roomName = page.getByRole('textbox', { name: 'Nom de la salle' });
    await roomName.fill('Terrasse');
    await roomName.press('Enter');
    await expect(rooms.getByRole('tab', { name: 'Terrasse' })).toBeVisible();

    const tools = page.getByRole('toolbar', { name: 'Outils du plan' });
    for (let i = 0; i < 3; i += 1) await tools.getByRole('button', { name: 'Ajouter une table' }).click();
    await tools.getByRole('button', { name: 'Ajouter un mur' }).click();
    await tools.getByRole('button', { name: 'Sélection', exact: true }).click();
    const plan = page.getByRole('group', { name: 'Plan de Terrasse' });
    await expect(plan.getByRole('button', { name: /^Table \d/ })).toHaveCount(3);
    await expect(plan.getByRole('button', { name: /^Mur/ })).toHaveCount(1);

    // The wall (drawn last, on top) dragged with the pointer; table 2 moved with the keyboard alone.
    const wall = plan.getByRole('button', { name: /^Mur/ });
    const box = await wall.boundingBox();
    if (!box) throw new Error('mur hors écran');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2 + 150, { steps: 10 });
    await page.mouse.up();
    await wall.focus();
    await wall.press('Enter');
    // « Ajouter » put the tables side by side from (100, 100) and the wall after them, on (400, 100).
    await expect(page.getByText(/Position : 600, 250/)).toBeVisible();
    const table2 = plan.getByRole('button', { name: /^Table 2,/ });
    await table2.focus();
    await table2.press('Enter');
    await expect(page.getByText(/Position : 200, 100/)).toBeVisible();
    // Down the room, clear of tables 1 and 3, so that it may turn.
    for (let i = 0; i < 6; i += 1) await table2.press('Shift+ArrowDown');
    await table2.press('ArrowRight');
    await expect(page.getByText(/Position : 205, 220/)).toBeVisible();
    await tools.getByRole('button', { name: 'Pivoter de 45°' }).click();
    await expect(page.getByText(/Rotation : 45°/)).toBeVisible();
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(page.getByText(/Rotation : 0°/)).toBeVisible();
    await page.getByRole('button', { name: 'Rétablir' }).click();
    await expect(page.getByText(/Rotation : 45°/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre de places' }).fill('6');

    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, '✅ Plan de salle sauvegardé !')).toBeVisible();

    await page.reload();
    await page.getByRole('tablist', { name: 'Salles' }).getByRole('tab', { name: 'Terrasse' }).click();
    const again = page.getByRole('group', { name: 'Plan de Terrasse' });
    await expect(again.getByRole('button', { name: /^Table \d/ })).toHaveCount(3);
    await expect(again.getByRole('button', { name: 'Table 2, 6 places' })).toBeVisible();
    await again.getByRole('button', { name: 'Table 2, 6 places' }).press('Enter');
    await expect(page.getByText(/Rotation : 45°/)).toBeVisible();
    await expect(page.getByText(/Position : 205, 220/)).toBeVisible();

    // The day's assignment window offers the saved tables.
    await page.goto(`${appUrls.backoffice}/app/reservations?date=${today()}`);
    await row(page, guest.lastName).getByRole('button', { name: 'Attribuer une table' }).click();
    const dialog = page.getByRole('dialog', { name: /^Tables · / });
    await dialog.getByRole('tablist', { name: 'Salles' }).getByRole('tab', { name: 'Terrasse' }).click();
    await expect(dialog.locator('button[data-table="2"]')).toBeVisible();
    await expect(dialog.locator('button[data-table="3"]')).toBeVisible();
  });

  test('deux tables ajoutées côte à côte, une table posée où l’on clique, un chevauchement refusé avec sa raison', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Chevauchement', { role: 'admin_full' });
    await signInStaff(page, venue.staffEmail, '/app/floor-plan');
    await expect(page.getByRole('heading', { name: 'Plan de salle' })).toBeVisible();
    const tools = page.getByRole('toolbar', { name: 'Outils du plan' });
    const plan = page.getByRole('group', { name: 'Plan de Salle 1' });

    // Two presses of the button: two tables, neither on the other.
    await tools.getByRole('button', { name: 'Ajouter une table' }).click();
    await tools.getByRole('button', { name: 'Ajouter une table' }).click();
    const table1 = plan.getByRole('button', { name: 'Table 1, 4 places' });
    const table2 = plan.getByRole('button', { name: 'Table 2, 4 places' });
    const [box1, box2] = [await table1.boundingBox(), await table2.boundingBox()];
    if (!box1 || !box2) throw new Error('tables hors écran');
    expect(box2.x >= box1.x + box1.width || box2.y >= box1.y + box1.height).toBe(true);

    // The armed tool places a third table where the plan is clicked.
    const area = await plan.locator('.fp-canvas').boundingBox();
    if (!area) throw new Error('plan hors écran');
    await page.mouse.click(area.x + 620, area.y + 140);
    await tools.getByRole('button', { name: 'Sélection', exact: true }).click();
    const table3 = plan.getByRole('button', { name: 'Table 3, 4 places' });
    await table3.focus();
    await table3.press('Enter');
    await expect(page.getByText(/Position : 580, 100/)).toBeVisible();

    // Table 2 dragged onto table 1: refused with the reason, table 2 stays where it was.
    const before = await table2.boundingBox();
    if (!before) throw new Error('table 2 hors écran');
    await page.mouse.move(before.x + 40, before.y + 40);
    await page.mouse.down();
    await page.mouse.move(box1.x + 60, box1.y + 50, { steps: 8 });
    await page.mouse.up();
    const reason = "Impossible : la table 2 chevauche la table 1 (Salle 1). Écartez-les d'abord.";
    await expect(toast(page, reason)).toBeVisible();
    await expect(page.getByText(reason, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Position : 200, 100/)).toBeVisible();
    await expect(table2).toHaveAttribute('aria-pressed', 'true');

    // Elsewhere the move is made, and the plan saves.
    const still = await table2.boundingBox();
    if (!still) throw new Error('table 2 hors écran');
    await page.mouse.move(still.x + 40, still.y + 40);
    await page.mouse.down();
    await page.mouse.move(still.x + 40, still.y + 160, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText(/Position : 200, 220/)).toBeVisible();
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, '✅ Plan de salle sauvegardé !')).toBeVisible();
    await page.reload();
    const again = page.getByRole('group', { name: 'Plan de Salle 1' });
    await expect(again.getByRole('button', { name: /^Table \d/ })).toHaveCount(3);
  });
});
