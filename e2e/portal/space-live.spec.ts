import { expect, test, type Browser, type Page } from '@playwright/test';
import { callFunction, frenchLongDate, parisDatePlus } from '../support/backend';
import { DEMO_DINERS, registerCustomer, signInWithPassword } from '../support/customer';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { claimVoucher, createRewardsVenue, customerWithGifts } from '../support/rewards';
import { signInStaff } from '../support/staff';
import { bookOnline, idToken } from '../support/staff-api';

// Issue 36, bugs 4 and 5: the customer space is live (what staff do shows without a reload), lists what is ahead
// first, nearest first, pending requests labelled, counted as listed, then the past ten at a time.

/** Marks the page, so that a later check tells whether it was reloaded meanwhile. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}
async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/** A staff member's laptop beside the diner's phone. */
async function staffLaptop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    serviceWorkers: 'block',
  });
  return context.newPage();
}

test('« À venir » lists the nearest booking first, pending requests labelled, counted as listed, and follows staff without a reload', async ({
  page,
}) => {
  const venue = await createOwnVenue('Espace');
  const staff = await idToken(venue.staffEmail);
  const diner = await registerCustomer('avenir');
  const who = {
    firstName: diner.firstName,
    lastName: diner.lastName,
    email: diner.email,
    phone: diner.phone,
  };
  const [soon, later, cancelledDay, added] = [5, 20, 3, 10].map((days) => parisDatePlus(days));
  // Made in another order than their dates: the list sorts them.
  const asked = await bookOnline({
    ...who,
    restaurantId: venue.id,
    date: later!,
    time: '20:00',
    partySize: 3,
  });
  await bookAtVenue(venue, staff, { ...who, date: soon!, time: '12:30', partySize: 2 });
  await bookAtVenue(venue, staff, { ...who, date: parisDatePlus(0), time: DUE_TIME, partySize: 4 });
  const cancelled = await bookAtVenue(venue, staff, { ...who, date: cancelledDay!, time: '19:00' });
  await setVenueStatus(staff, cancelled, 'CANCELLED');

  await signInWithPassword(page, diner);
  const region = page.getByRole('region', { name: 'Mes réservations et visites' });
  const ahead = region.getByRole('region', { name: /^À venir/ });
  await expect(ahead.getByRole('heading', { name: 'À venir (3)' })).toBeVisible();
  const rows = ahead.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`${frenchLongDate(parisDatePlus(0))} à 00h00`);
  await expect(rows.nth(1)).toContainText(`${frenchLongDate(soon!)} à 12h30`);
  await expect(rows.nth(2)).toContainText(`${frenchLongDate(later!)} à 20h00`);
  await expect(rows.nth(2)).toContainText('En attente de confirmation');
  // The counter says what the list holds.
  await expect(
    page.getByRole('region', { name: 'En bref' }).locator('.space-counter__value').first(),
  ).toHaveText('3');
  // The cancelled one is not ahead: it waits with the past.
  const past = region.getByRole('region', { name: 'Passées et annulées' });
  await expect(past.getByRole('listitem')).toHaveCount(1);
  await expect(past.getByRole('listitem')).toContainText('Annulée');

  // Staff confirm the request and book another day while the space is open.
  await markPage(page);
  await setVenueStatus(staff, asked, 'CONFIRMED');
  await expect(rows.nth(2)).toContainText('Confirmée');
  await bookAtVenue(venue, staff, { ...who, date: added!, time: '19:30' });
  await expect(ahead.getByRole('heading', { name: 'À venir (4)' })).toBeVisible();
  await expect(rows.nth(2)).toContainText(`${frenchLongDate(added!)} à 19h30`);
  await expect(
    page.getByRole('region', { name: 'En bref' }).locator('.space-counter__value').first(),
  ).toHaveText('4');
  await expectNotReloaded(page);
});

test('a request the restaurant refused reads « Refusée » in the list, its detail and its history, a cancellation « Annulée » (issue 48, defect 8)', async ({
  page,
}) => {
  const venue = await createOwnVenue('Refus');
  const staff = await idToken(venue.staffEmail);
  const diner = await registerCustomer('refusee');
  const who = {
    firstName: diner.firstName,
    lastName: diner.lastName,
    email: diner.email,
    phone: diner.phone,
  };
  const asked = await bookOnline({
    ...who,
    restaurantId: venue.id,
    date: parisDatePlus(6),
    time: '20:00',
    partySize: 2,
  });
  await callFunction('refuseReservation', { reservationId: asked, reason: 'full' }, staff);
  const called = await bookAtVenue(venue, staff, { ...who, date: parisDatePlus(7), time: '19:00' });
  await setVenueStatus(staff, called, 'CANCELLED');

  await signInWithPassword(page, diner);
  const past = page
    .getByRole('region', { name: 'Mes réservations et visites' })
    .getByRole('region', { name: 'Passées et annulées' });
  await expect(past.getByRole('listitem')).toHaveCount(2);
  const refusedRow = past.getByRole('listitem').filter({ hasText: frenchLongDate(parisDatePlus(6)) });
  await expect(refusedRow).toContainText('Refusée');
  await expect(refusedRow).not.toContainText('Annulée');
  await expect(
    past.getByRole('listitem').filter({ hasText: frenchLongDate(parisDatePlus(7)) }),
  ).toContainText('Annulée');
  await refusedRow.getByRole('link').click();
  const header = page.locator('.reservation-detail__header');
  await expect(header).toContainText('Refusée');
  await expect(header).not.toContainText('Annulée');
  await expect(page.getByRole('region', { name: 'Historique' }).getByRole('listitem').last()).toContainText(
    'Refusée',
  );
});

test('the past visits come ten at a time, newest first, with « Voir plus »', async ({ page }) => {
  // The demo's regular has years of visits at two venues (functions/src/seed).
  await signInWithPassword(page, DEMO_DINERS.camille);
  const past = page
    .getByRole('region', { name: 'Mes réservations et visites' })
    .getByRole('region', { name: 'Passées et annulées' });
  const rows = past.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const first = await rows.count();
  expect(first).toBeGreaterThanOrEqual(10);
  await past.getByRole('button', { name: 'Voir plus' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(first);
  const days = (await past.locator('.recent-item__date').allTextContents()).map(isoOf);
  expect(days).toEqual([...days].sort().reverse());
});

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
/** 'samedi 28 novembre 2026 à 20h30' → '2026-11-28 20h30', which sorts as the calendar does. */
function isoOf(text: string): string {
  const [, day = '', month = '', year = '', time = ''] =
    /(\d{1,2}) (\S+) (\d{4})(?: à (\S+))?/.exec(text) ?? [];
  const m = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  return `${year}-${m}-${day.padStart(2, '0')} ${time}`;
}

test('staff validate a voucher at the till: the diner’s open rewards show it used at once, and usable again after the undo', async ({
  page,
  browser,
}) => {
  const at = await createRewardsVenue('Direct');
  const diner = await customerWithGifts(at, 'direct');
  const code = await claimVoucher(diner, at.venue.id, 1);
  await signInWithPassword(page, diner);
  await page.getByRole('link', { name: 'Voir mes récompenses' }).click();
  const voucher = page.getByTestId('voucher-card').first();
  await expect(voucher).toHaveAttribute('data-status', 'active');
  await expect(voucher.getByRole('button', { name: 'Utiliser' })).toBeVisible();
  await markPage(page);

  const till = await staffLaptop(browser);
  await signInStaff(till, at.venue.staffEmail, '/app/validate-reward');
  await till.getByRole('textbox', { name: 'Code du bon' }).fill(code.replace('REWARD:', ''));
  await till.getByRole('button', { name: 'Vérifier' }).click();
  const preview = till.getByTestId('voucher-preview');
  await preview.getByRole('button', { name: 'Appliquer la remise' }).click();
  await till.getByRole('alertdialog').getByRole('button', { name: 'Valider le bon' }).click();
  await expect(preview).toContainText(
    `Bon « Boisson offerte » validé pour ${diner.firstName} ${diner.lastName}`,
  );

  // The diner's phone, untouched: the voucher reads used, « Utiliser » is gone.
  await expect(voucher).toHaveAttribute('data-status', 'used');
  await expect(voucher.getByText(/^Utilisé/)).toBeVisible();
  await expect(voucher.getByRole('button', { name: 'Utiliser' })).toHaveCount(0);

  // Given back within the minute: usable again on the diner's screen.
  await preview.getByRole('button', { name: 'Annuler la validation' }).click();
  await expect(preview.getByRole('button', { name: 'Appliquer la remise' })).toBeVisible();
  await expect(voucher).toHaveAttribute('data-status', 'active');
  await expect(voucher.getByRole('button', { name: 'Utiliser' })).toBeVisible();
  await expectNotReloaded(page);
  await till.context().close();
});
