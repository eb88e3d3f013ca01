/**
 * The loyalty tablet's journeys: a venue of their own whose visits are worth 10 points and whose gifts come every
 * 10 points (so a first visit crosses « CADEAU #1 »), managed by an admin_full who may pair, list and revoke
 * tablets; customers with a phone of their own, so a lookup by phone finds them and nobody else.
 */
import { expect, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction } from './backend';
import { registerCustomer, type JourneyCustomer } from './customer';
import { createOwnVenue, type OwnVenue } from './own-venue';
import { STAFF, staffPasswordOf } from './staff';
import { staffToken } from './staff-api';

export interface KioskVenue extends OwnVenue {
  /** The tablet code of the venue (last 6 characters of its id, upper case). */
  code: string;
}

const KIOSK_RULES = {
  pointsPerReservation: 5,
  pointsPerReview: 5,
  pointsPerEuroSpent: 0.1,
  pointsForCancellation: -5,
  pointsForNoShow: -15,
  pointsForWalkIn: 10,
  giftInterval: 10,
  gifts: [
    { name: 'Café offert', emoji: '☕', order: 1 },
    { name: 'Dessert offert', emoji: '🍰', order: 2 },
  ],
  levels: { bronze: 100, silver: 250, gold: 500, diamond: 1000 },
  rewardPoints: 100,
};

export async function createKioskVenue(label: string): Promise<KioskVenue> {
  const venue = await createOwnVenue(label, { role: 'admin_full' });
  await callFunction(
    'saveLoyaltyConfig',
    { restaurantId: venue.id, config: KIOSK_RULES },
    await staffToken(STAFF.master),
  );
  return { ...venue, code: venue.id.slice(-6).toUpperCase() };
}

let phones = 0;
/** A French mobile number no other journey uses (07, then 8 digits from the time, the process and a counter). */
export function uniquePhone(): string {
  phones += 1;
  const digits = String((Date.now() * 7 + process.pid * 131 + phones * 7919) % 100_000_000).padStart(8, '0');
  return `07${digits}`;
}

/** A registered customer (e-mail proven) with a phone of their own. */
export function kioskCustomer(tagName: string): Promise<JourneyCustomer> {
  return registerCustomer(tagName, 'secret12', uniquePhone());
}

/** The pairing screen: a staff member of the venue signs in once; the kiosk's two buttons then show. */
export async function pairOnScreen(page: Page, venue: KioskVenue, deviceName = 'Tablette entrée') {
  await expect(page.getByRole('heading', { name: 'Associer cette tablette' })).toBeVisible();
  await page.getByLabel('E-mail').fill(venue.staffEmail);
  await page.getByLabel('Mot de passe').fill(staffPasswordOf(venue.staffEmail));
  await page.getByLabel('Nom de la tablette').fill(deviceName);
  await page.getByRole('button', { name: 'Associer la tablette' }).click();
  await expect(page.getByRole('button', { name: "J'AI MON COMPTE" })).toBeVisible({ timeout: 15_000 });
}

/** Opens the kiosk of the venue by its link (the code screen is skipped) and pairs it. */
export async function openPairedKiosk(page: Page, venue: KioskVenue, deviceName?: string) {
  await page.goto(`${appUrls.tablet}/tablette/${venue.code}`);
  await pairOnScreen(page, venue, deviceName);
}
