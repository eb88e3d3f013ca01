/**
 * Helpers of the service journeys (issue 36: tables given twice, the plan's pending state, « À confirmer », the
 * reservation page, the day list's density): a restaurant of the journey's own with a small floor plan, its
 * staff's token, and bookings made through the same callables as the screens.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { callFunction, parisDatePlus } from '../support/backend';
import { bookAtVenue, createOwnVenue, type OwnVenue } from '../support/own-venue';
import { bookOnline, idToken, tag } from '../support/staff-api';

export { bookAtVenue } from '../support/own-venue';
export { bookOnline, tag } from '../support/staff-api';
export { row, tabBookings, tabCovers } from './day-screen';

export interface ServiceVenue extends OwnVenue {
  /** The venue's staff ID token (setting up states as the screens would). */
  token: string;
}

/** Eight tables of the main room (or `count`): 1–4 for two, the others for four, in rows of four. */
function mainRoom(count = 8) {
  return {
    id: 'salle',
    name: 'Salle principale',
    elements: Array.from({ length: count }, (_, i) => ({
      id: `t${i + 1}`,
      type: 'table',
      number: String(i + 1),
      capacity: i < 4 ? 2 : 4,
      x: (i % 4) * 110,
      y: Math.floor(i / 4) * 110,
      width: 80,
      height: 80,
      rotation: 0,
      shape: 'rectangle',
    })),
  };
}

/**
 * A venue of the journey's own (its staff admin, or admin_full when asked) with a floor plan of eight tables (or
 * `tables`).
 */
export async function createServiceVenue(
  label: string,
  options: { role?: 'admin' | 'admin_full'; tables?: number } = {},
): Promise<ServiceVenue> {
  const { tables, ...venueOptions } = options;
  const venue = await createOwnVenue(label, venueOptions);
  const token = await idToken(venue.staffEmail);
  await callFunction('saveFloorPlan', { restaurantId: venue.id, rooms: [mainRoom(tables)] }, token);
  return { ...venue, token };
}

/** A date of the venue's own a few days ahead (its bookings are its own, any date would do). */
export function serviceDate(days = 3): string {
  return parisDatePlus(days);
}

/** A request made on the venue's public link (PENDING), with an e-mail of its own. */
export async function requestOnline(
  venue: ServiceVenue,
  booking: {
    firstName: string;
    lastName: string;
    date: string;
    time: string;
    partySize?: number;
    email?: string;
  },
): Promise<string> {
  return bookOnline({
    restaurantId: venue.id,
    email: `${booking.lastName.toLowerCase()}.${tag()}@exemple.fr`,
    partySize: 2,
    ...booking,
  });
}

/** A booking made by the venue's staff (CONFIRMED). */
export async function bookAtTable(
  venue: ServiceVenue,
  booking: { firstName: string; lastName: string; date: string; time: string; tableId?: string },
): Promise<string> {
  return bookAtVenue(venue, venue.token, { partySize: 2, ...booking });
}

/** Gives tables to a booking as the assignment modal would (refused when another booking holds them). */
export async function giveTables(
  venue: ServiceVenue,
  reservationId: string,
  tables: string[],
): Promise<void> {
  await callFunction('assignTables', { reservationId, tables }, venue.token);
}

/** A table of a plan drawn in a dialog, by its number. */
export function planTable(dialog: Locator, number: string): Locator {
  return dialog.locator(`button[data-table="${number}"]`);
}

/** Opens the day's plan from the day screen's header. */
export async function openDayPlan(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Plan de salle du jour' }).click();
  const plan = page.getByRole('dialog', { name: /^Plan de salle · / });
  await expect(plan.locator('button[data-table]').first()).toBeVisible();
  return plan;
}
