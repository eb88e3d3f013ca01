import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { HOST, parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, setVenueStatus } from '../support/own-venue';
import { STAFF, signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';

/**
 * « Rapports » and the restaurants overview on venues of the journey's own: the cards against the raw e-mail
 * log, period switches, the table, the CSV export whose rows match it, and the automations tab.
 */

async function storeQuery(
  token: string,
  collection: string,
  where: { field: string; op: string; value: unknown }[],
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const response = await fetch(`${HOST}/store/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ spec: { collection, where } }),
  });
  if (!response.ok) throw new Error(`query ${collection}: ${response.status}`);
  return ((await response.json()) as { docs: { id: string; data: Record<string, unknown> }[] }).docs;
}

const guest = (lastName: string) => ({
  firstName: 'Alix',
  lastName,
  email: uniqueEmail(lastName.toLowerCase()),
  phone: uniquePhone(),
});

test.describe('Rapports @phone', () => {
  test('les cartes suivent le journal des e-mails ; période, tableau, export CSV et automatisations', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Rapports', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    // The third address is refused for good by the SMTP sink (550): a real bounce.
    const bouncing = { ...guest('Rebondi'), email: `rebond.${Date.now()}@rebond.invalid` };
    const guests = [guest('Rapporteur'), guest('Statisticien'), bouncing];
    for (const [index, who] of guests.entries())
      await bookAtVenue(venue, staff, {
        ...who,
        date: parisDatePlus(3 + index),
        time: '20:00',
        partySize: 2,
      });
    // The three confirmations leave through the outbox and are logged, one of them bounced.
    const pin = [{ field: 'restaurantId', op: '==', value: venue.id }];
    await expect
      .poll(async () => (await storeQuery(staff, 'email_logs', pin)).length, { timeout: 20_000 })
      .toBe(3);
    const logs = await storeQuery(staff, 'email_logs', pin);
    await expect
      .poll(
        async () => (await storeQuery(staff, 'email_logs', pin)).filter((log) => log.data.bouncedAt).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    const sent = (await storeQuery(staff, 'email_logs', pin)).filter(
      (log) => log.data.status === 'sent',
    ).length;
    expect(sent).toBe(2);

    await signInStaff(page, venue.staffEmail, '/app/reports');
    await expect(page.getByRole('heading', { name: 'Rapports et analytics', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Période/ })).toContainText('Ce mois');
    await expect(page.getByTestId('report-card-sent')).toHaveText('3');
    await expect(page.getByTestId('report-card-successRate')).toHaveText('66,7 %');
    await expect(page.getByTestId('report-card-errors')).toHaveText('1');
    await expect(page.getByTestId('report-card-bounces')).toHaveText('1');
    // The trend is computed: the month before had no e-mail, so there is nothing to compare with.
    const sentCard = page.locator('.ui-stat').filter({ has: page.getByTestId('report-card-sent') });
    await expect(sentCard).toContainText('pas de période précédente');
    // The charts: e-mails per day with French labels, and the breakdown by type.
    await expect(page.getByRole('table', { name: 'E-mails par jour' })).toBeAttached();
    await expect(
      page.getByRole('table', { name: 'Répartition par type' }).getByRole('row').nth(1),
    ).toContainText('Confirmation');
    await checkScreen(page, testInfo, 'rapports');

    // « Aujourd'hui » keeps them; a custom period of last year has none.
    await page.getByRole('button', { name: /Période/ }).click();
    await page.getByRole('option', { name: "Aujourd'hui" }).click();
    await expect(page.getByTestId('report-card-sent')).toHaveText('3');
    await page.getByRole('button', { name: /Période/ }).click();
    await page.getByRole('option', { name: 'Personnalisée' }).click();
    const lastYear = new Date().getFullYear() - 1;
    await page.getByRole('textbox', { name: 'Du', exact: true }).fill(`${lastYear}-03-01`);
    await page.getByRole('textbox', { name: 'Au', exact: true }).fill(`${lastYear}-03-31`);
    await expect(page.getByTestId('report-card-sent')).toHaveText('0');
    await page.getByRole('textbox', { name: 'Au', exact: true }).fill(`${lastYear}-02-01`);
    await expect(page.getByText('La date de fin doit suivre la date de début')).toBeVisible();
    await page.getByRole('button', { name: /Période/ }).click();
    await page.getByRole('option', { name: 'Ce mois' }).click();
    await expect(page.getByTestId('report-card-sent')).toHaveText('3');

    // The e-mail table: type, recipient, status, date, the reservation's last 8 characters.
    await page.getByRole('tab', { name: 'Rapports e-mails' }).click();
    const table = page.getByRole('region', { name: 'Journal des e-mails' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').filter({ hasText: bouncing.email })).toContainText('Rebond');
    const shown = (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim()).sort();
    expect(shown).toEqual(guests.map((who) => who.email).sort());
    const firstReservation = String(
      logs.find((log) => log.data.recipientEmail === shown[0])?.data.reservationId,
    );
    await expect(table.getByRole('row').filter({ hasText: shown[0] })).toContainText(
      firstReservation.slice(-8),
    );
    await expect(table.getByRole('row').nth(1)).toContainText('Confirmation');

    // The export: a real CSV for French Excel (BOM, ';'), whose rows are the table's.
    await page.getByRole('button', { name: 'Exporter' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Journal des e-mails (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^emails_.*\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe("Type;Destinataire;Statut;Date d'envoi;Ouvert le;Cliqué le;Réservation");
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[1])
        .sort(),
    ).toEqual(shown);
    // Each row names its booking by the whole id (issue 36, bug 15): a cut one (« eau-0185 ») finds nothing.
    const exported = lines.slice(1).find((line) => line.split(';')[1] === shown[0]) ?? '';
    expect(exported.split(';')[6]).toBe(firstReservation);
    await expect(page.getByText('Export terminé')).toBeVisible();

    const [figures] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Exporter' }).click();
        await page.getByRole('menuitem', { name: 'Chiffres par jour (CSV)' }).click();
      })(),
    ]);
    const figuresCsv = await readFile((await figures.path()) as string, 'utf8');
    expect(figuresCsv.charCodeAt(0)).toBe(0xfeff);
    expect(figuresCsv).toContain(';');

    // The automations tab: a new venue has had no completion run yet.
    await page.getByRole('tab', { name: 'Automatisations' }).click();
    await expect(page.getByText('Aucune exécution automatique')).toBeVisible();
  });

  test('les automatisations de démonstration : les passages de 5 h seulement, pas l’archivage', async ({
    page,
  }) => {
    const master = await idToken(STAFF.master);
    const runs = await storeQuery(master, 'automatic_execution_logs', [
      { field: 'restaurantId', op: '==', value: 'rest-bureau' },
    ]);
    const completions = runs.filter((run) => (run.data.job ?? 'autoComplete') === 'autoComplete');
    expect(completions.length).toBeGreaterThan(0);
    await signInStaff(page, STAFF.master, '/app/reports');
    await page.getByRole('tab', { name: 'Automatisations' }).click();
    const table = page.getByRole('region', { name: 'Exécutions automatiques (5 h)' });
    await expect(table.getByRole('row')).toHaveCount(Math.min(50, completions.length) + 1);
    await expect(table.getByRole('row').nth(1)).toContainText(/Terminée|Partielle|Échec/);
    await expect(table.getByRole('row').nth(1)).toContainText(' s');
  });
});

test.describe('Mes restaurants', () => {
  test('tables et places du plan, couverts du jour sur la capacité, Voir Détails et Gérer Tables', async ({
    page,
    browser,
  }) => {
    const venue = await createOwnVenue('Vue', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    const today = parisDatePlus(0);
    await bookAtVenue(venue, staff, { ...guest('Plein'), date: today, time: '23:45', partySize: 4 });
    const cancelled = await bookAtVenue(venue, staff, {
      ...guest('Vide'),
      date: today,
      time: '23:45',
      partySize: 3,
    });
    await setVenueStatus(staff, cancelled, 'CANCELLED');

    await signInStaff(page, venue.staffEmail, '/app/restaurants');
    await expect(page.getByRole('heading', { name: 'Mes restaurants', level: 1 })).toBeVisible();
    const card = page.getByTestId(`overview-card-${venue.id}`);
    await expect(card.getByRole('heading', { name: venue.name })).toBeVisible();
    await expect(card.getByTestId('overview-covers')).toHaveText(/^4 \/ \d+$/);
    // Per service: the 23:45 booking is the evening's; the cancelled one counts nowhere.
    await expect(card.getByTestId('overview-dinner')).toHaveText('4');
    await expect(card.getByTestId('overview-lunch')).toHaveText('0');
    await expect(card.getByTestId('overview-pending')).toHaveText('Aucune demande à confirmer');
    await expect(page.getByTestId('overview-total-restaurants')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Nouveau Restaurant' })).toHaveCount(0);
    await card.getByRole('button', { name: /Voir Détails/ }).click();
    await expect(page).toHaveURL(/\/app\/establishment$/);
    await page.goBack();
    await page
      .getByTestId(`overview-card-${venue.id}`)
      .getByRole('button', { name: /Gérer Tables/ })
      .click();
    await expect(page).toHaveURL(/\/app\/floor-plan$/);

    // master_admin sees every restaurant and may create one.
    const context = await browser.newContext();
    const masterPage = await context.newPage();
    await signInStaff(masterPage, STAFF.master, '/app/restaurants');
    await expect(masterPage.getByRole('heading', { name: 'Au Bureau' })).toBeVisible();
    await masterPage.getByRole('button', { name: 'Nouveau Restaurant' }).click();
    await expect(masterPage.getByRole('dialog')).toBeVisible();
    await masterPage.keyboard.press('Escape');
    await expect(masterPage.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});
