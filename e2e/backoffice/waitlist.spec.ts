import { expect, test } from '@playwright/test';
import { checkScreen } from '../support/layout-check';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { createSmallVenue } from '../support/beyond';
import { bookAtVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken, tag } from '../support/staff-api';
import { goToDate, openReservations, row } from './day-screen';

// Issue 24: staff see the day's waitlist on the reservations screen and book someone from it. A venue of its own
// whose 20:00 slot holds two covers, full.
test.describe('Liste d’attente du jour @phone', () => {
  test('l’équipe voit la liste d’attente du jour, réserve une personne et en retire une autre', async ({
    page,
  }, testInfo) => {
    const venue = await createSmallVenue('Liste', { covers: 2 });
    const staff = await idToken(venue.staffEmail);
    const date = parisDatePlus(86);
    await bookAtVenue(venue, staff, { lastName: `Plein${tag()}`, date, time: venue.time, partySize: 2 });
    const people = [
      { firstName: 'Nina', lastName: `Premiere${tag()}`, phone: '06 12 34 56 78' },
      { firstName: 'Paul', lastName: `Second${tag()}`, phone: '07 11 22 33 44' },
    ];
    for (const person of people) {
      await callFunction('joinWaitlist', {
        restaurantId: venue.id,
        date,
        time: venue.time,
        partySize: 2,
        ...person,
        email: uniqueEmail('liste'),
        requestId: crypto.randomUUID(),
      });
    }

    await signInStaff(page, venue.staffEmail);
    await openReservations(page);
    await goToDate(page, date);
    const list = page.getByRole('region', { name: "Liste d'attente" });
    const entry = (lastName: string) => list.getByRole('listitem').filter({ hasText: lastName });
    await expect(entry(people[0]!.lastName)).toContainText('En attente');
    await expect(entry(people[0]!.lastName)).toContainText('06 12 34 56 78');
    await expect(entry(people[1]!.lastName)).toContainText('20:00');
    await checkScreen(page, testInfo, 'liste-attente');

    await entry(people[0]!.lastName).getByRole('button', { name: 'Réserver' }).click();
    await expect(page.getByText("Réservation créée depuis la liste d'attente")).toBeVisible();
    await expect(entry(people[0]!.lastName)).toContainText('Réservée');
    await expect(row(page, people[0]!.lastName)).toBeVisible();

    await entry(people[1]!.lastName).getByRole('button', { name: 'Retirer' }).click();
    await expect(entry(people[1]!.lastName)).toContainText('Retirée');
  });
});
