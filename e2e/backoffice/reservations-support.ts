import type { Page, TestInfo } from '@playwright/test';
import { parisDatePlus } from '../support/backend';

export { frenchLongDate } from '../support/backend';
export { bookOnline, setStatus, staffToken, tag } from '../support/staff-api';
export {
  calendarDay,
  goToDate,
  openReservations,
  row,
  serviceCount,
  tabBookings,
  tabCovers,
} from './day-screen';

/** The venue of the demo that opens every day (its id is stable in the seed). */
export const BUREAU = 'rest-bureau';

const JOURNEY_DAYS = 11;

/**
 * A date of its own for one journey at one viewport: beyond the demo's 21 days of bookings and inside the
 * 90-day booking window, different per project (both run against the same store) and per journey. A retry (or a
 * repeat) gets another date, so it does not find the bookings of the attempt before it.
 * Mobile: days 40–50, then 51–61; desktop: 64–74, then 75–85 (62 and 63 are shell-support.ts's someSlot).
 */
export function journeyDate(testInfo: TestInfo, slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot >= JOURNEY_DAYS)
    throw new Error(`pas de date de parcours n°${slot}`);
  const base = testInfo.project.name === 'mobile' ? 40 : 64;
  const again = testInfo.retry + testInfo.repeatEachIndex > 0 ? JOURNEY_DAYS : 0;
  return parisDatePlus(base + again + slot);
}

/** A day no journey books: beyond the 90-day online window, and no staff journey goes there. */
export function dayWithoutBookings(): string {
  return parisDatePlus(95);
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
