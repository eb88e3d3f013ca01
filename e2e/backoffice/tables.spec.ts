import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInStaff } from '../support/staff';
import {
  bookAsStaff,
  goToDate,
  isMobile,
  openReservations,
  ownDate,
  row,
  tag,
  toast,
} from './operations-support';

const FREE = 'rgb(229, 231, 235)';
const CONFIRMED = 'rgb(187, 247, 208)';

/** A table of the plan drawn in a dialog, by its number. */
function table(dialog: Locator, number: string): Locator {
  return dialog.locator(`button[data-table="${number}"]`);
}

async function zoomTo(dialog: Locator, percent: number) {
  const zoom = dialog.getByRole('group', { name: 'Zoom du plan' });
  for (let i = 0; i < 12; i += 1) {
    const shown = Number((await zoom.locator('output').innerText()).replace(/\D/g, ''));
    if (shown === percent) return;
    await zoom.getByRole('button', { name: shown < percent ? 'Zoom avant' : 'Zoom arrière' }).click();
  }
  await expect(zoom.locator('output')).toHaveText(`${percent} %`);
}

async function width(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('élément invisible');
  return Math.round(box.width);
}

async function openDay(page: Page, date: string) {
  await signInStaff(page);
  await openReservations(page);
  await goToDate(page, date);
}

test.describe('tables', { tag: '@phone' }, () => {
  test('la fenêtre d’attribution : salles, zoom, couleurs, sélection multiple, assigner, annuler, désassigner', async ({
    page,
  }, testInfo) => {
    const date = ownDate(testInfo, 'tables', 0);
    const t = tag();
    const guest = `Assigne${t}`;
    await bookAsStaff({ lastName: guest, date, time: '12:30', partySize: 5 });
    await bookAsStaff({ lastName: `Voisin${t}`, date, time: '12:30', partySize: 2, tableId: '5' });
    // Held from 13:00: within the two hours of a 12:30 booking, so taken for it.
    await bookAsStaff({ lastName: `Installe${t}`, date, time: '13:00', partySize: 3, tableId: '6' });

    await openDay(page, date);
    const line = row(page, guest);
    await line.getByRole('button', { name: 'Attribuer une table' }).click();
    const dialog = page.getByRole('dialog', { name: /^Tables · Camille Assigne/ });
    await expect(dialog).toContainText('12:30 · 5 personnes');

    // Room tabs: the main room first, the terrace behind its tab.
    const rooms = dialog.getByRole('tablist', { name: 'Salles' });
    await expect(rooms.getByRole('tab', { name: 'Salle principale' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(table(dialog, '1')).toBeVisible();
    await expect(table(dialog, '21')).toHaveCount(0);

    // Colours: free grey, booked green with its bookings written in the cell (seated blue is for today's plan).
    await expect(table(dialog, '1')).toHaveAccessibleName(/^Table 1\s+2 places\s*, libre$/);
    await expect(table(dialog, '1')).toHaveCSS('background-color', FREE);
    await expect(table(dialog, '5')).toHaveAccessibleName(/réservée$/);
    await expect(table(dialog, '5')).toHaveCSS('background-color', CONFIRMED);
    await expect(table(dialog, '5')).toContainText('12:30 · 2p');
    await expect(table(dialog, '6')).toHaveAccessibleName(/réservée$/);
    await expect(table(dialog, '6')).toHaveCSS('background-color', CONFIRMED);

    // Zoom 30 % to 200 % in steps of 15 %, reset to 30 %: the plan is drawn to scale.
    const zoom = dialog.getByRole('group', { name: 'Zoom du plan' });
    await expect(zoom.locator('output')).toHaveText('100 %');
    await expect.poll(() => width(table(dialog, '1'))).toBe(70);
    await zoom.getByRole('button', { name: 'Zoom avant' }).click();
    await expect(zoom.locator('output')).toHaveText('115 %');
    await zoomTo(dialog, 200);
    await expect(zoom.getByRole('button', { name: 'Zoom avant' })).toBeDisabled();
    await expect.poll(() => width(table(dialog, '1'))).toBe(140);
    await zoom.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(zoom.locator('output')).toHaveText('30 %');
    await expect(zoom.getByRole('button', { name: 'Zoom arrière' })).toBeDisabled();
    await expect.poll(() => width(table(dialog, '1'))).toBe(21);
    if (!isMobile(testInfo)) {
      // Ctrl + wheel over the plan: 10 % a notch.
      const box = await dialog.locator('.plan-viewport').boundingBox();
      if (!box) throw new Error('plan invisible');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, -100);
      await page.keyboard.up('Control');
      await expect(zoom.locator('output')).toHaveText('40 %');
      await zoom.getByRole('button', { name: 'Réinitialiser' }).click();
    }
    await zoomTo(dialog, 75);

    // Nothing selected: the spec's message, the dialog stays.
    await dialog.getByRole('button', { name: 'Assigner', exact: true }).click();
    await expect(toast(page, 'Veuillez sélectionner au moins une table')).toBeVisible();
    await expect(dialog).toBeVisible();

    // Multi-select, a second tap deselects, and the selection spans rooms.
    await table(dialog, '3').click();
    await table(dialog, '4').click();
    await expect(table(dialog, '3')).toHaveAttribute('aria-pressed', 'true');
    await expect(table(dialog, '3')).toHaveCSS('outline-style', 'solid');
    await table(dialog, '4').click();
    await expect(table(dialog, '4')).toHaveAttribute('aria-pressed', 'false');
    await table(dialog, '4').click();
    await rooms.getByRole('tab', { name: 'Terrasse' }).click();
    await expect(table(dialog, '3')).toHaveCount(0);
    await table(dialog, '21').click();
    await expect(table(dialog, '21')).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByRole('button', { name: 'Assigner (3, 4, 21)' }).click();
    await expect(toast(page, 'Table 3, 4, 21 assignée !')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(line.getByRole('button', { name: 'Table 3, 4, 21' })).toBeVisible();

    // Reopened: the tables are selected; Cancel leaves the assignment as it was.
    await line.getByRole('button', { name: 'Table 3, 4, 21' }).click();
    await expect(table(dialog, '3')).toHaveAttribute('aria-pressed', 'true');
    await expect(table(dialog, '4')).toHaveAttribute('aria-pressed', 'true');
    await table(dialog, '7').click();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(line.getByRole('button', { name: 'Table 3, 4, 21' })).toBeVisible();

    // Unassign clears the assignment; without a table the button is no longer offered.
    await line.getByRole('button', { name: 'Table 3, 4, 21' }).click();
    await dialog.getByRole('button', { name: 'Désassigner' }).click();
    await expect(toast(page, 'Table désassignée')).toBeVisible();
    await expect(dialog).toBeHidden();
    await line.getByRole('button', { name: 'Attribuer une table' }).click();
    await expect(dialog.getByRole('button', { name: 'Désassigner' })).toHaveCount(0);
    await expect(table(dialog, '3')).toHaveAttribute('aria-pressed', 'false');
  });

  test('le plan du jour : déplacer une réservation, table occupée refusée, réserver sur une table libre', async ({
    page,
  }, testInfo) => {
    // Three moves on the plan, a refusal and a booking made from a table: a long journey on a loaded machine.
    test.setTimeout(60_000);
    const date = ownDate(testInfo, 'tables', 1);
    const t = tag();
    const mover = `Deplace${t}`;
    await bookAsStaff({ lastName: mover, date, time: '19:30', partySize: 2, tableId: '2' });
    await bookAsStaff({ lastName: `Bloque${t}`, date, time: '19:45', partySize: 4, tableId: '8' });

    await openDay(page, date);
    await expect(row(page, mover).getByRole('button', { name: 'Table 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Plan de salle du jour' }).click();
    const plan = page.getByRole('dialog', { name: /^Plan de salle · / });
    // The plan opens on the service of the day's first booking, which diners' journeys may have booked at lunch
    // on this date: the evening is chosen, as staff do before the dinner service.
    await plan.getByLabel("Heure d'arrivée").selectOption('19:30');
    await expect(table(plan, '2')).toHaveAccessibleName(/réservée$/);
    await expect(table(plan, '10')).toHaveAccessibleName(/libre$/);
    const list = plan.getByRole('complementary', { name: 'Réservations du jour' });
    const entry = list.getByRole('button', { name: new RegExp(mover, 'i') });
    await expect(entry).toContainText('Table 2');

    // Selecting the reservation on its table: a toast says what is selected and what to do.
    await table(plan, '2').click();
    await expect(entry).toHaveAttribute('aria-pressed', 'true');
    const hint = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: 'Cliquez sur une table libre pour y déplacer la réservation' });
    await expect(hint).toContainText('Table 2 · 2 personnes · 19:30');

    // An occupied table of the same service is refused, saying who holds it.
    await table(plan, '8').click();
    await expect(plan.getByRole('alert').filter({ hasText: 'Table déjà prise' })).toContainText(
      new RegExp(`Cette table est déjà occupée : table 8 par BLOQUE${t.toUpperCase()} Camille à 19:45`),
    );
    await expect(entry).toContainText('Table 2');

    // A free table takes the reservation.
    await table(plan, '10').click();
    await expect(toast(page, 'Table 10 assignée !')).toBeVisible();
    await expect(table(plan, '10')).toHaveAccessibleName(/réservée$/);
    await expect(table(plan, '2')).toHaveAccessibleName(/libre$/);
    await expect(entry).toContainText('Table 10');
    await expect(entry).toHaveAttribute('aria-pressed', 'false');
    await expect(hint).toHaveCount(0);

    // Selected from the list, then let go with the toast's button.
    await entry.click();
    await expect(hint).toContainText('Table 10 · 2 personnes · 19:30');
    await hint.getByRole('button', { name: 'Annuler' }).click();
    await expect(entry).toHaveAttribute('aria-pressed', 'false');
    await expect(hint).toHaveCount(0);

    // Nothing selected: a free table starts a booking at that table.
    await table(plan, '11').click();
    const form = page.getByRole('dialog', { name: '➕ Nouvelle réservation à la table 11' });
    await expect(form).toBeVisible();
    const walkIn = `Table${t}`;
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(walkIn);
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await form.getByLabel('Téléphone').fill('06 55 44 33 22');
    await form.getByLabel('Heure').selectOption('20:15');
    await form.getByRole('button', { name: 'Créer la réservation' }).click();
    await expect(toast(page, 'Réservation créée avec succès !')).toBeVisible();
    await expect(row(page, walkIn).getByRole('button', { name: 'Table 11' })).toBeVisible();
    await expect(row(page, mover).getByRole('button', { name: 'Table 10' })).toBeVisible();
  });
});

test('une table prise à 12:30 est libre à 20:00 et refusée à 13:00 ; la terrasse demandée s’ouvre en premier ; places et suggestions', async ({
  page,
}, testInfo) => {
  const date = ownDate(testInfo, 'tables', 2);
  const t = tag();
  await bookAsStaff({ lastName: `Midi${t}`, date, time: '12:30', partySize: 2, tableId: '5' });
  const evening = `Soir${t}`;
  await bookAsStaff({ lastName: evening, date, time: '20:00', partySize: 6, terrace: true });
  const overlap = `Treize${t}`;
  await bookAsStaff({ lastName: overlap, date, time: '13:00', partySize: 2 });

  await openDay(page, date);
  // 20:00, terrace asked: the terrace opens first; suggestions seat six; table 5 (4 places) is free by then.
  await row(page, evening).getByRole('button', { name: 'Attribuer une table' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Tables · Camille ${evening}`, 'i') });
  await expect(dialog.getByRole('tab', { name: 'Terrasse' })).toHaveAttribute('aria-selected', 'true');
  const suggestions = dialog.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByRole('button').first()).toHaveText(/^Table \d+ · 6 places · /);
  await dialog.getByRole('tab', { name: 'Salle principale' }).click();
  await expect(table(dialog, '5')).toHaveAccessibleName(/^Table 5\s+4 places\s*, libre$/);
  await table(dialog, '5').click();
  await expect(dialog.getByText(/^6 personnes pour 4 places : la table est trop petite$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Assigner (5)' }).click();
  await expect(toast(page, 'Table 5 assignée !')).toBeVisible();
  await expect(row(page, evening).getByRole('button', { name: 'Table 5' })).toBeVisible();

  // 13:00, within the two hours of the 12:30 lunch: table 5 is taken and refused.
  await row(page, overlap).getByRole('button', { name: 'Attribuer une table' }).click();
  const second = page.getByRole('dialog', { name: new RegExp(`^Tables · Camille ${overlap}`, 'i') });
  await expect(table(second, '5')).toHaveAccessibleName(/12:30 · 2p\s*, réservée$/);
  // Picked all the same, it is named before anything is sent, and the server refuses it with the reason.
  await table(second, '5').click();
  await expect(second.getByRole('status').filter({ hasText: 'déjà prise' })).toContainText(
    new RegExp(`Table 5 déjà prise par MIDI${t.toUpperCase()} Camille \\(12:30\\)`),
  );
  await second.getByRole('button', { name: 'Assigner (5)' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Table déjà prise' })).toContainText(
    'Cette table est déjà occupée : table 5 par',
  );
  await expect(row(page, overlap).getByRole('button', { name: 'Attribuer une table' })).toBeVisible();
});
