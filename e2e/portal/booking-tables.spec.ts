import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { checkScreen } from '../support/layout-check';
import { setVenueStatus } from '../support/own-venue';
import { bookOnline } from '../support/staff-api';
import { createTablesVenue, floorTable, tablesOpenTimes as openTimes } from '../support/tables-venue';
import { fillDetails } from './portal-support';

// Issue 40: a venue « Par tables » asks the party before the time, offers only the times a table of that size
// is free for its whole duration, and a cancellation reopens exactly the times that table was held.

/** The dinner's quarters from `from` to `to` included ('HH:MM'). */
function quarters(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = minutes(from); at <= minutes(to); at += 15)
    times.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  return times;
}

const slotButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('« Par tables » : la page demande le nombre de personnes avant l’heure et ne propose que les heures de cette taille', async ({
  page,
}, testInfo) => {
  // A 2-top and the only 6-top, both online; the 6-top seats no fewer than 5 online.
  const venue = await createTablesVenue('Par tables portail', {
    tables: [floorTable('deux', '1', 2, 0), floorTable('six', '2', 6, 100, { minCapacity: 5 })],
  });
  const { token } = venue;
  // Three days ahead on the venue's own calendar: the booking delay never reaches it.
  const date = parisDatePlus(3);
  const sixAt = (time: string) =>
    bookOnline({
      restaurantId: venue.id,
      firstName: 'Groupe',
      lastName: time.replace(':', 'h'),
      email: uniqueEmail('six'),
      date,
      time,
      partySize: 6,
    });
  // The 6-top is held at lunch 12:00–14:30 and at dinner 20:00–22:30 (5 and more: 2 h 30).
  await sixAt('12:00');
  const dinner = await sixAt('20:00');
  const heldForSix = await openTimes(venue.id, date, 6);
  expect(heldForSix).toEqual(['14:30', '22:30']);

  await page.goto(`${appUrls.portal}/reservation/${venue.slug}`);
  await page.getByLabel('Autre date').fill(date);
  await page.getByRole('button', { name: 'Voir les créneaux' }).click();
  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toBeFocused();
  await expect(page.getByText('Les heures proposées dépendent du nombre de personnes.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Étape 2 sur 4' })).toContainText(
    /Date.*Personnes.*Heure.*Coordonnées/,
  );
  await page.getByRole('group', { name: 'Choix rapide' }).getByRole('button', { name: '6' }).click();
  await checkScreen(page, testInfo, 'par-tables-convives');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // For six: the 6-top's held hours say « Complet », the others are offered.
  await expect(page.getByRole('heading', { name: 'À quelle heure ?' })).toBeVisible();
  await expect(page.getByText(/, 6 personnes$/)).toBeVisible();
  await expect(slotButton(page, '20:00 — Complet')).toBeVisible();
  await expect(slotButton(page, '12:00 — Complet')).toBeVisible();
  await expect(slotButton(page, '22:30')).toBeEnabled();
  await expect(slotButton(page, '14:30')).toBeEnabled();
  await slotButton(page, '20:00 — Complet').click();
  await expect(page.getByRole('heading', { name: '20:00 est complet pour 6 personnes' })).toBeFocused();
  await checkScreen(page, testInfo, 'par-tables-heures-6');
  await expectNoSeriousA11yViolations(page, testInfo, 'par-tables-heures-6');

  // Two people: the 2-top is free at 20:00, and the time step asks again when the size changes there.
  await page.getByLabel('Nombre de personnes').fill('2');
  await expect(page.getByText(/, 2 personnes$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /est complet/ })).toHaveCount(0);
  await slotButton(page, '20:00').click();
  await expect(page.getByLabel('Récapitulatif')).toContainText('2 personnes');
  await expect(page.getByLabel('Récapitulatif')).toContainText('20:00');
  await fillDetails(page, { firstName: 'Inès', lastName: 'Deux', email: uniqueEmail('deux') });
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();

  // Staff cancel the six at 20:00: exactly the hours its 2 h 30 held reopen for six, lunch stays held.
  await setVenueStatus(token, dinner, 'CANCELLED');
  const reopened = await openTimes(venue.id, date, 6);
  expect(reopened.filter((time) => !heldForSix.includes(time))).toEqual(quarters('19:00', '22:15'));
  expect(reopened).not.toContain('12:00');

  await page.goto(`${appUrls.portal}/reservation/${venue.slug}?date=${date}&personnes=6&etape=heure`);
  await expect(page.getByText(/, 6 personnes$/)).toBeVisible();
  await expect(slotButton(page, '20:00')).toBeEnabled();
  await expect(slotButton(page, '12:00 — Complet')).toBeVisible();
});

test('la démo « Par tables » : au Comptoir des Halles, six personnes ne voient pas 20:00, deux le voient', async ({
  page,
}) => {
  // Read only: the seed holds its 6-top at 20:00 and table 6 at 19:30 on each of its next 14 days.
  const date = parisDatePlus(2);
  await page.goto(
    `${appUrls.portal}/reservation/le-comptoir-des-halles?date=${date}&personnes=6&etape=heure`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Le Comptoir des Halles' })).toBeVisible();
  await expect(page.getByText(/, 6 personnes$/)).toBeVisible();
  await expect(slotButton(page, '20:00 — Complet')).toBeVisible();
  await expect(slotButton(page, '19:00 — Complet')).toBeVisible();
  // From 21:30 tables 6 + 7 are joined for six.
  await expect(slotButton(page, '21:30')).toBeEnabled();
  await page.getByLabel('Nombre de personnes').fill('2');
  await expect(page.getByText(/, 2 personnes$/)).toBeVisible();
  await expect(slotButton(page, '20:00')).toBeEnabled();
  await expect(page.getByRole('button', { name: /Complet$/ })).toHaveCount(0);
});
