import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus } from '../support/backend';
import { DEMO_PASSWORD, STAFF } from '../support/staff';

/** The venue of the demo that opens every day (its id is stable in the seed). */
export const BUREAU = 'rest-bureau';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/**
 * A date of its own for one journey at one viewport: beyond the demo's 21 days of bookings and inside the
 * 90-day booking window, different per project (both run against the same store) and per journey.
 */
export function journeyDate(testInfo: TestInfo, slot: number): string {
  return parisDatePlus((testInfo.project.name === 'mobile' ? 40 : 64) + slot);
}

/** A short random tag of letters that keeps names unique across runs and projects. */
export function tag(): string {
  return Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A surname of its own for one journey ('Attente' + tag → 'Attentekqzvb'). */
export function uniqueLast(base: string, t: string): string {
  return `${base}${t}`;
}

/** Follows a side-menu link (a drawer behind the menu button on phones, a column on laptops). */
export async function navigate(page: Page, label: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation').getByRole('link', { name: label }).click();
}

export interface OnlineBooking {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  date: string;
  time: string;
  partySize: number;
  terrace?: boolean;
  specialRequests?: string;
}

/** Books as a diner on the public link would: the booking arrives PENDING. */
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

const tokens = new Map<string, Promise<string>>();

/** An ID token of a demo staff account from the Auth emulator (for setting up states through the callables). */
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

/** Moves a booking to a status as staff would, through the same callable as the screen. */
export async function setStatus(reservationId: string, status: string): Promise<void> {
  await callFunction('setReservationStatus', { reservationId, status }, await staffToken());
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
export function row(page: Page, lastName: string) {
  return page.getByTestId('reservation-row').filter({ hasText: lastName.toUpperCase() });
}

/** The count shown on a status tab ('Toutes', 'À confirmer', 'Confirmées', 'Installées'). */
export function tabCount(page: Page, label: string) {
  return page.getByRole('tab', { name: new RegExp(`^${label}`) }).locator('.tab__count');
}

/** The covers shown on a service chip ('Tous', 'Midi', 'Soir'). */
export function serviceCount(page: Page, label: string) {
  return page.getByRole('group', { name: 'Service' }).getByRole('button', { name: new RegExp(`^${label} `) }).locator('.chip__count');
}
