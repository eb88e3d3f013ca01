import { expect, test } from '@playwright/test';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus, type OwnVenue } from '../support/own-venue';
import { STAFF, signInStaff } from '../support/staff';
import { createStaffBooking, idToken, staffToken } from '../support/staff-api';

/**
 * « Fichier Client » on a venue of the journey's own: 23 customers, one VIP (an honoured booking is worth 120
 * points there), one also known at another venue.
 */
const SLOTS = [
  '12:00',
  '12:15',
  '12:30',
  '12:45',
  '13:00',
  '13:15',
  '13:30',
  '13:45',
  '14:00',
  '14:15',
  '14:30',
];

async function fileOf(venue: OwnVenue) {
  const staff = await idToken(venue.staffEmail);
  const master = await staffToken(STAFF.master);
  await callFunction(
    'saveLoyaltyConfig',
    { restaurantId: venue.id, config: { pointsPerReservation: 120 } },
    master,
  );
  const date = parisDatePlus(3);
  for (let i = 0; i < 21; i += 1)
    await bookAtVenue(venue, staff, {
      firstName: 'Client',
      lastName: `Fichier${String.fromCharCode(97 + i)}`,
      email: uniqueEmail(`fichier${i}`),
      phone: uniquePhone(),
      date: i < 11 ? date : parisDatePlus(4),
      time: SLOTS[i % SLOTS.length] ?? '12:00',
      partySize: 2,
    });
  const vip = {
    firstName: 'Violette',
    lastName: 'Vipolette',
    email: uniqueEmail('vip'),
    phone: uniquePhone(),
  };
  const honoured = await bookAtVenue(venue, staff, {
    ...vip,
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()),
    time: DUE_TIME,
    partySize: 4,
  });
  await setVenueStatus(staff, honoured, 'SEATED');
  await setVenueStatus(staff, honoured, 'COMPLETED');
  const shared = {
    firstName: 'Partagée',
    lastName: 'Deuxmaisons',
    email: uniqueEmail('deux'),
    phone: uniquePhone(),
  };
  await bookAtVenue(venue, staff, { ...shared, date, time: '19:00', partySize: 2 });
  // Known at a second venue of the journey too (not a demo venue: other journeys count theirs).
  const other = await createOwnVenue('Fichier bis');
  await createStaffBooking(other.id, await idToken(other.staffEmail), {
    ...shared,
    date: parisDatePlus(5),
    time: '19:30',
    partySize: 2,
  });
  return { vip, shared };
}

test.describe('Fichier Client @phone', () => {
  test('les onglets, la recherche sur tout le fichier, les cartes et le chargement par 20', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Fichier');
    const { vip, shared } = await fileOf(venue);

    await signInStaff(page, venue.staffEmail, '/app/customers');
    await expect(page.getByRole('heading', { name: 'Fichier Client', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Clients' });
    await expect(list.getByRole('link')).toHaveCount(20);
    await checkScreen(page, testInfo, 'fichier-client');

    // The next 20 come by themselves when the page is scrolled to its end (the button, for keyboards, is there
    // too, but scrolling to it loads them first: it is tested beside the screen's code).
    await expect(page.getByRole('button', { name: 'Charger 20 clients de plus' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.getByRole('link')).toHaveCount(23);
    await expect(page.getByText('Tous les clients sont chargés')).toBeVisible();

    // The card of a customer another venue knows too says so, and no more.
    const cardOf = (name: RegExp) =>
      list.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    const sharedCard = cardOf(/Partagée Deuxmaisons/);
    await expect(sharedCard).toContainText('Plusieurs restaurants');
    await expect(sharedCard).toContainText(shared.email);

    await page.getByRole('tab', { name: 'VIP' }).click();
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(cardOf(/Violette Vipolette/)).toContainText('120,0');

    await page.getByRole('tab', { name: 'Nouveaux' }).click();
    await expect(list.getByRole('link')).toHaveCount(20);

    // The search runs on the whole file: a name from 2 letters in either order, a phone with spaces.
    await page.getByRole('tab', { name: 'Tous' }).click();
    const search = page.getByRole('searchbox', { name: 'Nom, téléphone, email...' });
    await search.fill('vipolette vi');
    await expect(list.getByRole('link')).toHaveCount(1);
    await search.fill(vip.phone.replace(/(\d{2})(?=\d)/g, '$1 '));
    await expect(list.getByRole('link', { name: /Violette Vipolette/ })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(1);
    await search.fill(shared.email.slice(0, 12));
    await expect(list.getByRole('link', { name: /Partagée Deuxmaisons/ })).toBeVisible();
    await search.fill('zzqqxx');
    await expect(page.getByText('Aucun client trouvé')).toBeVisible();

    await search.fill('Deuxmaisons');
    await list.getByRole('link', { name: /Partagée Deuxmaisons/ }).click();
    await expect(page).toHaveURL(/\/app\/customers\/.+/);
  });
});
