import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { detailUrl, goToDate, openReservations, row } from '../backoffice/day-screen';
import { frenchLongDate, parisDatePlus, uniqueEmail } from '../support/backend';
import {
  attachmentsOf,
  createSmallVenue,
  linksIn,
  parisInstant,
  parseCalendar,
  runJobAt,
  waitForMail,
} from '../support/beyond';
import { bookAtVenue } from '../support/own-venue';
import { INVITEE_PASSWORD } from '../support/staff';
import { idToken, tag } from '../support/staff-api';

// Issue 24: the reminder before a confirmed booking, its one-tap answers and the calendar files of the mails.
// A venue of its own per journey; a day beyond the other journeys' (93), booked by its staff (CONFIRMED).
const DAY = 93;

test('le rappel part avant la réservation ; « Je confirme ma venue » marque la ligne, une seule fois', async ({
  page,
  browser,
}) => {
  const venue = await createSmallVenue('Rappel', { covers: 6 });
  const staff = await idToken(venue.staffEmail);
  const date = parisDatePlus(DAY);
  const email = uniqueEmail('rappel');
  const lastName = `Rappel${tag()}`;
  const reservationId = await bookAtVenue(venue, staff, {
    lastName,
    firstName: 'Inès',
    email,
    date,
    time: venue.time,
    partySize: 2,
  });

  // The confirmation carries the booking as a calendar event, at 20:00 in Paris for two hours.
  const confirmation = await waitForMail(email, /confirm/i);
  const [ics] = (await attachmentsOf(confirmation)).filter((file) => file.filename.endsWith('.ics'));
  expect(ics, 'reservation.ics attached to the confirmation').toBeDefined();
  expect(ics!.contentType).toContain('text/calendar');
  const event = parseCalendar(ics!.content);
  expect(event.timeZone).toBe('Europe/Paris');
  expect(event.localStart).toBe(`${date}T20:00:00`);
  expect(event.start.toISOString()).toBe(parisInstant(date, '20:00').toISOString());
  expect(event.end.getTime() - event.start.getTime()).toBe(2 * 60 * 60 * 1000);
  expect(event.location).toBe('12 rue des Essais, 75011 Paris');
  expect(event.status).toBe('CONFIRMED');
  expect(await linksIn(confirmation, /bookingCalendar/)).toHaveLength(1);

  // Nothing is due two days before; 23 hours before (the default 24-hour setting), the reminder leaves.
  const start = parisInstant(date, venue.time);
  await runJobAt('sendBookingReminders', new Date(start.getTime() - 48 * 3_600_000));
  await runJobAt('sendBookingReminders', new Date(start.getTime() - 23 * 3_600_000));
  const reminder = await waitForMail(email, /^Rappel/);
  expect(reminder.subject).toContain(venue.name);
  const reminderEvent = parseCalendar(
    (await attachmentsOf(reminder)).find((file) => file.filename.endsWith('.ics'))!.content,
  );
  expect(reminderEvent.uid).toBe(event.uid);
  // A second run does not send it again.
  await runJobAt('sendBookingReminders', new Date(start.getTime() - 22 * 3_600_000));
  const [confirmLink] = await linksIn(reminder, /\/reservation\/reponse\?.*action=confirm/);
  expect(confirmLink).toBeDefined();

  // A mail scanner opening the link (a plain GET of the page) answers nothing: the page asks first.
  const scanner = await fetch(confirmLink!.replace(/^https?:\/\/[^/]+/, appUrls.portal));
  expect(scanner.ok).toBe(true);
  await page.goto(confirmLink!.replace(/^https?:\/\/[^/]+/, appUrls.portal));
  await expect(page.getByRole('heading', { name: 'Confirmez-vous votre venue ?' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(frenchLongDate(date))).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Je confirme ma venue' }).click();
  await expect(page.getByRole('heading', { name: 'Merci, votre venue est confirmée' })).toBeVisible();
  await expect(page.getByText(frenchLongDate(date))).toBeVisible();
  // The same link a second time: refused, nothing changes.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Ce lien a déjà été utilisé.');

  // Staff, on a laptop, see the mark on the row and the count of the service.
  const office = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await office.goto(`${appUrls.backoffice}/login`);
  await office.getByLabel('E-mail').fill(venue.staffEmail);
  await office.getByLabel('Mot de passe', { exact: true }).fill(INVITEE_PASSWORD);
  await office.getByRole('button', { name: 'Se connecter' }).click();
  await expect(office).toHaveURL(/\/app/);
  await openReservations(office);
  await goToDate(office, date);
  // Reaching day 93 flips the calendar through three months, each asking 42 covers sums (sumCoversByDay) that
  // still run once the day is chosen: at load 25 they held Chromium's six connections to the host for seconds,
  // so the day's live list (« Hors ligne », « Toutes 0 » meanwhile) opened late. This one step waits longer.
  await expect(row(office, lastName).getByLabel('Venue confirmée par le client')).toBeVisible({
    timeout: 15_000,
  });
  await expect(office.getByText('1 venue confirmée par le client')).toBeVisible();
  // The booking's history names who answered.
  await office.goto(detailUrl(reservationId));
  await expect(office.getByText(/^Envoyé le .+ · venue confirmée par le client le .+/)).toBeVisible({
    timeout: 15_000,
  });
  await office.getByRole('tab', { name: 'Historique' }).click();
  const answered = office.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Venue confirmée' });
  await expect(answered).toContainText('Client (lien e-mail)');
  await office.context().close();
});

test('un lien de réponse modifié est refusé', async ({ page }) => {
  const venue = await createSmallVenue('Lien modifié', { covers: 6 });
  const staff = await idToken(venue.staffEmail);
  const date = parisDatePlus(DAY);
  const email = uniqueEmail('lien');
  const first = await bookAtVenue(venue, staff, { lastName: `Lien${tag()}`, email, date, time: venue.time });
  const other = await bookAtVenue(venue, staff, {
    lastName: `Autre${tag()}`,
    email: uniqueEmail('autre'),
    date,
    time: venue.time,
  });
  const start = parisInstant(date, venue.time);
  await runJobAt('sendBookingReminders', new Date(start.getTime() - 3 * 3_600_000));
  const reminder = await waitForMail(email, /^Rappel/);
  const [cancelLink] = await linksIn(reminder, /action=cancel/);
  expect(cancelLink).toContain(first);
  // The link of one booking, pointed at another: refused.
  await page.goto(cancelLink!.replace(/^https?:\/\/[^/]+/, appUrls.portal).replace(first, other));
  await expect(page.getByRole('alert')).toContainText("Ce lien n'est pas valide.");
});
