import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { bookOnline, homeTab, pendingCard, tag } from './shell-support';

/**
 * How long a journey waits for a live update. The spec's 2 s from a booking to an open screen is a speed target,
 * measured by `pnpm bench:store` (commit → SSE subscriber, p95); a journey proves the update arrives without a
 * reload, and allows a loaded CI machine its delays.
 */
const LIVE_MS = 10_000;

/** Marks the loaded document, to prove later that the screen was updated in place, not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sansRechargement?: boolean }).__sansRechargement = true;
  });
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sansRechargement?: boolean }).__sansRechargement === true,
  );
}

test.describe('mises à jour en direct', () => {
  test('une réservation faite en ligne apparaît sur l’écran du jour et sur « À confirmer », sans recharger', async ({
    page,
    context,
  }) => {
    const t = tag();
    const lastName = `Direct${t}`;
    const date = parisDatePlus(1);
    const time = ['21:30', '21:45', '22:00', '22:15'][Math.floor(Math.random() * 4)] ?? '22:00';

    // A venue of its own: the pending count must move by this booking only, whatever runs beside it.
    const venue = await createOwnVenue('Direct');
    // The desk keeps the home open in one tab and the day screen of tomorrow in another.
    await signInStaff(page, venue.staffEmail);
    const home = page;
    await expect(homeTab(home, 'À confirmer')).toHaveAttribute('aria-selected', 'true');
    await expect(homeTab(home, 'À confirmer').locator('.tab__count')).toHaveText('0');
    const day = await context.newPage();
    await day.goto(`${appUrls.backoffice}/app/reservations`);
    await expect(day.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible({
      timeout: 15_000,
    });
    await day.getByRole('button', { name: 'Jour suivant' }).click();
    const rows = day.getByTestId('reservation-row');
    // The new venue's tomorrow is empty until the booking arrives.
    await expect(day.getByText('Aucune réservation', { exact: true })).toBeVisible();
    await markDocument(home);
    await markDocument(day);
    const countBefore = Number(await homeTab(home, 'À confirmer').locator('.tab__count').textContent());

    await bookOnline({
      firstName: 'Zoé',
      lastName,
      email: uniqueEmail(`direct.${t}`),
      date,
      time,
      partySize: 2,
      specialRequests: 'Réservé à l’instant',
      restaurantId: venue.id,
    });

    const row = rows.filter({ hasText: lastName.toUpperCase() });
    await expect(row).toBeVisible({ timeout: LIVE_MS });
    await expect(row).toContainText(time);
    await expect(pendingCard(home, lastName)).toBeVisible({ timeout: LIVE_MS });
    await expect(homeTab(home, 'À confirmer').locator('.tab__count')).toHaveText(String(countBefore + 1));
    expect(await stillSameDocument(home)).toBe(true);
    expect(await stillSameDocument(day)).toBe(true);
  });

  test('la demande confirmée ailleurs quitte « À confirmer » en direct', async ({ page, context }) => {
    const t = tag();
    const lastName = `Ailleurs${t}`;
    await bookOnline({
      firstName: 'Noé',
      lastName,
      email: uniqueEmail(`ailleurs.${t}`),
      date: parisDatePlus(2),
      time: '21:15',
      partySize: 2,
    });

    // Two tabs at the desk: the request is confirmed in one, the other home follows.
    await signInStaff(page);
    const card = pendingCard(page, lastName);
    await expect(card).toBeVisible();
    await markDocument(page);
    const other = await context.newPage();
    await other.goto(`${appUrls.backoffice}/app/pending`);
    const otherCard = pendingCard(other, lastName);
    await otherCard.getByRole('button', { name: /Confirmer/ }).click();
    await expect(otherCard).toHaveCount(0);
    await expect(card).toHaveCount(0, { timeout: LIVE_MS });
    expect(await stillSameDocument(page)).toBe(true);
  });
});
