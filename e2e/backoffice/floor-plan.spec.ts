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
    await expect(page.getByText(/Position : 300, 250/)).toBeVisible();
    const table2 = plan.getByRole('button', { name: /^Table 2,/ });
    await table2.focus();
    await table2.press('Enter');
    await table2.press('Shift+ArrowRight');
    await table2.press('ArrowDown');
    await expect(page.getByText(/Position : 120, 105/)).toBeVisible();
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
    await expect(page.getByText(/Position : 120, 105/)).toBeVisible();

    // The day's assignment window offers the saved tables.
    await page.goto(`${appUrls.backoffice}/app/reservations?date=${today()}`);
    await row(page, guest.lastName).getByRole('button', { name: 'Attribuer une table' }).click();
    const dialog = page.getByRole('dialog', { name: /^Tables · / });
    await dialog.getByRole('tablist', { name: 'Salles' }).getByRole('tab', { name: 'Terrasse' }).click();
    await expect(dialog.locator('button[data-table="2"]')).toBeVisible();
    await expect(dialog.locator('button[data-table="3"]')).toBeVisible();
  });
});
