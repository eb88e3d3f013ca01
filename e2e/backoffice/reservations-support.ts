import type { Page, TestInfo } from '@playwright/test';
import { parisDatePlus } from '../support/backend';

export { frenchLongDate } from '../support/backend';
export { bookOnline, setStatus, staffToken, tag } from '../support/staff-api';
export { goToDate, openReservations, row, serviceCount, tabCount } from './day-screen';

/** The venue of the demo that opens every day (its id is stable in the seed). */
export const BUREAU = 'rest-bureau';

/**
 * A date of its own for one journey at one viewport: beyond the demo's 21 days of bookings and inside the
 * 90-day booking window, different per project (both run against the same store) and per journey.
 */
export function journeyDate(testInfo: TestInfo, slot: number): string {
  return parisDatePlus((testInfo.project.name === 'mobile' ? 40 : 64) + slot);
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
