/**
 * Helpers of the access, home, feedback and live journeys of the back office: accounts and bookings set up
 * through the Auth emulator and the callables (as a browser would), and the shell's menu, tabs and toasts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mailsTo, parisDatePlus, runJob } from '../support/backend';
import { STAFF, toast } from '../support/staff';
import { idToken } from '../support/staff-api';

export { toast } from '../support/staff';
export { bookOnline, idToken, signUpAccount, tag } from '../support/staff-api';

/** The demo venue open every day, and how the selector shows the three demo venues. */
export const BUREAU = { id: 'rest-bureau', name: 'Au Bureau', option: 'Au Bureau' } as const;
export const DEMO_VENUES = ['Au Bureau', 'Le Petit Zinc', 'La Table du Port'] as const;

/** A date and slot for a booking no other journey counts: 62 or 63 days ahead, a random slot of either service. */
export function someSlot(): { date: string; time: string } {
  const times = [
    '12:00',
    '12:15',
    '12:30',
    '12:45',
    '13:00',
    '13:15',
    '13:30',
    '19:30',
    '19:45',
    '20:00',
    '20:15',
    '20:30',
    '20:45',
    '21:00',
  ];
  // Days 62 and 63 at Au Bureau belong to no other journey: operations-support.ts's OWN_DAYS go up to 41,
  // reservations-support.ts's journeyDate takes 40–61 (phone) and 64–85 (laptop) and counts its day's covers, the
  // portal's journeys take 86 and beyond. Days 42–60, taken before, put a booking under a day-screen journey's
  // « 3 couverts » once in a while. No journey closes or fills these days' slots either.
  const days = [62, 63];
  return {
    date: parisDatePlus(days[Math.floor(Math.random() * days.length)] ?? 22),
    time: times[Math.floor(Math.random() * times.length)] ?? '20:00',
  };
}

/** The subjects of the mails sent to an address, once the outbox has been drained. */
export async function mailSubjects(email: string): Promise<string> {
  await runJob('processMailOutbox');
  return (await mailsTo(email)).map((mail) => mail.subject).join(' | ');
}

/** The side menu, opened on phones (a drawer behind « Ouvrir le menu »); always shown on laptops. */
export async function openSideMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('complementary', { name: 'Menu' });
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  // On laptops the menu is always there. On phones the drawer is opened unless it is open: read from the shell's
  // state, not from the drawer's visibility, which lags 0.2 s behind while it slides shut after a navigation.
  if ((await button.isVisible()) && (await page.locator('.staff-shell--menu-open').count()) === 0)
    await button.click();
  await expect(menu).toBeVisible();
  return menu;
}

/** Closes the drawer on phones (Escape), so that the page behind it can be used; nothing to do on laptops. */
export async function closeSideMenu(page: Page): Promise<void> {
  if (!(await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible())) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Menu' })).toBeHidden();
}

/** Follows a side-menu entry. */
export async function goTo(page: Page, label: string): Promise<void> {
  const menu = await openSideMenu(page);
  await menu.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: label }).click();
}

/** The card of a pending request on the home, by the customer's surname (shown in capitals). */
export function pendingCard(page: Page, lastName: string): Locator {
  return page.getByTestId('pending-card').filter({ hasText: lastName.toUpperCase() });
}

/** The home's tab ('À confirmer' or 'Annulées') and the count it shows. */
export function homeTab(page: Page, label: 'À confirmer' | 'Annulées'): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${label}`) });
}

/** Signs out from the side menu. */
export async function signOut(page: Page): Promise<void> {
  const menu = await openSideMenu(page);
  await menu.getByRole('button', { name: /Déconnexion/ }).click();
  await expect(toast(page, 'À bientôt')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** A master_admin ID token, for setting up states through the callables as the settings screens would. */
export function masterToken(): Promise<string> {
  return idToken(STAFF.master);
}
