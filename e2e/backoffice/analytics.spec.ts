import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { HOST, parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { STAFF, signInStaff } from '../support/staff';
import { bookOnline, idToken } from '../support/staff-api';
import { isMobile } from './operations-support';

/**
 * « Analytics » and the reward analytics on a venue of the journey's own (no other journey changes what it
 * counts), checked against the raw data read through the store API with the same account; then the refusals.
 */

const today = () => parisDatePlus(0);

/** How many documents a query matches, asked of the local host's store API as the signed-in user would. */
async function storeCount(
  token: string,
  collection: string,
  where: { field: string; op: string; value: unknown }[],
  orderBy?: { field: string; direction: 'asc' | 'desc' }[],
): Promise<number> {
  const response = await fetch(`${HOST}/store/count`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ spec: { collection, where, ...(orderBy ? { orderBy } : {}) } }),
  });
  if (!response.ok) throw new Error(`count ${collection}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { count: number }).count;
}

/** The status of a document read through the store API (200, or the refusal). */
async function storeGetStatus(token: string, path: string): Promise<number> {
  const response = await fetch(`${HOST}/store/get`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ path }),
  });
  return response.status;
}

const customer = (lastName: string) => ({
  firstName: 'Camille',
  lastName,
  email: uniqueEmail(lastName.toLowerCase()),
  phone: uniquePhone(),
});

test.describe('Analytics @phone', () => {
  test('les chiffres d’un restaurant suivent ses réservations : cartes, graphiques, top 10, sources, performance, actualiser', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Analytics', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    const honoured = await bookAtVenue(venue, staff, {
      ...customer('Durandal'),
      date: today(),
      time: DUE_TIME,
      partySize: 4,
    });
    await setVenueStatus(staff, honoured, 'SEATED');
    await setVenueStatus(staff, honoured, 'COMPLETED');
    const missed = await bookAtVenue(venue, staff, {
      ...customer('Martinot'),
      date: today(),
      time: DUE_TIME,
      partySize: 2,
    });
    await setVenueStatus(staff, missed, 'NO_SHOW');
    const cancelled = await bookAtVenue(venue, staff, {
      ...customer('Bernardi'),
      date: today(),
      time: '20:00',
    });
    await setVenueStatus(staff, cancelled, 'CANCELLED');
    // A diner's request for tomorrow: booked by a client, outside the last 7 days' chart.
    await bookOnline({
      ...customer('Enligne'),
      restaurantId: venue.id,
      date: parisDatePlus(1),
      time: '12:00',
      partySize: 2,
    });

    await signInStaff(page, venue.staffEmail, '/app/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page.locator('.analytics-header').getByText(venue.name)).toBeVisible();
    await expect(page.getByText('Accès limité à vos restaurants autorisés')).toBeVisible();
    await expect(page.locator('.analytics-header').getByText("Responsable d'établissement")).toBeVisible();

    // The cards against the raw data, read through the store API with the same account.
    const pin = [{ field: 'restaurantId', op: '==', value: venue.id }];
    const customers = await storeCount(staff, 'restaurantCustomers', pin);
    const loyal = await storeCount(
      staff,
      'restaurantCustomers',
      [...pin, { field: 'points', op: '>', value: 0 }],
      [{ field: 'points', direction: 'desc' }],
    );
    expect(customers).toBe(4);
    expect(loyal).toBe(1);
    await expect(page.getByTestId('analytics-total-customers')).toHaveText(String(customers));
    await expect(page.getByTestId('analytics-new-customers')).toHaveText(String(customers));
    await expect(page.getByTestId('analytics-loyalty-rate')).toHaveText('25,0 %');

    // Sources over the whole history: 1 by a diner, 3 by staff.
    await expect(page.getByTestId('analytics-source-clients')).toHaveText('1');
    await expect(page.getByTestId('analytics-source-admin')).toHaveText('3');
    await expect(page.getByTestId('analytics-source-total')).toHaveText('4');

    // The last 7 days as bars (French day labels on the axis), today last with its 3 bookings.
    const byDay = page.getByRole('table', { name: 'Réservations par jour (7 derniers jours)' });
    await expect(byDay.getByRole('row')).toHaveCount(8);
    await expect(byDay.getByRole('row').last()).toContainText('3');
    const todayLabel = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'short',
      day: 'numeric',
      timeZone: 'Europe/Paris',
    })
      .format(new Date())
      .replace(/\s+/g, ' ');
    await expect(
      page.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: todayLabel }),
    ).toHaveCount(1);
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // The doughnut of the loyalty levels, with its French legend.
    await expect(
      page.locator('.recharts-legend-item-text').filter({ hasText: 'Nouveau' }).first(),
    ).toBeVisible();

    // The top 10: the honoured customer first, with the gold medal.
    const top = page.getByRole('list', { name: 'Top 10 des clients' });
    await expect(top.getByRole('listitem')).toHaveCount(4);
    await expect(top.getByRole('listitem').first()).toContainText('🥇');
    await expect(top.getByRole('listitem').first()).toContainText('Durandal');
    await expect(top.getByRole('listitem').nth(3)).toContainText('#4');

    // Statuses and badges on the venue's own levels (defaults 100/250/500/1000, as the doughnut: never the fixed
    // VIP/Platinum/Gold scale), and performance over 30 days (tomorrow's request excluded).
    await expect(page.getByTestId('analytics-status-diamond')).toHaveText('0');
    await expect(page.getByTestId('analytics-status-new')).toHaveText('4');
    await expect(page.locator('dl[aria-label="Clients par statut"]')).toContainText('Ultra VIP');
    await expect(page.locator('dl[aria-label="Clients par statut"]')).not.toContainText('Platinum');
    await expect(top.getByRole('listitem').first()).toContainText('Nouveau');
    await expect(page.getByTestId('analytics-no-show-rate')).toHaveText('33,3 %');
    await expect(page.getByTestId('analytics-cancellation-rate')).toHaveText('33,3 %');
    await expect(page.getByTestId('analytics-average-per-day')).toHaveText('3');
    await expect(page.getByTestId('analytics-reviews-per-reservation')).toHaveText('0');
    await checkScreen(page, testInfo, 'analytics');

    // A booking made meanwhile shows after « Actualiser ».
    await bookAtVenue(venue, staff, { ...customer('Nouveau'), date: today(), time: '21:00', partySize: 2 });
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(page.getByTestId('analytics-source-total')).toHaveText('5');
    await expect(byDay.getByRole('row').last()).toContainText('4');
    await expect(page.getByTestId('analytics-total-customers')).toHaveText('5');
  });

  test('analytics des récompenses : période 7/30/90 jours, un restaurant sans bon, et les bons du restaurant de démonstration', async ({
    page,
    browser,
  }, testInfo) => {
    const venue = await createOwnVenue('Bons', { role: 'admin_full' });
    await signInStaff(page, venue.staffEmail, '/app/reward-analytics');
    await expect(page.getByRole('heading', { name: 'Analytics des récompenses', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Période/ })).toContainText('30 derniers jours');
    await expect(page.getByTestId('rewards-used')).toHaveText('0');
    await expect(page.getByTestId('rewards-total')).toHaveText('0');
    await expect(page.getByText('Aucune utilisation récente')).toBeVisible();
    await checkScreen(page, testInfo, 'analytics-recompenses');
    await page.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/app$/);

    // Au Bureau's vouchers, as master_admin (in a browser of their own): the total is every voucher of the venue.
    const context = await browser.newContext();
    const demo = await context.newPage();
    await signInStaff(demo, STAFF.master, '/app/reward-analytics');
    const master = await idToken(STAFF.master);
    const pin = [{ field: 'restaurantId', op: '==', value: 'rest-bureau' }];
    await expect
      .poll(
        async () =>
          (await demo.getByTestId('rewards-total').textContent()) ===
          String(await storeCount(master, 'rewards', pin)),
      )
      .toBe(true);
    const used30 = Number(await demo.getByTestId('rewards-used').textContent());
    await demo.getByRole('button', { name: /Période/ }).click();
    await demo.getByRole('option', { name: '90 derniers jours' }).click();
    await expect(demo.getByRole('button', { name: /Période/ })).toContainText('90 derniers jours');
    await expect
      .poll(async () => Number(await demo.getByTestId('rewards-used').textContent()))
      .toBeGreaterThanOrEqual(used30);
    // The demo's vouchers were used in the last weeks: the latest usages, at most 10, their value and date in
    // sight (issue 48, defect 11: cut off at 1366 px); on a phone, one card per usage.
    if (isMobile(testInfo)) {
      const cards = demo.getByRole('list', { name: 'Dernières utilisations' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThanOrEqual(10);
      await expect(cards.first()).toContainText(/\d,\d\d €|—/);
      await expect(cards.first()).toContainText(/Utilisé le \d\d\/\d\d\/\d{4}/);
      const box = await cards.first().boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    } else {
      const usages = demo.getByRole('table', { name: 'Dernières utilisations' });
      await expect(usages).toBeVisible();
      const rows = await usages.getByRole('row').count();
      expect(rows).toBeGreaterThan(1);
      expect(rows).toBeLessThanOrEqual(11);
      const wrap = demo.locator('.reward-usages-table');
      const fits = await wrap.evaluate((node) => node.scrollWidth <= node.clientWidth);
      expect(fits, 'the table of usages scrolls sideways: its value or date is cut off').toBe(true);
      await expect(usages.getByRole('columnheader', { name: 'Utilisé le' })).toBeInViewport();
    }
    await context.close();
  });

  test('un admin est refusé sur les quatre écrans, et ses lectures des compteurs aussi', async ({ page }) => {
    await signInStaff(page, STAFF.accueil, '/app/analytics');
    for (const path of ['/app/analytics', '/app/reward-analytics', '/app/reports', '/app/restaurants']) {
      await page.goto(`${appUrls.backoffice}${path}`);
      await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
    await expect(page).toHaveURL(/\/app$/);

    // The counters are not readable by an admin, nor by another venue's admin_full.
    const admin = await idToken(STAFF.accueil);
    expect(await storeGetStatus(admin, 'restaurantStats/rest-bureau_all')).toBe(403);
    const venue = await createOwnVenue('Compteurs', { role: 'admin_full' });
    const other = await idToken(venue.staffEmail);
    expect(await storeGetStatus(other, 'restaurantStats/rest-bureau_all')).toBe(403);
    expect(await storeGetStatus(other, `restaurantStats/${venue.id}_all`)).toBe(200);
  });
});
