import { expect, test } from '@playwright/test';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { fillDetails, openBookingOn } from './portal-support';

// Issue 36, bug 3: a request refused by a rate limit was shown as « 21:15 est complet », with the waiting list and
// the other venues, although the slot had room. The limit is said as such; only a real « complet » opens the panel.

test('une limite de demandes se dit telle quelle : le créneau n’est pas annoncé complet, il reste réservable', async ({
  page,
}) => {
  const venue = await createOwnVenue('Limite');
  const date = parisDatePlus(3);
  const diner = { firstName: 'Hugo', lastName: 'Limite', email: uniqueEmail('limite') };
  // The same diner already sent today the three requests one address may send in a day.
  for (const time of ['19:00', '19:15', '19:30'])
    await callFunction('createOnlineReservation', {
      restaurantId: venue.id,
      date,
      time,
      partySize: 2,
      ...diner,
      phone: '06 12 34 56 78',
      terrace: false,
      specialRequests: '',
      requestId: crypto.randomUUID(),
    });

  await openBookingOn(page, venue.slug, date);
  await page.getByRole('button', { name: '21:15', exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(page, diner);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();

  // The limit, with when it reopens (a day after the first of those requests); the form and its details kept.
  await expect(
    page.getByText(/^Trop de tentatives\. Réessayez (demain )?à partir de \d\d:\d\d\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Hugo');
  await expect(page.getByText(/est complet/)).toHaveCount(0);
  await expect(page.getByText('Me prévenir si une table se libère')).toHaveCount(0);

  // 21:15 was never full: another diner books it at once.
  await page.getByLabel('E-mail').fill(uniqueEmail('limite-autre'));
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
});
