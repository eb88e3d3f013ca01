import { expect, test } from '@playwright/test';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { bookOnline, idToken } from '../support/staff-api';
import { createTablesVenue, floorTable } from '../support/tables-venue';
import { goToDate, openReservations } from './day-screen';

/**
 * « Pourquoi complet ? » on a venue of the journey's own (two dinner slots of 30 covers), on a date three days
 * ahead: 20:00 is filled (26 covers booked by staff, a request for 4 waiting), staff read why on the day screen,
 * close 20:15 in the slot manager and read who closed it; the diner's booking page agrees that both are full.
 * « Par tables », staff choose the party size the explanation follows, on the day screen and in the slot manager.
 */
test.describe('pourquoi complet', () => {
  test('@phone le jour et le gestionnaire de créneaux disent ce qui remplit un créneau et qui l’a fermé', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Complet', { times: ['20:00', '20:15'] });
    const date = parisDatePlus(3);
    const staff = await idToken(venue.staffEmail);
    await bookAtVenue(venue, staff, { lastName: 'Grandtable', date, time: '20:00', partySize: 26 });
    await bookOnline({
      restaurantId: venue.id,
      firstName: 'Lina',
      lastName: 'Attente',
      email: uniqueEmail('complet'),
      date,
      time: '20:00',
      partySize: 4,
    });

    await signInStaff(page, venue.staffEmail);
    await openReservations(page);
    await goToDate(page, date);
    await expect(page.getByTestId('reservation-row')).toHaveCount(2);
    const section = page.getByRole('region', { name: 'Créneaux complets ou presque' });
    const why = section.getByRole('button', { name: 'Pourquoi complet ? 20:00' });
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await expect(section).toContainText('Complet en ligne');
    // The disclosure opens from the keyboard.
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const reasons = section.getByTestId('slot-why-20:00');
    await expect(reasons).toContainText('26 couverts réservés sur 30');
    await expect(reasons).toContainText('4 couverts en attente de confirmation');
    await expect(reasons).toContainText('0 couvert encore libre en ligne (créneau et journée)');
    await expect(section.getByRole('button', { name: 'Pourquoi complet ? 20:15' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'pourquoi-complet-jour');

    await page.getByRole('button', { name: 'Gérer les créneaux du service Soir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Service Soir' });
    await dialog.getByRole('switch', { name: 'Créneau 20:15' }).click();
    await expect(dialog.getByRole('switch', { name: 'Créneau 20:15' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const closedWhy = dialog.getByRole('button', { name: 'Pourquoi complet ? 20:15' });
    await closedWhy.click();
    // The venue's staff member is « Équipe <tag> »: « Équipe X. ».
    const initial = venue.staffName.split(' ')[1]!.charAt(0).toUpperCase();
    await expect(dialog.getByTestId('slot-why-20:15')).toContainText(
      new RegExp(`Fermé par Équipe ${initial}\\. le \\d{2}/\\d{2} à \\d{2}:\\d{2}`),
    );
    await expect(dialog.getByTestId('slot-why-20:15')).toContainText(
      "Ce qui l'ouvrirait : le rouvrir (30 couverts libres en ligne, créneau et journée)",
    );
    await dialog.getByRole('button', { name: 'Pourquoi complet ? 20:00' }).click();
    await expect(dialog.getByTestId('slot-why-20:00')).toContainText('Complet en ligne');
    await checkScreen(page, testInfo, 'pourquoi-complet-creneaux');

    // What staff read is what the diner's page offers: neither time is open online.
    const day = await callFunction<{ slots: { time: string; available: boolean }[] }>('getAvailability', {
      restaurantId: venue.id,
      date,
    });
    expect(day.slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual([]);
  });

  test('@phone « Par tables » : les tables libres, ce qui ouvrirait le créneau, et pour la taille de groupe choisie', async ({
    page,
  }, testInfo) => {
    // A 2-top online (1) and a 4-top kept in-house (2).
    const venue = await createTablesVenue('Complet tables', {
      times: ['20:00', '21:30'],
      tables: [floorTable('a', '1', 2, 0, { online: true }), floorTable('b', '2', 4, 100, { online: false })],
    });
    const date = parisDatePlus(3);
    await bookOnline({
      restaurantId: venue.id,
      firstName: 'Inès',
      lastName: 'Deuxplaces',
      email: uniqueEmail('complet-tables'),
      date,
      time: '20:00',
      partySize: 2,
    });

    await signInStaff(page, venue.staffEmail);
    await openReservations(page);
    await goToDate(page, date);
    const section = page.getByRole('region', { name: 'Créneaux complets ou presque' });
    await section.getByRole('button', { name: 'Pourquoi complet ? 20:00' }).click();
    const reasons = section.getByTestId('slot-why-20:00');
    await expect(reasons).toContainText('2 couverts en attente de confirmation');
    await expect(reasons).toContainText(
      "Aucune table en ligne libre 1 h 30 (jusqu'à 21:30) pour 2 personnes",
    );
    await expect(reasons).toContainText('Tables libres : T2 (4 personnes, salle) sans réservation ensuite');
    await expect(reasons).toContainText("Ce qui l'ouvrirait : la table 1 se libère à 21:30");
    await expect(reasons).toContainText("Ce qui l'ouvrirait : la table 2 est réservée à la salle (4 places)");
    await expect(section).toContainText('En ligne : 1 à 2 personnes');

    await section.getByRole('button', { name: /Expliquer pour/ }).click();
    await page.getByRole('option', { name: '4 personnes' }).click();
    await expect(reasons).toContainText('Aucune table ni association en ligne ne reçoit 4 personnes');

    // The slot manager explains for its own party size, chosen from the keyboard: 2 until staff choose.
    await page.getByRole('button', { name: 'Gérer les créneaux du service Soir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Service Soir' });
    const party = dialog.getByRole('button', { name: /Expliquer pour/ });
    await expect(party).toContainText('2 personnes');
    await dialog.getByRole('button', { name: 'Pourquoi complet ? 20:00' }).click();
    const slotReasons = dialog.getByTestId('slot-why-20:00');
    await expect(slotReasons).toContainText(
      "Aucune table en ligne libre 1 h 30 (jusqu'à 21:30) pour 2 personnes",
    );
    await expect(slotReasons).toContainText("Ce qui l'ouvrirait : la table 1 se libère à 21:30");
    await party.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: '2 personnes', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: '3 personnes', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(party).toContainText('3 personnes');
    // Three are seated by no online table at any time: the in-house 4-top is what would open it.
    await expect(slotReasons).toContainText('Aucune table ni association en ligne ne reçoit 3 personnes');
    await expect(slotReasons).toContainText(
      "Ce qui l'ouvrirait : la table 2 est réservée à la salle (4 places)",
    );
    await expect(slotReasons).not.toContainText('pour 2 personnes');
    await dialog.getByRole('button', { name: 'Pourquoi complet ? 21:30' }).click();
    await expect(dialog.getByTestId('slot-why-21:30')).toContainText(
      'Aucune table ni association en ligne ne reçoit 3 personnes',
    );
    await checkScreen(page, testInfo, 'pourquoi-complet-creneaux-par-tables');

    // The diner's page says the same for two: 20:00 full, 21:30 open.
    const day = await callFunction<{ slots: { time: string; available: boolean }[] }>('getAvailability', {
      restaurantId: venue.id,
      date,
      partySize: 2,
    });
    expect(day.slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual(['21:30']);
  });
});
