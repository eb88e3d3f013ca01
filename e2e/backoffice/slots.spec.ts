import { expect, test, type Page } from '@playwright/test';
import { nextWeekday, uniqueEmail } from '../support/backend';
import { STAFF, signInStaff } from '../support/staff';
import {
  BUREAU,
  ZINC,
  bookOnline,
  frenchLongDate,
  goToDate,
  isMobile,
  openReservations,
  ownDate,
  reopenAllSlots,
  row,
  slotAvailable,
  tag,
} from './operations-support';

const LUNCH = [
  '12:00',
  '12:15',
  '12:30',
  '12:45',
  '13:00',
  '13:15',
  '13:30',
  '13:45',
  '14:00',
  '14:15',
  '14:30',
];
const DINNER = [
  '19:00',
  '19:15',
  '19:30',
  '19:45',
  '20:00',
  '20:15',
  '20:30',
  '20:45',
  '21:00',
  '21:15',
  '21:30',
  '21:45',
  '22:00',
  '22:15',
  '22:30',
];

async function openSlots(page: Page, service: 'Midi' | 'Soir') {
  await page.getByRole('button', { name: `Gérer les créneaux du service ${service}` }).click();
  const dialog = page.getByRole('dialog', { name: `Service ${service}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

function diner(date: string, time: string, lastName: string) {
  return { firstName: 'Hugo', lastName, email: uniqueEmail('creneau'), date, time, partySize: 2 };
}

test.describe('créneaux', () => {
  test('Service Midi : un créneau fermé est refusé en ligne aussitôt, rouvert il se réserve', async ({
    page,
  }, testInfo) => {
    const date = ownDate(testInfo, 'slots', 0);
    const t = tag();
    try {
      await signInStaff(page);
      await openReservations(page);
      await goToDate(page, date);
      const dialog = await openSlots(page, 'Midi');
      await expect(dialog).toContainText(frenchLongDate(date));
      const switches = dialog.getByRole('switch');
      await expect(switches).toHaveText(LUNCH.map(() => 'Ouvert'));
      expect(await switches.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual(
        LUNCH.map((time) => `Créneau ${time}`),
      );

      const slot = dialog.getByRole('switch', { name: 'Créneau 12:30' });
      expect(await slotAvailable(BUREAU, date, '12:30')).toBe(true);
      await slot.click();
      await expect(slot).toHaveText('Fermé');
      await expect(slot).toHaveAttribute('aria-checked', 'false');

      // Refused to diners at once: the public availability and the online booking itself.
      expect(await slotAvailable(BUREAU, date, '12:30')).toBe(false);
      await expect(bookOnline(diner(date, '12:30', `Refuse${t}`))).rejects.toThrow('Créneau plus disponible');
      // The other slots of the service stay open.
      expect(await slotAvailable(BUREAU, date, '12:45')).toBe(true);

      // Saved for that date: closing and reopening the dialog shows it closed.
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(dialog).toBeHidden();
      await openSlots(page, 'Midi');
      await expect(slot).toHaveText('Fermé');

      // Reopened: diners can book it again, and the booking reaches the day screen.
      await slot.click();
      await expect(slot).toHaveText('Ouvert');
      await expect(slot).toHaveAttribute('aria-checked', 'true');
      expect(await slotAvailable(BUREAU, date, '12:30')).toBe(true);
      const lastName = `Rouvert${t}`;
      await bookOnline(diner(date, '12:30', lastName));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row(page, lastName)).toContainText('12:30');
    } finally {
      await reopenAllSlots(BUREAU, date);
    }
  });

  test('Service Soir : les créneaux fermés restent fermés après rechargement, un par un', async ({
    page,
  }, testInfo) => {
    const date = ownDate(testInfo, 'slots', 1);
    const t = tag();
    try {
      await signInStaff(page);
      await openReservations(page);
      await goToDate(page, date);
      let dialog = await openSlots(page, 'Soir');
      await expect(dialog.getByRole('switch')).toHaveText(DINNER.map(() => 'Ouvert'));
      await dialog.getByRole('switch', { name: 'Créneau 19:00' }).click();
      await expect(dialog.getByRole('switch', { name: 'Créneau 19:00' })).toHaveText('Fermé');
      await dialog.getByRole('switch', { name: 'Créneau 22:30' }).click();
      await expect(dialog.getByRole('switch', { name: 'Créneau 22:30' })).toHaveText('Fermé');
      await expect(bookOnline(diner(date, '22:30', `Tard${t}`))).rejects.toThrow('Créneau plus disponible');
      await expect(bookOnline(diner(date, '19:00', `Tot${t}`))).rejects.toThrow('Créneau plus disponible');

      // After a reload (the screen remembers the date), the same two slots are closed and only them.
      await page.reload();
      await expect(
        page.getByRole('button', { name: `${frenchLongDate(date)}, choisir une autre date` }),
      ).toBeVisible({ timeout: 15_000 });
      dialog = await openSlots(page, 'Soir');
      await expect(dialog.getByRole('switch')).toHaveText(
        DINNER.map((time) => (time === '19:00' || time === '22:30' ? 'Fermé' : 'Ouvert')),
      );
      // The lunch service of that date is untouched.
      await page.keyboard.press('Escape');
      const lunch = await openSlots(page, 'Midi');
      await expect(lunch.getByRole('switch', { name: 'Créneau 12:00' })).toHaveText('Ouvert');
      await page.keyboard.press('Escape');

      dialog = await openSlots(page, 'Soir');
      await dialog.getByRole('switch', { name: 'Créneau 22:30' }).click();
      await expect(dialog.getByRole('switch', { name: 'Créneau 22:30' })).toHaveText('Ouvert');
      expect(await slotAvailable(BUREAU, date, '22:30')).toBe(true);
      expect(await slotAvailable(BUREAU, date, '19:00')).toBe(false);
      await dialog.getByRole('switch', { name: 'Créneau 19:00' }).click();
      await expect(dialog.getByRole('switch', { name: 'Créneau 19:00' })).toHaveText('Ouvert');
      expect(await slotAvailable(BUREAU, date, '19:00')).toBe(true);
    } finally {
      await reopenAllSlots(BUREAU, date);
    }
  });

  test('un jour de fermeture : « Restaurant fermé », aucun créneau configuré', async ({ page }, testInfo) => {
    // Le Petit Zinc keeps the default week, closed on Sundays; the direction account runs both venues.
    const sunday = nextWeekday(0, isMobile(testInfo) ? 22 : 36);
    await signInStaff(page, STAFF.direction);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByLabel('Restaurant').selectOption({ label: 'Le Petit Zinc' });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Réservations' })
      .click();
    await expect(page.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible({
      timeout: 15_000,
    });
    await goToDate(page, sunday);

    for (const service of ['Midi', 'Soir'] as const) {
      const dialog = await openSlots(page, service);
      await expect(dialog.getByText('Restaurant fermé', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Aucun créneau configuré pour ce jour dans Établissement')).toBeVisible();
      await expect(dialog.getByRole('switch')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await expect(bookOnline({ ...diner(sunday, '12:30', 'Dimanche'), restaurantId: ZINC })).rejects.toThrow(
      'Restaurant fermé à cette date',
    );
  });
});
