import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { parisDatePlus } from '../support/backend';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue } from '../support/own-venue';
import { STAFF, signInStaff, toast } from '../support/staff';
import { tag } from '../support/staff-api';
import { createTablesVenue, floorTable, type TablesVenue } from '../support/tables-venue';

/**
 * « Planning » (issue 48): the service timeline, at the laptop's 1366×768 and the tablet's 1024×768 in
 * landscape. Each journey has a venue of its own (four tables « Par tables », bands 1–2: 1 h 30, 3–4: 2 h).
 */

/** A bar of the grid by its guest's surname (its focusable one: a joined booking is drawn on each table). */
const bar = (scope: Page | Locator, lastName: string) =>
  scope.locator('[data-bar][tabindex="0"]').filter({ hasText: new RegExp(lastName, 'i') });
const row = (page: Page, table: string) => page.getByRole('group', { name: `Table ${table}`, exact: true });

async function venueWithDinner(label: string, date: string) {
  const venue = await createTablesVenue(label, {
    tables: [
      floorTable('a', '1', 2, 0),
      floorTable('b', '2', 4, 100),
      floorTable('c', '3', 4, 200),
      floorTable('d', '4', 6, 300),
    ],
  });
  const t = tag();
  const names = { alpha: `Alpha${t}`, bravo: `Bravo${t}`, charlie: `Charlie${t}` };
  const book = (lastName: string, time: string, partySize: number, tableId: string) =>
    bookAtVenue(venue, venue.token, { lastName, date, time, partySize, tableId });
  await book(names.alpha, '19:30', 2, '1');
  await book(names.bravo, '20:00', 4, '3');
  await book(names.charlie, '21:00', 2, '2');
  return { venue, names };
}

async function openPlanning(page: Page, venue: TablesVenue, date: string, service = 'dinner') {
  await signInStaff(page, venue.staffEmail, `/app/planning?date=${date}&service=${service}`);
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: /^Planning des tables/ })).toBeVisible();
}

/** Drags a bar by its middle onto another table's row, at the same time. */
async function dragToRow(page: Page, from: Locator, to: Locator) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('barre ou ligne invisible');
  const x = source.x + source.width / 2;
  await page.mouse.move(x, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function journey(page: Page, testInfo: TestInfo, shot: string) {
  test.setTimeout(90_000);
  const date = parisDatePlus(23);
  const { venue, names } = await venueWithDinner('Planning', date);
  await openPlanning(page, venue, date);

  // The grid: a row per table, each booking a bar from its time to when it frees its table.
  await expect(
    row(page, '1').getByRole('button', { name: new RegExp(`^${names.alpha.toUpperCase()}`) }),
  ).toHaveAttribute(
    'aria-label',
    `${names.alpha.toUpperCase()} Camille, 2 personnes, 19:30–21:00, Confirmée, Table 1`,
  );
  await expect(bar(row(page, '3'), names.bravo)).toContainText('20:00');
  await checkScreen(page, testInfo, shot);
  await expectNoSeriousA11yViolations(page, testInfo, shot);

  // Dragged with the mouse from table 1 to table 2 (free until Charlie's 21:00).
  await dragToRow(page, bar(page, names.alpha), row(page, '2'));
  await expect(toast(page, /Réservation déplacée/)).toBeVisible();
  await expect(bar(row(page, '2'), names.alpha)).toBeVisible();
  await expect(bar(row(page, '1'), names.alpha)).toHaveCount(0);

  // From the keyboard: Bravo half an hour later (→ →), Enter confirms; the move is announced.
  const bravo = bar(page, names.bravo);
  await bravo.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Table 3, 20:30–22:30' })).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Réservation déplacée : Table 3, 20:30–22:30' }),
  ).toBeAttached();
  await expect(bar(row(page, '3'), names.bravo)).toHaveAttribute('aria-label', /20:30–22:30/);

  // Escape cancels a move begun from the keyboard: nothing is written.
  const charlie = bar(page, names.charlie);
  await charlie.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Déplacement annulé' })).toBeAttached();
  await expect(charlie).toHaveAttribute('aria-label', /21:00–22:30/);

  // A refused move shows its reason: table 3 is Bravo's then.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'Cette table est déjà occupée' });
  await expect(refusal).toContainText(`table 3 par ${names.bravo.toUpperCase()} Camille à 20:30`);
  await expect(refusal.getByRole('button', { name: 'Attribuer quand même' })).toBeVisible();
  await refusal.getByRole('button', { name: 'Fermer' }).click();
  await expect(bar(row(page, '2'), names.charlie)).toBeVisible();

  // A free cell of today's grid seats a walk-in there.
  const today = parisDatePlus(0);
  await page.goto(
    page
      .url()
      .replace(/date=[^&]+/, `date=${today}`)
      .replace(/service=[^&]+/, 'service=all'),
  );
  await row(page, '4').locator('button.tl-cell--free').first().click();
  const dialog = page.getByRole('dialog', { name: /^Table 4 libre à / });
  await dialog.getByRole('button', { name: 'Une personne de plus' }).click();
  await dialog.getByRole('textbox', { name: 'Nom (facultatif)' }).fill(`Passage${names.alpha}`);
  await dialog.getByRole('button', { name: 'Installer à la table 4' }).click();
  await expect(toast(page, 'Client installé à la table 4')).toBeVisible();
  await expect(bar(row(page, '4'), `Passage${names.alpha}`)).toHaveAttribute(
    'aria-label',
    /3 personnes, .*Installée/,
  );
}

test.describe('Planning à 1366×768', () => {
  test('le planning du jour de la démo, ouvert depuis la liste', async ({ page }, testInfo) => {
    // The demo venue's day: the list's « Planning du jour » opens its grid with its bookings.
    await signInStaff(page, STAFF.accueil, '/app/reservations');
    await page.getByRole('link', { name: 'Planning du jour' }).click();
    await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
    await page.getByText('Journée', { exact: true }).click();
    await expect(page).toHaveURL(/service=all/);
    await expect(page.locator('[data-bar]').first()).toBeVisible();
    expect(await page.locator('[data-bar][tabindex="0"]').count()).toBeGreaterThan(3);
    await checkScreen(page, testInfo, 'planning-demo-1366');
  });

  test('déplacer à la souris et au clavier, un refus motivé, un client sans réservation', async ({
    page,
  }, testInfo) => {
    await journey(page, testInfo, 'planning-1366');
  });
});

test.describe('Planning à 1024×768 (tablette en paysage)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('déplacer à la souris et au clavier, un refus motivé, un client sans réservation', async ({
    page,
  }, testInfo) => {
    await journey(page, testInfo, 'planning-1024');
  });
});
