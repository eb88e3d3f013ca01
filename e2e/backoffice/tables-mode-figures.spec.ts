import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { createTablesVenue, floorTable } from '../support/tables-venue';

/**
 * Issue 48, defect 16: a venue « Par tables » has no covers figure per slot, and its day's covers stand against
 * the seats of its plan (« 4 / 30 places »), never a daily figure it does not apply (« 18 / 250 »).
 */
test.describe('« Par tables » : les chiffres qui s’appliquent', () => {
  test('le gestionnaire de créneaux sans couverts par créneau, la vue des restaurants sur les places du plan', async ({
    page,
  }) => {
    const venue = await createTablesVenue('Places', {
      tables: [floorTable('a', '1', 10, 0), floorTable('b', '2', 10, 100), floorTable('c', '3', 10, 200)],
    });
    const today = parisDatePlus(0);
    await bookAtVenue(venue, venue.token, {
      firstName: 'Alix',
      lastName: 'Tablée',
      email: uniqueEmail('places'),
      phone: uniquePhone(),
      date: today,
      time: '23:45',
      partySize: 4,
    });

    await signInStaff(page, venue.staffEmail, '/app/restaurants');
    const card = page.getByTestId(`overview-card-${venue.id}`);
    await expect(card.getByTestId('overview-seats')).toHaveText('30');
    await expect(card.getByTestId('overview-covers')).toHaveText('4 / 30 places');

    await page.goto(`${appUrls.backoffice}/app/reservations?date=${parisDatePlus(1)}`);
    await page.getByRole('button', { name: 'Gérer les créneaux du service Soir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Service Soir' });
    const slot = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('switch', { name: 'Créneau 19:00' }) });
    await expect(slot.getByRole('switch')).toHaveText('Ouvert');
    // What the slot's line shows (« Pourquoi complet ? » keeps its own details folded): no « 30 couverts ».
    await expect(slot).not.toContainText(/\d+ couverts?/, { useInnerText: true });
    await expect(dialog.locator('.slot-list__item > .muted')).toHaveCount(0);
  });
});
