import { expect, test } from '@playwright/test';
import { callFunction, mailText, mailsTo, runJob, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { INVITEE_PASSWORD, STAFF, signInStaff, toast } from '../support/staff';
import { staffToken, tag } from '../support/staff-api';

const DAY = 86_400_000;

test.describe('Utilisateurs & Rôles @phone', () => {
  test('inviter depuis la fiche, copier le lien, voir l’invitation acceptée puis expirée sept jours plus tard', async ({
    page,
    context,
  }) => {
    // Two invitations, an acceptance in a second browser and a week later: 9 s quiet, 22 s on a busy CI runner,
    // past the 30 s cap under stress-ng beside other suites. A cap for this journey's length, not a wait.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const venue = await createOwnVenue('Utilisateurs');
    const email = uniqueEmail('invitee');
    const name = `Invitée ${tag()}`;

    await signInStaff(page, STAFF.master, '/app/settings');
    await page.getByRole('tab', { name: 'Utilisateurs & Rôles' }).click();
    await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un utilisateur' });
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(dialog.getByText("Le nom et l'email sont obligatoires")).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(dialog.getByText('Vous devez sélectionner au moins un restaurant')).toBeVisible();
    await dialog.getByRole('checkbox', { name: new RegExp(venue.name) }).check();
    // The roles by their French names, each with what it may do; the chosen one's line stays under the field.
    const role = dialog.getByRole('button', { name: /Rôle/ });
    await expect(role).toHaveText('Équipe de salle');
    await expect(
      dialog.getByText('Ses établissements : réservations, validation des codes, fichier client et avis.'),
    ).toBeVisible();
    await role.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.locator('[slot="label"]')).toHaveText([
      'Direction du groupe',
      "Responsable d'établissement",
      'Équipe de salle',
    ]);
    await page.getByRole('option', { name: "Responsable d'établissement", exact: true }).click();
    await expect(role).toHaveText("Responsable d'établissement");
    await expect(
      dialog.getByText(
        'Ses établissements : réservations, fichier client, avis, fidélité, campagnes et statistiques.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(toast(page, '✅ Invitation envoyée avec succès !')).toBeVisible();

    const sent = page.getByRole('dialog', { name: 'Invitation envoyée' });
    const link = await sent.getByRole('textbox', { name: "Lien d'invitation" }).inputValue();
    expect(link).toContain('/invite/');
    await sent.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(toast(page, '📋 Lien copié !')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await sent.getByRole('button', { name: 'Terminé' }).click();
    await runJob('processMailOutbox');
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    // The invitation comes from the venue the new staff member joins, and names the role in French.
    const [mail] = await mailsTo(email);
    expect(mail?.from).toContain(`${venue.name} <`);
    expect(await mailText(mail!.id)).toContain("avec le rôle Responsable d'établissement.");

    const invitations = page.getByRole('list', { name: 'Invitations' });
    const row = invitations.getByRole('listitem').filter({ hasText: email });
    await expect(row).toContainText('En attente');

    // The same e-mail invited again: the older unused invitation goes.
    await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('checkbox', { name: new RegExp(venue.name) }).check();
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    const second = await page
      .getByRole('dialog', { name: 'Invitation envoyée' })
      .getByRole('textbox')
      .inputValue();
    await page
      .getByRole('dialog', { name: 'Invitation envoyée' })
      .getByRole('button', { name: 'Terminé' })
      .click();
    await expect(row).toHaveCount(1);

    const token = decodeURIComponent(second.split('/invite/')[1] ?? '');
    await callFunction('acceptInvitation', {
      token,
      password: INVITEE_PASSWORD,
      confirmPassword: INVITEE_PASSWORD,
    });
    const master = await staffToken(STAFF.master);
    const invite = async (label: string) => {
      const other = uniqueEmail(label);
      await callFunction(
        'inviteUser',
        { name: `${label} ${tag()}`, email: other, role: 'admin', restaurantIds: [venue.id] },
        master,
      );
      return invitations.getByRole('listitem').filter({ hasText: other });
    };
    const toDelete = await invite('supprimee');
    const toExpire = await invite('expiree');
    await page.reload();
    await page.getByRole('tab', { name: 'Utilisateurs & Rôles' }).click();
    await expect(row).toContainText('Acceptée');
    await expect(page.getByRole('list', { name: 'Utilisateurs' })).toContainText(email);
    await toDelete.getByRole('button', { name: /Supprimer/ }).click();
    await expect(toast(page, 'Invitation supprimée')).toBeVisible();
    await expect(toDelete).toHaveCount(0);
    await expect(toExpire).toContainText('En attente');

    // Seven days later, seen from a screen whose clock has moved on: expired, the accepted one still accepted.
    await page.clock.install({ time: new Date(Date.now() + 8 * DAY) });
    await page.reload();
    await page.getByRole('tab', { name: 'Utilisateurs & Rôles' }).click();
    await expect(toExpire).toContainText('Expirée');
    await expect(row).toContainText('Acceptée');
  });

  test('un rôle changé dans la liste vaut tout de suite sur la page ouverte de l’utilisateur rétrogradé', async ({
    page,
    browser,
  }) => {
    const venue = await createOwnVenue('Rétrogradé', { role: 'admin_full' });
    const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const theirPage = await theirs.newPage();
    await signInStaff(theirPage, venue.staffEmail, '/app/settings');
    await expect(theirPage.getByRole('tab', { name: 'Fidélité' })).toBeVisible();

    await signInStaff(page, STAFF.master, '/app/settings');
    await page.getByRole('tab', { name: 'Utilisateurs & Rôles' }).click();
    const users = page.getByRole('list', { name: 'Utilisateurs' });
    const row = users.getByRole('listitem').filter({ hasText: venue.staffEmail });
    await row.getByRole('button', { name: new RegExp(`Rôle de ${venue.staffName}`) }).click();
    await page.getByRole('option', { name: 'Équipe de salle', exact: true }).click();
    await expect(toast(page, 'Rôle mis à jour !')).toBeVisible();

    // Their open page loses the settings at once: signed out, or refused as an admin.
    await expect(theirPage).toHaveURL(/\/(login|app\/reservations.*)$/, { timeout: 15_000 });
    await expect(theirPage.getByRole('tab', { name: 'Fidélité' })).toHaveCount(0);
    const refused = await callFunction(
      'saveLoyaltyConfig',
      { restaurantId: venue.id, config: {} },
      await staffToken(venue.staffEmail),
    )
      .then(() => 'saved')
      .catch((error: Error & { status?: string }) => error.status);
    expect(refused).toBe('PERMISSION_DENIED');
    await theirs.close();

    // Nobody deletes their own account: « Supprimer » is disabled and says why (issue 48, defect 13); the server
    // refuses it too (users.int.test).
    const self = users.getByRole('listitem').filter({ hasText: STAFF.master });
    const deleteSelf = self.getByRole('button', { name: /Supprimer/ });
    await expect(deleteSelf).toBeDisabled();
    await expect(deleteSelf).toHaveAccessibleDescription('Vous ne pouvez pas supprimer votre propre compte');
    await expect(self.getByText('Vous ne pouvez pas supprimer votre propre compte')).toBeVisible();
  });
});
