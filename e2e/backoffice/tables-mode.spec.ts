import { expect, test } from '@playwright/test';
import { parisDatePlus, uniqueEmail } from '../support/backend';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { checkScreen } from '../support/layout-check';
import { setVenueStatus } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { bookOnline } from '../support/staff-api';
import { createTablesVenue, floorTable, tablesOpenTimes } from '../support/tables-venue';

const openTimes = (restaurantId: string, date: string, partySize: number) =>
  tablesOpenTimes(restaurantId, date, partySize, 'dinner');

test.describe('Disponibilités « Par tables » @phone', () => {
  test('la salle passée « Par tables » ne propose que les heures où une table est libre, et une annulation les rouvre', async ({
    page,
  }, testInfo) => {
    // One 2-top online and a 4-top kept for walk-ins; staff switch « Par tables » on the screen.
    const venue = await createTablesVenue('Tables', {
      tables: [floorTable('a', '1', 2, 0, { online: true }), floorTable('b', '2', 4, 100, { online: false })],
      switchMode: false,
    });
    const { token } = venue;

    await signInStaff(page, venue.staffEmail, '/app/establishment');
    const card = page.getByRole('region', { name: 'Disponibilités en ligne' });
    await expect(card.getByRole('radio', { name: /^Par couverts/ })).toBeChecked();
    await card.getByText(/^Par tables/).click();
    await expect(card.getByRole('textbox', { name: 'Dîner, tranche 1 : durée (minutes)' })).toHaveValue('90');
    await card.getByRole('textbox', { name: "Couverts maximum commençant par quart d'heure" }).fill('0');
    await expect(
      card.getByText("Le rythme est compris entre 1 et 500 couverts par quart d'heure"),
    ).toBeVisible();
    await card.getByRole('textbox', { name: "Couverts maximum commençant par quart d'heure" }).fill('');
    await checkScreen(page, testInfo, 'etablissement-par-tables');
    await expectNoSeriousA11yViolations(page, testInfo, 'etablissement-par-tables');
    await page
      .getByRole('region', { name: 'Enregistrement' })
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await expect(toast(page, '✅ Établissement enregistré')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Disponibilités en ligne' })
        .getByRole('radio', { name: /^Par tables/ }),
    ).toBeChecked();

    const date = parisDatePlus(3);
    // The 4-top is kept in-house: a party of four is offered nothing online.
    expect(await openTimes(venue.id, date, 4)).toEqual([]);
    expect(await openTimes(venue.id, date, 2)).toContain('20:00');
    const id = await bookOnline({
      restaurantId: venue.id,
      firstName: 'Inès',
      lastName: 'Table',
      email: uniqueEmail('par-tables'),
      date,
      time: '20:00',
      partySize: 2,
    });
    // The 2-top is held 20:00–21:30: no time for two whose hour and a half meets it.
    const held = await openTimes(venue.id, date, 2);
    expect(held).not.toContain('19:00');
    expect(held).not.toContain('20:00');
    expect(held).not.toContain('21:15');
    expect(held).toContain('21:30');
    await setVenueStatus(token, id, 'CANCELLED');
    expect(await openTimes(venue.id, date, 2)).toEqual(expect.arrayContaining(['19:00', '20:00', '21:15']));
  });
});
