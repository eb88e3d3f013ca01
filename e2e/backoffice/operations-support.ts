/**
 * Helpers of the tables, slots and reservation-detail journeys: dates of their own, bookings set up through the
 * same callables as the screens, and the few moves staff make to reach those screens.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus } from '../support/backend';
import { DEMO_PASSWORD, STAFF } from '../support/staff';

/** Au Bureau, the demo venue that opens every day (stable id of the seed). */
export const BUREAU = 'rest-bureau';
/** Le Petit Zinc keeps the default week: closed on Sundays. */
export const ZINC = 'rest-lezinc';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/**
 * Day offsets these journeys own, per viewport (both projects share one store), away from the demo's 21 days
 * and from the other journeys' dates, inside the 90-day online booking window.
 */
const OWN_DAYS = {
  mobile: { tables: [22, 23, 24], slots: [25, 26], detail: [27, 28, 29, 30] },
  desktop: { tables: [36, 37, 38], slots: [39, 86], detail: [87, 88, 89, 31] },
} as const;

export function ownDate(testInfo: TestInfo, area: 'tables' | 'slots' | 'detail', index: number): string {
  const days = OWN_DAYS[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'][area];
  const offset = days[index];
  if (offset === undefined) throw new Error(`pas de date n°${index} pour ${area}`);
  return parisDatePlus(offset);
}

/** A short random tag of letters that keeps surnames unique across runs and projects. */
export function tag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

const tokens = new Map<string, Promise<string>>();

/** An ID token of a demo staff account from the Auth emulator, for setting up states through the callables. */
export function staffToken(email: string = STAFF.accueil): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    })
      .then((response) => response.json() as Promise<{ idToken?: string }>)
      .then((body) => {
        if (!body.idToken) throw new Error(`Connexion refusée pour ${email}`);
        return body.idToken;
      });
    tokens.set(email, token);
  }
  return token;
}

export interface StaffBooking {
  lastName: string;
  firstName?: string;
  email?: string;
  phone?: string;
  date: string;
  time: string;
  partySize?: number;
  terrace?: boolean;
  specialRequests?: string;
  tableId?: string;
}

/** A booking made by staff (created CONFIRMED), as the 'Nouvelle réservation' form would. */
export async function bookAsStaff(booking: StaffBooking): Promise<string> {
  const { lastName, firstName = 'Camille', email = '', phone = '06 11 22 33 44', ...rest } = booking;
  const result = await callFunction<{ reservationId: string }>(
    'staffCreateReservation',
    {
      restaurantId: BUREAU,
      customerLastName: lastName,
      customerFirstName: firstName,
      customerEmail: email,
      customerPhone: phone,
      partySize: 2,
      terrace: false,
      specialRequests: '',
      tableId: '',
      ...rest,
    },
    await staffToken(),
  );
  return result.reservationId;
}

export interface OnlineBooking {
  firstName: string;
  lastName: string;
  email: string;
  date: string;
  time: string;
  partySize: number;
  terrace?: boolean;
  specialRequests?: string;
  restaurantId?: string;
}

/** Books as a diner on the public link would (the booking arrives PENDING); throws the server's refusal. */
export async function bookOnline(booking: OnlineBooking): Promise<string> {
  const result = await callFunction<{ reservationId: string }>('createOnlineReservation', {
    restaurantId: BUREAU,
    phone: '06 12 34 56 78',
    terrace: false,
    specialRequests: '',
    ...booking,
    requestId: randomUUID(),
  });
  return result.reservationId;
}

export async function setStatus(reservationId: string, status: string): Promise<void> {
  await callFunction('setReservationStatus', { reservationId, status }, await staffToken());
}

export async function assignTables(reservationId: string, tables: string[]): Promise<void> {
  await callFunction('assignTables', { reservationId, tables }, await staffToken());
}

/** Reopens every slot of a date (the journeys' clean-up, whatever happened in the screen). */
export async function reopenAllSlots(restaurantId: string, date: string): Promise<void> {
  await callFunction('setClosedSlots', { restaurantId, date, lunch: [], dinner: [] }, await staffToken());
}

/** The public availability of one slot, as the booking page reads it. */
export async function slotAvailable(restaurantId: string, date: string, time: string): Promise<boolean | undefined> {
  const day = await callFunction<{ slots: { time: string; available: boolean }[] }>('getAvailability', { restaurantId, date });
  return day.slots.find((slot) => slot.time === time)?.available;
}

/** Opens the day screen (the session restores from the browser after the sign-in). */
export async function openReservations(page: Page): Promise<void> {
  await page.goto(`${appUrls.backoffice}/app/reservations`);
  await expect(page.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible({ timeout: 15_000 });
}

/** 'jeudi 22 octobre 2026' as the calendar labels its days (fr-FR, no capital). */
export function frenchLongDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/** Goes to a date through the header's month calendar, as staff do. */
export async function goToDate(page: Page, iso: string): Promise<void> {
  await page.getByRole('button', { name: /choisir une autre date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choisir une date' });
  const day = calendar.getByRole('button', { name: frenchLongDate(iso), exact: true });
  for (let i = 0; i < 6 && !(await day.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: `${frenchLongDate(iso)}, choisir une autre date` })).toBeVisible();
}

/** The row of a reservation on the day screen, found by its customer's surname. */
export function row(page: Page, lastName: string): Locator {
  return page.getByTestId('reservation-row').filter({ hasText: lastName.toUpperCase() });
}

/** A toast of the top notification area. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

/** The reservation detail page of a booking. */
export function detailUrl(reservationId: string): string {
  return `${appUrls.backoffice}/app/reservations/${reservationId}`;
}
