import { expect, test } from '@playwright/test';
import { callFunction, uniqueEmail } from '../support/backend';
import { portalToast, signInWithCode } from '../support/customer';
import { signInStaff, STAFF } from '../support/staff';
import { bookOnline, staffToken } from '../support/staff-api';
import { detailUrl } from '../backoffice/day-screen';
import { journeyDay, VENUES } from './portal-support';

/**
 * Issue 48: a diner changes their own booking from the customer space (390×844): the party size, then the
 * venue, which confirms by hand, sees the request back « À confirmer », marked « Modifiée par le client », with
 * what changed.
 */
test('a diner changes the party size from the space; staff see the change to confirm', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('modifier');
  const date = journeyDay(testInfo, 7);
  const reservationId = await bookOnline({
    restaurantId: VENUES.port.id,
    firstName: 'Inès',
    lastName: 'Modifie',
    email,
    date,
    time: '19:30',
    partySize: 2,
  });
  await callFunction(
    'setReservationStatus',
    { reservationId, status: 'CONFIRMED' },
    await staffToken(STAFF.master),
  );
  await signInWithCode(page, email);
  await page.getByRole('link', { name: /La Table du Port · 2 personnes/ }).click();
  await page.getByRole('button', { name: 'Modifier la réservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la réservation' });
  await dialog.getByRole('button', { name: 'Une personne de plus' }).click();
  await dialog.getByRole('button', { name: 'Une personne de plus' }).click();
  await expect(dialog.getByRole('button', { name: /Heure/ })).toContainText('19:30');
  await dialog.getByRole('button', { name: 'Confirmer la modification' }).click();
  await expect(
    portalToast(page, 'Votre demande de modification est envoyée : le restaurant va la confirmer.'),
  ).toBeVisible();
  await expect(page.locator('.reservation-detail__header')).toContainText('En attente');
  await expect(page.locator('.detail-facts')).toContainText('4');

  const office = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signInStaff(office, STAFF.master, detailUrl(reservationId).replace(/^https?:\/\/[^/]+/, ''));
  await expect(office.getByText('4 personnes')).toBeVisible({ timeout: 15_000 });
  // The booking says in its header that the diner changed it themselves (issue 48).
  await expect(
    office.locator('.detail__header').getByText('Modifiée par le client', { exact: true }),
  ).toBeVisible();
  await office.getByRole('tab', { name: 'Historique' }).click();
  await expect(
    office.getByText(/Modifiée par le client : .* 19:30, 2 personnes → .* 19:30, 4 personnes/),
  ).toBeVisible({
    timeout: 15_000,
  });
  await office.context().close();
});
