import { expect, test } from '@playwright/test';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { INVITEE_PASSWORD, STAFF, signInStaff, toast } from '../support/staff';
import { idToken, staffToken, tag } from '../support/staff-api';
import { detailUrl } from './day-screen';

/**
 * Insider points (issue 49): a bill above the venue's ceiling (150 € a cover for a new venue) typed by an `admin`
 * waits « En attente de validation » and earns nothing; the venue's admin_full approves it from the booking's
 * page, and its history says who did what. On a venue of its own, at the staff's 1366×768.
 */
test.describe('Addition à valider', () => {
  test('une addition au-dessus du plafond attend la validation d’un responsable, qui la valide', async ({
    page,
    browser,
  }) => {
    const venue = await createOwnVenue('Plafond');
    const staff = await idToken(venue.staffEmail);
    // The venue's manager (admin_full), invited by the master_admin.
    const managerEmail = `responsable.${tag()}@exemple.fr`;
    const { inviteUrl } = await callFunction<{ inviteUrl: string }>(
      'inviteUser',
      { name: 'Responsable', email: managerEmail, role: 'admin_full', restaurantIds: [venue.id] },
      await staffToken(STAFF.master),
    );
    await callFunction('acceptInvitation', {
      token: decodeURIComponent(inviteUrl.split('/invite/')[1] ?? ''),
      password: INVITEE_PASSWORD,
      confirmPassword: INVITEE_PASSWORD,
    });
    const id = await bookAtVenue(venue, staff, {
      lastName: `Plafond${tag()}`,
      firstName: 'Léa',
      email: uniqueEmail('plafond'),
      phone: uniquePhone(),
      date: parisDatePlus(0),
      time: DUE_TIME,
      partySize: 2,
    });
    await setVenueStatus(staff, id, 'SEATED');
    await setVenueStatus(staff, id, 'COMPLETED');

    // The admin types 5 000 € for two: above 300 €, it waits and the page says so, with no way to approve it.
    await signInStaff(page, venue.staffEmail, `/app/reservations/${id}`);
    await page.getByRole('button', { name: 'Saisir l’addition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saisir l’addition' });
    await dialog.getByRole('textbox', { name: /Addition/ }).fill('5000');
    await dialog.getByRole('button', { name: 'Enregistrer l’addition' }).click();
    const held = page.getByRole('group', { name: 'En attente de validation' });
    await expect(held).toContainText(
      /Addition de 5\s000,00\s€ au-dessus du plafond de 300,00\s€ : en attente de validation par un responsable/,
    );
    await expect(held).toContainText(`Saisie par ${venue.staffName}`);
    await expect(held.getByRole('button', { name: 'Valider l’addition' })).toHaveCount(0);
    await expect(page.getByText('Aucune addition saisie')).toBeVisible();

    // The manager approves it from the same page: the bill counts, the history names both.
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const manager = await context.newPage();
    await signInStaff(manager, managerEmail, `/app/reservations/${id}`);
    await manager.goto(detailUrl(id));
    const waiting = manager.getByRole('group', { name: 'En attente de validation' });
    await waiting.getByRole('button', { name: 'Valider l’addition' }).click();
    await expect(toast(manager, 'Addition validée')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(
      manager
        .getByRole('tabpanel')
        .locator('div')
        .filter({ hasText: /^Addition/ })
        .getByRole('definition')
        .first(),
    ).toContainText(/5\s000,00\s€/);
    await manager.getByRole('tab', { name: 'Historique', exact: true }).click();
    const history = manager.getByRole('tabpanel');
    await expect(history).toContainText(/Addition de 5\s000,00\s€ en attente de validation/);
    await expect(history).toContainText(/Addition de 5\s000,00\s€ validée/);
    await expect(history).toContainText(/Addition : 5\s000,00\s€/);
    await context.close();
  });
});
