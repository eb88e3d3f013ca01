import { expect, test } from '@playwright/test';
import { parisDatePlus } from '../support/backend';
import { bookAtVenue, createOwnVenue, setVenueStatus } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';
import {
  bookOnline,
  calendarDay,
  dayWithoutBookings,
  frenchLongDate,
  goToDate,
  journeyDate,
  navigate,
  openReservations,
  row,
  serviceCount,
  tabBookings,
  tabCovers,
  tag,
  uniqueLast,
} from './reservations-support';

test.describe('écran du jour : navigation, onglets, services, recherche', { tag: '@phone' }, () => {
  test('jour précédent / suivant et calendrier du mois (6 semaines, lundi en premier, Aujourd’hui, Fermer)', async ({
    page,
  }) => {
    await signInStaff(page);
    await openReservations(page);
    const today = parisDatePlus(0);
    const dateButton = (iso: string) =>
      page.getByRole('button', { name: `${frenchLongDate(iso)}, choisir une autre date` });
    await expect(dateButton(today)).toBeVisible();
    await expect(dateButton(today)).toContainText("Aujourd'hui");

    await page.getByRole('button', { name: 'Jour suivant' }).click();
    await expect(dateButton(parisDatePlus(1))).toBeVisible();
    await expect(dateButton(parisDatePlus(1))).not.toContainText("Aujourd'hui");
    await page.getByRole('button', { name: 'Jour précédent' }).click();
    await page.getByRole('button', { name: 'Jour précédent' }).click();
    await expect(dateButton(parisDatePlus(-1))).toBeVisible();

    await dateButton(parisDatePlus(-1)).click();
    const calendar = page.getByRole('dialog', { name: 'Choisir une date' });
    await expect(calendar).toBeVisible();
    const days = calendar.locator('.calendar__day');
    await expect(days).toHaveCount(42);
    await expect(calendar.locator('.calendar__weekday').first()).toHaveText('lun.');
    await expect(days.first()).toHaveAttribute('aria-label', /^lundi /);
    await expect(days.last()).toHaveAttribute('aria-label', /^dimanche /);
    await expect(calendarDay(calendar, parisDatePlus(-1))).toHaveAttribute('aria-pressed', 'true');

    await calendar.getByRole('button', { name: 'Fermer' }).click();
    await expect(calendar).toBeHidden();
    await expect(dateButton(parisDatePlus(-1))).toBeVisible();

    // A day of next month, then back with « Aujourd'hui ».
    const later = parisDatePlus(35);
    await goToDate(page, later);
    await dateButton(later).click();
    await calendar.getByRole('button', { name: "Aujourd'hui" }).click();
    await expect(calendar).toBeHidden();
    await expect(dateButton(today)).toBeVisible();
  });

  test('onglets et filtre de service avec leurs couverts, engrenage des créneaux', async ({
    page,
  }, testInfo) => {
    // A seated booking belongs to today: a venue of its own, so that no other journey changes its counts.
    const venue = await createOwnVenue('Onglets');
    const token = await idToken(venue.staffEmail);
    const date = parisDatePlus(0);
    const t = tag();
    const names = {
      pending: uniqueLast('Attente', t),
      confirmed: uniqueLast('Confirme', t),
      seated: uniqueLast('Assis', t),
      gone: uniqueLast('Parti', t),
    };
    const [pendingId, , seatedId, goneId] = await Promise.all([
      bookAtVenue(venue, token, {
        firstName: 'Paul',
        lastName: names.pending,
        date,
        time: '12:00',
        partySize: 2,
      }),
      bookAtVenue(venue, token, {
        firstName: 'Chloé',
        lastName: names.confirmed,
        date,
        time: '12:30',
        partySize: 3,
      }),
      bookAtVenue(venue, token, {
        firstName: 'Hugo',
        lastName: names.seated,
        date,
        time: '19:30',
        partySize: 4,
      }),
      bookAtVenue(venue, token, {
        firstName: 'Inès',
        lastName: names.gone,
        date,
        time: '20:00',
        partySize: 5,
      }),
    ]);
    await Promise.all([
      setVenueStatus(token, pendingId, 'PENDING'),
      setVenueStatus(token, seatedId, 'SEATED'),
      setVenueStatus(token, goneId, 'CANCELLED'),
    ]);

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);

    // Cancelled bookings stay listed under « Toutes » but bring no covers.
    await expect(page.getByTestId('reservation-row')).toHaveCount(4);
    await expect(tabCovers(page, 'Toutes')).toHaveText('9 couverts');
    // The badge counts the rows the tab lists, the cancelled one included (issue 36: « Toutes N » equal to the rows).
    await expect(tabBookings(page, 'Toutes')).toHaveText('4');
    await expect(tabCovers(page, 'À confirmer')).toHaveText('2 couverts');
    await expect(tabCovers(page, 'Confirmées')).toHaveText('3 couverts');
    await expect(tabCovers(page, 'Installées')).toHaveText('4 couverts');
    await expect(serviceCount(page, 'Tous')).toHaveText('9 couverts');
    await expect(serviceCount(page, 'Midi')).toHaveText('5 couverts');
    await expect(serviceCount(page, 'Soir')).toHaveText('4 couverts');

    await page.getByRole('tab', { name: /^À confirmer/ }).click();
    await expect(page.getByRole('tab', { name: /^À confirmer/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('reservation-row')).toHaveCount(1);
    await expect(row(page, names.pending)).toBeVisible();
    // Within a tab, the services count that tab's covers.
    await expect(serviceCount(page, 'Tous')).toHaveText('2 couverts');
    await expect(serviceCount(page, 'Soir')).toHaveText('0 couvert');

    await page.getByRole('tab', { name: /^Installées/ }).click();
    await expect(page.getByTestId('reservation-row')).toHaveCount(1);
    await expect(row(page, names.seated)).toBeVisible();

    await page.getByRole('tab', { name: /^Toutes/ }).click();
    await page
      .getByRole('group', { name: 'Service' })
      .getByRole('button', { name: /^Midi / })
      .click();
    await expect(page.getByTestId('reservation-row')).toHaveCount(2);
    await expect(row(page, names.seated)).toHaveCount(0);
    // Within a service, the tabs count that service's covers.
    await expect(tabCovers(page, 'Toutes')).toHaveText('5 couverts');
    await expect(tabCovers(page, 'Installées')).toHaveText('0 couvert');
    await page
      .getByRole('group', { name: 'Service' })
      .getByRole('button', { name: /^Soir / })
      .click();
    await expect(page.getByTestId('reservation-row')).toHaveCount(2);
    await expect(row(page, names.gone)).toBeVisible();
    await page
      .getByRole('group', { name: 'Service' })
      .getByRole('button', { name: /^Tous / })
      .click();
    await expect(page.getByTestId('reservation-row')).toHaveCount(4);

    if (testInfo.project.name === 'desktop') {
      // Keyboard: the arrows move between the tabs.
      await page.getByRole('tab', { name: /^Toutes/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: /^À confirmer/ })).toBeFocused();
      await expect(page.getByTestId('reservation-row')).toHaveCount(1);
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('reservation-row')).toHaveCount(4);
    }

    // The gear of each service opens that service's slot manager.
    await page.getByRole('button', { name: 'Gérer les créneaux du service Midi' }).click();
    await expect(page.getByRole('dialog', { name: 'Service Midi' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Service Midi' })).toBeHidden();
    await page.getByRole('button', { name: 'Gérer les créneaux du service Soir' }).click();
    await expect(page.getByRole('dialog', { name: 'Service Soir' })).toBeVisible();
  });

  test('recherche sur le nom ou le téléphone à partir de 3 caractères, états vides', async ({
    page,
  }, testInfo) => {
    const date = journeyDate(testInfo, 1);
    const t = tag();
    const first = uniqueLast('Quessant', t);
    const second = uniqueLast('Marchal', t);
    await Promise.all([
      bookOnline({
        firstName: 'Léa',
        lastName: first,
        email: `q.${t}@exemple.fr`,
        phone: '06 11 22 33 44',
        date,
        time: '12:15',
        partySize: 2,
      }),
      bookOnline({
        firstName: 'Noé',
        lastName: second,
        email: `m.${t}@exemple.fr`,
        phone: '07 98 76 54 32',
        date,
        time: '19:45',
        partySize: 2,
      }),
    ]);

    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);
    await expect(page.getByTestId('reservation-row')).toHaveCount(2);

    const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
    // Two characters do not filter.
    await search.fill('Ma');
    await expect(page.getByTestId('reservation-row')).toHaveCount(2);

    await search.fill(second.slice(0, 4));
    await expect(page.getByTestId('reservation-row')).toHaveCount(1);
    await expect(row(page, second)).toBeVisible();
    // What the search found, named as such, and « Toutes » beside its own covers, never the day's (issue 48,
    // defect 10: « Toutes 2 » beside « 89 couverts »).
    await expect(page.getByTestId('day-search-found')).toHaveText('1 réservation trouvée · 2 couverts');
    const all = page.getByRole('tab', { name: /^Toutes / });
    await expect(all.getByTestId('tab-bookings')).toHaveText('1');
    await expect(all.getByTestId('tab-covers')).toHaveText('2 couverts');

    // By phone, whatever the spacing.
    await search.fill('0611 2233');
    await expect(page.getByTestId('reservation-row')).toHaveCount(1);
    await expect(row(page, first)).toBeVisible();

    await search.fill('zzzqqq');
    await expect(page.getByText('Aucune réservation', { exact: true })).toBeVisible();
    await expect(page.getByText('Aucun résultat pour votre recherche')).toBeVisible();

    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(page.getByTestId('reservation-row')).toHaveCount(2);
    await expect(all.getByTestId('tab-covers')).toHaveText('4 couverts');
    await expect(page.getByTestId('day-search-found')).toHaveText('');

    // A day without bookings.
    await goToDate(page, dayWithoutBookings());
    await expect(page.getByText('Aucune réservation', { exact: true })).toBeVisible();
    await expect(page.getByText('Pas de réservation pour cette date')).toBeVisible();
  });

  test('« Réservations » s’ouvre sur aujourd’hui sans date dans l’adresse ; l’onglet et le service sont retenus, la date seulement dans l’adresse', async ({
    page,
  }, testInfo) => {
    const date = journeyDate(testInfo, 2);
    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);
    await page.getByRole('tab', { name: /^Confirmées/ }).click();
    await page
      .getByRole('group', { name: 'Service' })
      .getByRole('button', { name: /^Soir / })
      .click();

    // Leave for the home screen, then come back: today, never the last date viewed (issue 36, bug 16).
    await navigate(page, 'Accueil');
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    await navigate(page, 'Réservations');
    const today = parisDatePlus(0);
    await expect(
      page.getByRole('button', { name: `Aujourd'hui, ${frenchLongDate(today)}, choisir une autre date` }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${today}`));
    await expect(page.getByRole('tab', { name: /^Confirmées/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('group', { name: 'Service' }).getByRole('button', { name: /^Soir / }),
    ).toHaveAttribute('aria-pressed', 'true');

    // An address that names a date opens that date, and a reload keeps it.
    await page.goto(page.url().replace(/date=[\d-]+/, `date=${date}`));
    await expect(
      page.getByRole('button', { name: `${frenchLongDate(date)}, choisir une autre date` }),
    ).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(
      page.getByRole('button', { name: `${frenchLongDate(date)}, choisir une autre date` }),
    ).toBeVisible({ timeout: 15_000 });
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('reservationPagePreferences') ?? '{}'),
    );
    expect(stored).toMatchObject({
      activeTab: 'CONFIRMED',
      serviceFilter: 'dinner',
      restaurantId: 'rest-bureau',
    });
  });
});
