import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken } from '../support/staff-api';
import { row } from './day-screen';
import { isMobile } from './operations-support';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

test.describe('tables associées', () => {
  test('@phone deux tables de 4 associées pour 6 personnes, retrouvées après rechargement, puis données à un groupe de 6', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Associées', { role: 'admin_full' });
    const guest = {
      firstName: 'Anna',
      lastName: 'Assemblée',
      email: uniqueEmail('assoc'),
      phone: uniquePhone(),
    };
    await bookAtVenue(venue, await idToken(venue.staffEmail), {
      ...guest,
      date: today(),
      time: '23:00',
      partySize: 6,
    });

    await signInStaff(page, venue.staffEmail, '/app/floor-plan');
    await expect(page.getByRole('heading', { name: 'Plan de salle' })).toBeVisible();
    const tools = page.getByRole('toolbar', { name: 'Outils du plan' });
    await tools.getByRole('button', { name: 'Ajouter une table' }).click();
    await tools.getByRole('button', { name: 'Ajouter une table' }).click();
    await tools.getByRole('button', { name: 'Sélection', exact: true }).click();
    const plan = page.getByRole('group', { name: 'Plan de Salle 1' });

    // Table 1 selected from the keyboard, table 2 added with Ctrl-click, then both joined. A phone has no Ctrl
    // key: staff tap table 1, and the dialog ticks nothing (one table selected was only looked at, issue 48,
    // defect 12): they tick both.
    const table1 = plan.getByRole('button', { name: 'Table 1, 4 places' });
    const table2 = plan.getByRole('button', { name: 'Table 2, 4 places' });
    const dialog = page.getByRole('dialog', { name: 'Associer des tables' });
    if (isMobile(testInfo)) {
      await table1.tap();
      await expect(table1).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Associer des tables' }).tap();
      const first = dialog.getByRole('checkbox', { name: 'Table 1 · 4 places' });
      const second = dialog.getByRole('checkbox', { name: 'Table 2 · 4 places' });
      await expect(first).not.toBeChecked();
      await expect(second).not.toBeChecked();
      await first.check();
      await second.check();
    } else {
      await table1.focus();
      await table1.press('Enter');
      await table2.click({ modifiers: ['Control'] });
      await expect(table2).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Associer des tables' }).click();
    }
    await expect(dialog.getByRole('checkbox', { name: 'Table 1 · 4 places' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Table 2 · 4 places' })).toBeChecked();
    const capacity = dialog.getByRole('textbox', { name: "Capacité de l'association (personnes)" });
    await capacity.fill('12');
    await dialog.getByRole('button', { name: "Valider l'association" }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Ces tables réunies ne peuvent pas compter plus de 10 places',
    );
    await expectNoSeriousA11yViolations(page, testInfo, 'association de tables');
    await capacity.fill('6');
    await dialog.getByRole('button', { name: "Valider l'association" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Tables 1 + 2 : 6 personnes', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, '✅ Plan de salle sauvegardé !')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Tables 1 + 2 : 6 personnes', { exact: true })).toBeVisible();
    await expect(page.locator('.fp-links polyline')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, testInfo, 'plan avec tables associées');

    // No single table seats 6: the assignment offers the two joined tables.
    await page.goto(`${appUrls.backoffice}/app/reservations?date=${today()}`);
    await row(page, guest.lastName).getByRole('button', { name: 'Attribuer une table' }).click();
    const assignment = page.getByRole('dialog', { name: /^Tables · / });
    const offer = assignment.getByRole('button', { name: 'Tables 1 + 2 · 6 personnes (associées)' });
    await offer.click();
    await expect(offer).toHaveAttribute('aria-pressed', 'true');
    await assignment.getByRole('button', { name: 'Assigner (1, 2)' }).click();
    await expect(toast(page, 'Table 1, 2 assignée !')).toBeVisible();
    await expect(assignment).toBeHidden();
  });
});
