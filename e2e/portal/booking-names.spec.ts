import { expect, test } from '@playwright/test';
import { goToDate, openReservations } from '../backoffice/day-screen';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { fillDetails, openBookingOn } from './portal-support';

/**
 * Issue 55: names in every script book online (390×844) and reach the staff unchanged (1366×768): the day list
 * shows each as « NOM Prénom », and the search finds each by its first characters as staff type them. A venue
 * of its own, so no other journey sees these bookings.
 */
const DINERS = [
  // A Chinese name: surname 李, given name 小龍, typed « 李小龍 » without a space.
  { firstName: '小龍', lastName: '李', shown: '李 小龍', typed: '李小龍' },
  // An emoji outside the basic plane (two UTF-16 halves): it used to answer 500.
  { firstName: 'Zoë', lastName: '😀', shown: '😀 Zoë', typed: 'Zoë' },
  // Greek with its breathing mark and accents, found without them.
  { firstName: 'Ἀλέξανδρος', lastName: 'Παπαδόπουλος', shown: 'ΠΑΠΑΔΌΠΟΥΛΟΣ Ἀλέξανδρος', typed: 'Ἀλέ' },
] as const;

test('un client réserve en ligne sous un nom chinois, grec ou avec un emoji, et l’équipe le voit et le trouve tel quel', async ({
  page,
  browser,
}) => {
  const venue = await createOwnVenue('Noms', { times: ['20:00'] });
  const date = parisDatePlus(3);

  for (const diner of DINERS) {
    await openBookingOn(page, venue.slug, date);
    await page.getByRole('button', { name: '20:00', exact: true }).click();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillDetails(page, { ...diner, email: uniqueEmail('noms') });
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  }

  // The venue's staff, on a laptop.
  const office = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signInStaff(office, venue.staffEmail);
  await openReservations(office);
  await goToDate(office, date);
  const rows = office.getByTestId('reservation-row');
  await expect(rows).toHaveCount(DINERS.length, { timeout: 15_000 });
  for (const diner of DINERS) await expect(rows.filter({ hasText: diner.shown })).toHaveCount(1);

  const search = office.getByRole('searchbox', { name: 'Rechercher un client' });
  for (const diner of DINERS) {
    await search.fill(diner.typed);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(diner.shown);
  }
  await office.context().close();
});
