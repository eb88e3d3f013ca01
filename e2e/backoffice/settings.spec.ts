import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, hostTool, mailsTo, mailText, runJob, uniqueEmail } from '../support/backend';
import { uniquePhone } from '../support/kiosk';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { STAFF, signInStaff, toast } from '../support/staff';
import { idToken, staffToken, tag } from '../support/staff-api';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

test.describe('Paramètres @phone', () => {
  test('master_admin : créer un établissement (son emoji choisi, ses initiales affichées), le configurer, le supprimer', async ({
    page,
  }, testInfo) => {
    await signInStaff(page, STAFF.master, '/app/settings');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Fidélité' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Établissements' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Établissements' })).toContainText('Au Bureau');
    await checkScreen(page, testInfo, 'parametres-etablissements');

    await page.getByRole('button', { name: 'Nouvel établissement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel établissement' });
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(dialog.getByText('Le nom est obligatoire')).toBeVisible();
    const name = `Parcours Réglages ${tag()}`;
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
    await dialog.getByRole('button', { name: "Choisir l'emoji" }).click();
    const picker = page.getByRole('dialog', { name: 'Choisir un emoji' });
    await picker.getByRole('tab', { name: 'Plats' }).click();
    await picker.getByRole('button', { name: '🍕' }).click();
    await expect(dialog.getByText('🍕')).toBeVisible();
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, '✅ Établissement créé avec succès !')).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Établissements' })
      .getByRole('listitem')
      .filter({ hasText: name });
    // Its mark is its initials on its colour, not the emoji (issue 48).
    await expect(row.locator('[data-venue-initials]')).toHaveText('PR');

    await row.getByRole('button', { name: /Configurer/ }).click();
    await expect(page).toHaveURL(/\/app\/establishment$/);
    await page.goto(`${appUrls.backoffice}/app/settings`);
    const again = page
      .getByRole('list', { name: 'Établissements' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await again.getByRole('button', { name: /Supprimer/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Supprimer cet établissement ?' })
      .getByRole('button', { name: 'Supprimer définitivement' })
      .click();
    await expect(toast(page, '✅ Établissement supprimé')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Établissements' })).not.toContainText(name);
  });

  test('admin_full : la fidélité de son restaurant, enregistrée puis visible dans les badges du jour', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Fidélité', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    const regular = {
      firstName: 'Rémi',
      lastName: 'Fidelot',
      email: uniqueEmail('fidele'),
      phone: uniquePhone(),
    };
    const visit = await bookAtVenue(venue, staff, {
      ...regular,
      date: today(),
      time: DUE_TIME,
      partySize: 2,
    });
    await setVenueStatus(staff, visit, 'SEATED');
    await setVenueStatus(staff, visit, 'COMPLETED');

    await signInStaff(page, venue.staffEmail, '/app/settings');
    await expect(page.getByRole('tab', { name: 'Établissements' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Utilisateurs & Rôles' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Fidélité' })).toHaveAttribute('aria-selected', 'true');

    const form = page.getByRole('form', { name: /Fidélité/ });
    await form.getByRole('textbox', { name: 'Un cadeau tous les' }).fill('0');
    await form.getByRole('button', { name: 'Enregistrer la configuration' }).click();
    await expect(form.getByRole('alert')).toContainText(
      "L'intervalle des cadeaux doit être d'au moins 1 point",
    );
    await form.getByRole('textbox', { name: 'Un cadeau tous les' }).fill('');
    await form.getByRole('textbox', { name: 'Bronze à partir de' }).fill('4');
    await form.getByRole('button', { name: /Emoji du cadeau 1/ }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji du cadeau' });
    await picker.getByRole('tab', { name: 'Desserts' }).click();
    await picker.getByRole('button', { name: '🍰' }).click();
    await form.getByRole('textbox', { name: 'Cadeau 1' }).fill('Part de gâteau');
    await form.getByRole('button', { name: 'Monter le cadeau 2' }).click();
    await expect(form.getByRole('textbox', { name: 'Cadeau 2' })).toHaveValue('Part de gâteau');
    const preview = page.getByRole('region', { name: 'Aperçu' });
    await preview.getByRole('textbox', { name: 'Un client avec' }).fill('5');
    await expect(preview).toContainText('Bronze');
    await form.getByRole('button', { name: 'Enregistrer la configuration' }).click();
    await expect(toast(page, '✅ Configuration sauvegardée !')).toBeVisible();

    await page.goto(`${appUrls.backoffice}/app/reservations?date=${today()}`);
    await expect(page.getByText(/FIDELOT Rémi/i).first()).toBeVisible();
    // The row's tier mark: the level's emoji, named « Bronze, … points » (compact on a phone, no text beside it).
    await expect(page.getByRole('img', { name: /^Bronze, / }).first()).toBeVisible();
  });

  test('une invitation reçue par mail : la page montre qui est invité, contrôle le mot de passe et ouvre le back office', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Invitation');
    const email = uniqueEmail('invite');
    const name = `Invitée ${tag()}`;
    await callFunction(
      'inviteUser',
      { name, email, role: 'admin', restaurantIds: [venue.id] },
      await staffToken(STAFF.master),
    );
    await runJob('processMailOutbox');
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(email);
    expect(mail?.from).toContain(`${venue.name} <`);
    const link = (await mailText(mail!.id)).match(/https?:\/\/[^\s"<>]+\/invite\/[^\s"<>]+/)?.[0] ?? '';
    expect(link).not.toBe('');

    await page.goto(`${appUrls.backoffice}/invite/inconnu-${tag()}`);
    await expect(page.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
    await expect(page.getByText('Invitation invalide ou expirée')).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invitation' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Équipe de salle$/ })).toBeVisible();
    await expect(
      page.getByText('Ses établissements : réservations, validation des codes, fichier client et avis.'),
    ).toBeVisible();
    const create = page.getByRole('button', { name: 'Créer mon compte' });
    await create.click();
    await expect(page.getByText('Veuillez remplir tous les champs')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('abc');
    await create.click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('secret123456');
    await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('secret123457');
    await create.click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('secret123456');
    await create.click();
    await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
    await expect(page.getByRole('banner')).toContainText(venue.name);

    // Used once: the link is no longer valid.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invitation invalide' })).toBeVisible();
  });

  test('une campagne : le nombre de destinataires, l’aperçu, un test à moi-même lu dans la boîte, « Envoyer à 2 clients ? », le mail reçu personnalisé, ouvert et cliqué', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Campagne', { role: 'admin_full' });
    const staff = await idToken(venue.staffEmail);
    const lea = {
      firstName: 'Léa',
      lastName: 'Campanule',
      email: uniqueEmail('campagne'),
      phone: uniquePhone(),
    };
    const paul = {
      firstName: 'Paul',
      lastName: 'Campanule',
      email: uniqueEmail('campagne'),
      phone: uniquePhone(),
    };
    for (const person of [lea, paul]) {
      await bookAtVenue(venue, staff, { ...person, date: today(), time: '20:00', partySize: 2 });
      // A booking grants nothing: each told the team they want the venue's offers (recorded with its proof).
      await callFunction(
        'updateCustomer',
        {
          customerId: person.email,
          restaurantId: venue.id,
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          phone: person.phone,
          emailMarketingConsent: true,
        },
        staff,
      );
    }

    await signInStaff(page, venue.staffEmail, '/app/settings');
    await page.getByRole('tab', { name: 'Campagnes' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle campagne' });
    await expect(form.getByText(/2 destinataire\(s\)/)).toBeVisible();
    await form.getByRole('button', { name: 'Envoyer la campagne' }).click();
    await expect(form.getByRole('alert')).toHaveText('Tous les champs obligatoires doivent être remplis');

    await form.getByRole('textbox', { name: 'Objet' }).fill('Une table vous attend');
    const message = form.getByRole('textbox', { name: 'Message' });
    await message.fill('Bonjour ');
    await form.getByRole('button', { name: '[Prénom]' }).click();
    await message.press('End');
    await message.pressSequentially(', à bientôt chez ');
    await form.getByRole('button', { name: '[Nom du restaurant]' }).click();
    const preview = form.getByRole('region', { name: /Aperçu pour/ });
    await expect(preview).toContainText(`, à bientôt chez ${venue.name}`);
    await expect(preview).not.toContainText('[Prénom]');
    await form.getByRole('button', { name: /Lien dans le mail/ }).click();
    await page.getByRole('option', { name: 'Réserver une table' }).click();
    // A test first: to the signed-in staff member alone, filled in for them, through the real mail path.
    await form.getByRole('button', { name: 'Envoyer un test à moi-même' }).click();
    await expect(toast(page, `Test envoyé à ${venue.staffEmail}`)).toBeVisible();
    const [test] = await mailsTo(venue.staffEmail);
    expect(test?.subject).toBe('[Test] Une table vous attend');
    const testText = await mailText(test!.id);
    expect(testText).toContain('Ceci est un envoi de test');
    expect(testText).toContain(`Bonjour Équipe, à bientôt chez ${venue.name}`);
    const campaignMailsTo = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.subject.includes('Une table vous attend'));
    expect(await campaignMailsTo(lea.email)).toEqual([]);
    expect(await campaignMailsTo(paul.email)).toEqual([]);

    // The real send names its recipients, counted by the server, before anything leaves.
    await form.getByRole('button', { name: 'Envoyer la campagne' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Envoyer à 2 clients ?' });
    await expect(confirm).toContainText('« Une table vous attend » partira maintenant vers 2 clients');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    expect(await campaignMailsTo(lea.email)).toEqual([]);
    await form.getByRole('button', { name: 'Envoyer la campagne' }).click();
    await page
      .getByRole('alertdialog', { name: 'Envoyer à 2 clients ?' })
      .getByRole('button', { name: 'Envoyer à 2 clients' })
      .click();
    await expect(toast(page, 'Campagne envoyée avec succès ! 2/2 clients')).toBeVisible({ timeout: 15_000 });

    await expect.poll(async () => (await mailsTo(lea.email)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(lea.email);
    expect(mail?.subject).toBe('Une table vous attend');
    const html =
      ((await (await hostTool(`/mailbox/${encodeURIComponent(mail!.id)}`)).json()) as { html?: string })
        .html ?? '';
    expect(html).toContain(`Bonjour Léa, à bientôt chez ${venue.name}`);
    const links = [...html.matchAll(/href="([^"]*\/track[^"]*)"|src="([^"]*\/track[^"]*)"/g)].map((m) =>
      (m[1] ?? m[2] ?? '').replaceAll('&amp;', '&'),
    );
    const pixel = links.find((link) => link.includes('action=open'));
    const click = links.find((link) => link.includes('action=click'));
    expect(pixel && click).toBeTruthy();
    await fetch(pixel!);
    await fetch(click!, { redirect: 'manual' });

    await page.reload();
    await page.getByRole('tab', { name: 'Campagnes' }).click();
    const history = page.getByRole('list', { name: 'Historique des campagnes' });
    await expect(history.getByRole('listitem').first()).toContainText('Envoyée');
    await expect(history.getByRole('listitem').first()).toContainText(
      '2 envoyé(s) · 1 ouvert(s) (50 %) · 1 clic(s) (50 %)',
    );
  });
});
