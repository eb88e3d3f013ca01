/** The moves staff make on the day screen (/app/reservations), shared by its journeys. */
import { expect, type Locator, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { frenchLongDate } from '../support/backend';

/** Opens the day screen (the session restores from the browser after the sign-in). */
export async function openReservations(page: Page): Promise<void> {
  await page.goto(`${appUrls.backoffice}/app/reservations`);
  await expect(page.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * A day of the month calendar by its date, whether or not its covers have been read yet (the name then ends
 * with ', 12 couverts').
 */
export function calendarDay(calendar: Locator, iso: string): Locator {
  return calendar.getByRole('button', { name: new RegExp(`^${frenchLongDate(iso)}(, \\d+ couverts?)?$`) });
}

/** Goes to a date through the header's month calendar, as staff do. */
export async function goToDate(page: Page, iso: string): Promise<void> {
  await page.getByRole('button', { name: /choisir une autre date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choisir une date' });
  const day = calendarDay(calendar, iso);
  for (let i = 0; i < 6 && !(await day.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
  await expect(
    page.getByRole('button', { name: `${frenchLongDate(iso)}, choisir une autre date` }),
  ).toBeVisible();
}

/** The row of a reservation on the day screen, found by its customer's surname. */
export function row(page: Page, lastName: string): Locator {
  return page.getByTestId('reservation-row').filter({ hasText: lastName.toUpperCase() });
}

/** The covers named under a status tab ('Toutes', 'À confirmer', 'Confirmées', 'Installées'): '9 couverts'. */
export function tabCovers(page: Page, label: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${label}`) }).getByTestId('tab-covers');
}

/** The number of bookings in a status tab's badge. */
export function tabBookings(page: Page, label: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${label}`) }).getByTestId('tab-bookings');
}

/** The covers shown on a service chip ('Tous', 'Midi', 'Soir'). */
export function serviceCount(page: Page, label: string): Locator {
  return page
    .getByRole('group', { name: 'Service' })
    .getByRole('button', { name: new RegExp(`^${label} `) })
    .locator('.chip__count');
}

/** The reservation detail page of a booking. */
export function detailUrl(reservationId: string): string {
  return `${appUrls.backoffice}/app/reservations/${reservationId}`;
}
