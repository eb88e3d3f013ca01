import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { portalToast } from '../support/customer';
import { createOwnVenue } from '../support/own-venue';
import { INVITEE_PASSWORD } from '../support/staff';
import { idToken } from '../support/staff-api';
import { fillDetails, openBookingOn } from './portal-support';

/**
 * Issue 39: the booking page's steps are counted for the venue (no cookie, nothing of the diner), and Rapports'
 * « Parcours de réservation » shows where diners give up. On a venue of the journey's own, so its counts are
 * the journey's alone.
 */

/** The funnel table's rows, as « step count lost ». */
async function funnelRows(office: Page): Promise<string[]> {
  const table = office.getByRole('table', { name: 'Parcours de réservation' });
  return (await table.getByRole('row').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

test('la page ouverte, le créneau choisi et la demande envoyée se retrouvent dans le parcours de Rapports', async ({
  page,
  browser,
}, testInfo) => {
  const venue = await createOwnVenue('Entonnoir', { role: 'admin_full' });
  const date = parisDatePlus(4);
  const diner = { firstName: 'Inès', lastName: 'Entonnoir', email: uniqueEmail('entonnoir') };

  // The page sends the event's name and the venue's slug, nothing else, and sets no cookie.
  const reported: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/recordProductEvent')) reported.push(request.postDataJSON());
  });
  await openBookingOn(page, venue.slug, date);
  await page.getByRole('button', { name: '20:00', exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(page, diner);
  const created = page.waitForResponse((response) => response.url().endsWith('/createOnlineReservation'));
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  const { result } = (await (await created).json()) as { result: { reservationId: string } };
  // The request has left: the toast says so, the step says it awaits the venue.
  await expect(portalToast(page, 'Réservation envoyée avec succès !')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(
    page.getByText('Votre demande est en attente de confirmation par le restaurant.'),
  ).toBeVisible();
  expect(reported).toEqual([
    { data: { event: 'booking_page_opened', slug: venue.slug } },
    { data: { event: 'slot_chosen', slug: venue.slug } },
  ]);
  expect(await page.context().cookies()).toEqual([]);

  // The venue's manager, on a laptop.
  const office = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await office.goto(`${appUrls.backoffice}/login`);
  await office.getByLabel('E-mail').fill(venue.staffEmail);
  await office.getByLabel('Mot de passe', { exact: true }).fill(INVITEE_PASSWORD);
  await office.getByRole('button', { name: 'Se connecter' }).click();
  await expect(office).toHaveURL(/\/app/);
  await office.goto(`${appUrls.backoffice}/app/reports`);
  await office.getByRole('tab', { name: 'Parcours de réservation' }).click();
  await expect(office.getByRole('table', { name: 'Parcours de réservation' })).toBeVisible();
  expect(await funnelRows(office)).toEqual([
    'Étape Nombre Perdus depuis l’étape précédente',
    'Page ouverte 1 —',
    'Créneau choisi 1 0 %',
    'Demande envoyée 1 0 %',
    'Confirmée 0 100 %',
  ]);
  await expectNoSeriousA11yViolations(office, testInfo, 'rapports-parcours');

  // The venue confirms the request: the last step fills.
  const staff = await idToken(venue.staffEmail);
  await callFunction(
    'setReservationStatus',
    { reservationId: result.reservationId, status: 'CONFIRMED' },
    staff,
  );
  await office.reload();
  await office.getByRole('tab', { name: 'Parcours de réservation' }).click();
  await expect.poll(() => funnelRows(office)).toContain('Confirmée 1 0 %');
  await office.context().close();
});
