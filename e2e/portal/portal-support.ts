import { expect, type Page, type TestInfo } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';

/** The demo venues as the booking journeys use them (ids and slugs are stable in the seed). */
export const VENUES = {
  bureau: { id: 'rest-bureau', slug: 'au-bureau', name: 'Au Bureau', phone: '01 42 68 00 12' },
  zinc: { id: 'rest-lezinc', slug: 'le-petit-zinc', name: 'Le Petit Zinc', phone: '04 78 37 00 08', max: 8 },
  port: { id: 'rest-duport', slug: 'la-table-du-port', name: 'La Table du Port', phone: '04 91 90 00 27' },
} as const;

/**
 * A date of its own for one journey (slot 0 to 9) at one viewport, never a Sunday (Le Petit Zinc and La Table du
 * Port close on Sundays): days 50 to 89, so that closed or filled slots of one journey never reach another.
 * Only journeys at La Table du Port, or slot 9 at Au Bureau (the back-office journeys use Au Bureau's days 40 to
 * 84, booking.spec.ts its days 8 to 45), should book with it.
 */
export function journeyDay(testInfo: TestInfo, slot: number): string {
  const first = 50 + slot * 4 + (testInfo.retry + testInfo.repeatEachIndex > 0 ? 2 : 0);
  const date = parisDatePlus(first);
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? parisDatePlus(first + 1) : date;
}

export { frenchLongDate } from '../support/backend';
export { staffToken, tag } from '../support/staff-api';

/** Books directly through the public callable, as another diner would meanwhile. */
export async function bookAsAnotherDiner(
  restaurantId: string,
  date: string,
  time: string,
  partySize: number,
) {
  return callFunction<{ reservationId: string }>('createOnlineReservation', {
    restaurantId,
    date,
    time,
    partySize,
    firstName: 'Autre',
    lastName: 'Client',
    email: uniqueEmail('autre'),
    phone: '06 00 00 00 00',
    terrace: false,
    specialRequests: '',
    requestId: crypto.randomUUID(),
  });
}

/** Opens a restaurant's booking page on a date typed in « Autre date ». */
export async function openBookingOn(page: Page, slug: string, date: string): Promise<void> {
  await page.goto(`${appUrls.portal}/reservation/${slug}`);
  await page.getByLabel('Autre date').fill(date);
  await page.getByRole('button', { name: 'Voir les créneaux' }).click();
  await expect(page.getByRole('heading', { name: 'À quelle heure ?' })).toBeVisible();
}

/** The details form, as a diner types it. */
export async function fillDetails(
  page: Page,
  details: { firstName: string; lastName: string; email: string; phone?: string },
) {
  await page.getByLabel('Prénom').fill(details.firstName);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(details.lastName);
  await page.getByLabel('E-mail').fill(details.email);
  await page.getByLabel('Téléphone').fill(details.phone ?? '06 12 34 56 78');
}

/** The current Paris wall time 'HH:MM'. */
export function parisNowTime(): string {
  return new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Paris',
  }).format(new Date());
}

/**
 * The day the booking page opens on: today while it still has a table to book online, else the next
 * availability (in the evening, today's last slots are past the booking delay). Read from the same callable.
 */
export async function defaultBookingDay(restaurantId: string): Promise<string> {
  const today = parisDatePlus(0);
  const answer = await callFunction<{
    slots: { available: boolean }[];
    nextAvailability: { date: string } | null;
  }>('getAvailability', { restaurantId, date: today });
  return answer.slots.some((slot) => slot.available) ? today : (answer.nextAvailability?.date ?? today);
}
