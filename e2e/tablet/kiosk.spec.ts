import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { mailText, mailsTo, uniqueEmail } from '../support/backend';
import { latestLoginCode } from '../support/customer';
import {
  createKioskVenue,
  kioskCustomer,
  openPairedKiosk,
  pairOnScreen,
  uniquePhone,
  type KioskVenue,
} from '../support/kiosk';
import { checkScreen } from '../support/layout-check';
import { DEMO_PASSWORD, INVITEE_PASSWORD } from '../support/staff';

/**
 * The loyalty tablet in the venue (customer-flows §2 "Loyalty tablet"), at the kiosk's sizes (768×1024 portrait,
 * 1280×800 landscape): paired once by staff, then used by customers who declare visits and join the programme.
 */
let venue: KioskVenue;
test.beforeAll(async () => {
  venue = await createKioskVenue('Tablette');
});

const visitDialog = (page: Page) => page.getByRole('dialog', { name: 'Déclarer ma visite' });
const pointsDialog = (page: Page) => page.getByRole('dialog', { name: 'Points ajoutés' });

test.describe('la tablette fidélité', () => {
  test('association : le code saisi, la connexion d’un membre de l’équipe, gardée après un rechargement', async ({
    page,
  }, testInfo) => {
    await page.goto(`${appUrls.tablet}/tablette`);
    await expect(page.getByRole('heading', { name: 'Code établissement' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Code établissement' });
    await field.fill('ab');
    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await expect(page.getByText('Veuillez entrer un code valide')).toBeVisible();
    await checkScreen(page, testInfo, 'code-etablissement');

    await field.fill(venue.code.toLowerCase());
    await expect(field).toHaveValue(venue.code);
    await page.getByRole('button', { name: 'Accéder au site' }).click();
    await expect(page.getByRole('heading', { name: 'Associer cette tablette' })).toBeVisible();
    await expect(page.getByText(venue.name)).toBeVisible();
    await checkScreen(page, testInfo, 'association');

    // A wrong password, then someone who is not staff of this venue: refused, nothing paired.
    await page.getByLabel('E-mail').fill(venue.staffEmail);
    await page.getByLabel('Mot de passe').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Associer la tablette' }).click();
    await expect(page.getByText('Email ou mot de passe incorrect').first()).toBeVisible();
    await page.getByLabel('E-mail').fill('accueil@resto-demo.fr');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Associer la tablette' }).click();
    await expect(page.getByText("Ce compte n'a pas accès à cet établissement").first()).toBeVisible();

    await pairOnScreen(page, venue);
    await expect(page.getByRole('button', { name: 'CRÉER UN COMPTE VIP' })).toBeVisible();
    await checkScreen(page, testInfo, 'accueil-kiosque');
    const box = await page.getByRole('button', { name: "J'AI MON COMPTE" }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);

    await page.reload();
    await expect(page.getByRole('button', { name: "J'AI MON COMPTE" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Associer cette tablette' })).toHaveCount(0);
  });

  test('une visite déclarée par téléphone : points, CADEAU #1, mail de remerciement, puis le délai de 5 h', async ({
    page,
  }, testInfo) => {
    const customer = await kioskCustomer('tablette-tel');
    await openPairedKiosk(page, venue);

    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    const dialog = visitDialog(page);
    await expect(dialog.getByRole('button', { name: 'Téléphone ou email requis' })).toBeDisabled();
    await dialog.getByLabel('Téléphone').fill(customer.phone.slice(0, 6));
    await expect(dialog.getByRole('button', { name: 'Téléphone ou email requis' })).toBeDisabled();
    await dialog.getByLabel('Téléphone').fill(customer.phone);
    await expect(dialog.getByText('Léa')).toBeVisible();
    await expect(dialog.getByText('Total après la visite')).toBeVisible();
    // Only what the kiosk shows: never the whole e-mail of the customer.
    await expect(dialog.getByText(customer.email)).toHaveCount(0);
    await checkScreen(page, testInfo, 'visite-trouvee');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    const points = pointsDialog(page);
    await expect(points.getByText('+10 points')).toBeVisible();
    await expect(points.getByText('CADEAU #1')).toBeVisible();
    await expect(points.getByText('Cadeau reçu par mail')).toBeVisible();
    await checkScreen(page, testInfo, 'points-ajoutes');
    await points.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByRole('button', { name: "J'AI MON COMPTE" })).toBeVisible();

    await expect
      .poll(async () => (await mailsTo(customer.email)).map((m) => m.subject).join(' | '), {
        timeout: 15_000,
      })
      .toMatch(/Merci pour votre visite/);

    // Within 5 hours of that visit, by e-mail this time: the time left, said once, and nothing to save.
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await visitDialog(page).getByLabel('E-mail').fill(customer.email.toUpperCase());
    const wait = /Délai de 5h requis ! Prochaine visite possible dans (4h 5\dmin|5h 0min)/;
    await expect(visitDialog(page).getByText(wait)).toBeVisible();
    // The refusal says the truth (issue 48, defect 15): no points added, never « +10 · Total … » beside it.
    await expect(visitDialog(page).getByText('Visite non comptée : aucun point ajouté')).toBeVisible();
    await expect(visitDialog(page).getByText('Points à ajouter')).toHaveCount(0);
    await expect(visitDialog(page).getByText('Total après la visite')).toHaveCount(0);
    await expect(visitDialog(page).getByText('Vos points')).toBeVisible();
    await expect(visitDialog(page).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(page.getByText(/Délai de 5h requis/)).toHaveCount(1);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(pointsDialog(page)).toHaveCount(0);
  });

  test('le résultat d’une visite s’efface seul, compte à rebours visible, avant le client suivant', async ({
    page,
  }) => {
    const first = await kioskCustomer('tablette-victor');
    await page.clock.install();
    await openPairedKiosk(page, venue);
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await visitDialog(page).getByLabel('Téléphone').fill(first.phone);
    await expect(visitDialog(page).getByText('Léa')).toBeVisible();
    await visitDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    const points = pointsDialog(page);
    await expect(points.getByText('Bonjour Léa')).toBeVisible();
    // A first visit here crosses « CADEAU #1 »: the result stays 20 s, counted down on screen.
    await expect(points.getByText("Retour à l'accueil dans 20 s")).toBeVisible();
    await page.clock.fastForward('00:05');
    await expect(points.getByText("Retour à l'accueil dans 15 s")).toBeVisible();
    await page.clock.fastForward('00:16');
    await expect(points).toHaveCount(0);
    await expect(page.getByRole('button', { name: "J'AI MON COMPTE" })).toBeVisible();
    await expect(page.getByText('Bonjour Léa')).toHaveCount(0);
    await expect(page.getByText(/Total : /)).toHaveCount(0);
  });

  test('une visite déclarée par e-mail, et un client inconnu invité à créer son compte', async ({ page }) => {
    const customer = await kioskCustomer('tablette-mail');
    await openPairedKiosk(page, venue);
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    const dialog = visitDialog(page);
    await dialog.getByLabel('E-mail').fill(uniqueEmail('inconnu'));
    await expect(
      dialog.getByText("Aucun client trouvé avec ces informations. Veuillez créer un compte d'abord."),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Client requis' })).toBeDisabled();
    await dialog.getByLabel('E-mail').fill(`  ${customer.email}  `);
    await expect(dialog.getByText('Léa')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(pointsDialog(page).getByText('+10 points')).toBeVisible();
    await expect(pointsDialog(page).getByText('Bonjour Léa')).toBeVisible();
  });

  test('un compte VIP créé sur la tablette, confirmé par le code reçu par e-mail', async ({
    page,
  }, testInfo) => {
    await openPairedKiosk(page, venue);
    await page.getByRole('button', { name: 'CRÉER UN COMPTE VIP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer mon compte VIP' });
    const email = uniqueEmail('vip-tablette');
    await dialog.getByLabel('Prénom').fill('Nina');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Tablette');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByLabel('Téléphone').fill(uniquePhone());
    await dialog.getByLabel('Code postal').fill('69002');
    await expect(dialog.getByRole('button', { name: 'Conditions générales requises' })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: /conditions d.utilisation/i })).toHaveAttribute(
      'href',
      /\/conditions-utilisation$/,
    );
    await checkScreen(page, testInfo, 'compte-vip');
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(dialog.getByText(`Un code de confirmation a été envoyé à ${email}`)).toBeVisible();
    // Nothing counts before the code: the kiosk does not know the customer yet.
    const code = await latestLoginCode(email);
    await dialog.getByLabel('Code de confirmation').fill(code.startsWith('1') ? '222222' : '111111');
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Code incorrect').first()).toBeVisible();
    await dialog.getByLabel('Code de confirmation').fill(code);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(pointsDialog(page).getByText('+10 points')).toBeVisible();
    await expect(pointsDialog(page).getByText('Bonjour Nina')).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(email)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
  });

  test('un compte VIP confirmé depuis le lien du mail, sur l’espace client', async ({ page, browser }) => {
    await openPairedKiosk(page, venue);
    await page.getByRole('button', { name: 'CRÉER UN COMPTE VIP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer mon compte VIP' });
    const email = uniqueEmail('vip-lien');
    await dialog.getByLabel('Prénom').fill('Iris');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lien');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByLabel('Téléphone').fill(uniquePhone());
    await dialog.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(dialog.getByText(`Un code de confirmation a été envoyé à ${email}`)).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const mail = (await mailsTo(email))[0];
        link = mail ? (/https?:\/\/\S+\/client\/login\?\S+/.exec(await mailText(mail.id))?.[0] ?? '') : '';
        return link;
      })
      .not.toBe('');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const diner = await phone.newPage();
    await diner.addInitScript(() => window.localStorage.setItem('dataProtectionNoticeSeen', '1'));
    await diner.goto(link.replace(/^https?:\/\/[^/]+/, appUrls.portal));
    await expect(diner.getByLabel('Code reçu par e-mail')).toHaveValue(/^\d{6}$/);
    await diner.getByRole('button', { name: 'Valider et créer mon compte' }).click();
    await expect(diner).toHaveURL(/\/client\/espace/, { timeout: 15_000 });
    await expect(diner.getByText(venue.name).first()).toBeVisible();
    await phone.close();

    // The visit counted at the venue: the kiosk now finds the customer, within the 5 hours.
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await visitDialog(page).getByLabel('E-mail').fill(email);
    await expect(visitDialog(page).getByText(/Délai de 5h requis/)).toBeVisible();
  });

  test('sans contact pendant 60 s, la tablette revient aux deux boutons sans rien garder du client', async ({
    page,
  }) => {
    const customer = await kioskCustomer('tablette-veille');
    await page.clock.install();
    await openPairedKiosk(page, venue);
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await visitDialog(page).getByLabel('Téléphone').fill(customer.phone);
    await expect(visitDialog(page).getByText('Léa')).toBeVisible();
    await page.clock.fastForward('00:30');
    await expect(visitDialog(page)).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(visitDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: "J'AI MON COMPTE" })).toBeVisible();
    await expect(page.getByText('Léa')).toHaveCount(0);
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await expect(visitDialog(page).getByLabel('Téléphone')).toHaveValue('');
  });

  test('une connexion perdue : la visite est gardée, renvoyée au retour du réseau et comptée une fois', async ({
    page,
    context,
  }) => {
    const customer = await kioskCustomer('tablette-reseau');
    await openPairedKiosk(page, venue);
    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await visitDialog(page).getByLabel('Téléphone').fill(customer.phone);
    await expect(visitDialog(page).getByText('Léa')).toBeVisible();
    await context.setOffline(true);
    await visitDialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByText('Connexion perdue : la visite sera enregistrée dès le retour du réseau').first(),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(pointsDialog(page).getByText('+10 points')).toBeVisible({ timeout: 20_000 });
    await expect(pointsDialog(page).getByText(/Total : 10 points/)).toBeVisible();
    await pointsDialog(page).getByRole('button', { name: 'Terminer' }).click();
    // Counted once: one thank-you mail.
    await expect
      .poll(
        async () =>
          (await mailsTo(customer.email)).filter((m) => /Merci pour votre visite/.test(m.subject)).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
  });

  test('révoquée depuis le back-office, la tablette revient à l’écran du code', async ({ page, browser }) => {
    const customer = await kioskCustomer('tablette-revoquee');
    await openPairedKiosk(page, venue, 'Tablette à révoquer');
    const staff = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const office = await staff.newPage();
    await office.goto(`${appUrls.backoffice}/login`);
    await office.getByLabel('E-mail').fill(venue.staffEmail);
    await office.getByLabel('Mot de passe', { exact: true }).fill(INVITEE_PASSWORD);
    await office.getByRole('button', { name: 'Se connecter' }).click();
    await expect(office).toHaveURL(/\/app/);
    await office.goto(`${appUrls.backoffice}/app/establishment`);
    const item = office.getByRole('listitem').filter({ hasText: 'Tablette à révoquer' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Révoquer Tablette à révoquer' }).click();
    await office.getByRole('alertdialog').getByRole('button', { name: 'Révoquer' }).click();
    await expect(office.getByText('Tablette « Tablette à révoquer » révoquée')).toBeVisible();
    await staff.close();

    await page.getByRole('button', { name: "J'AI MON COMPTE" }).click();
    await visitDialog(page).getByLabel('Téléphone').fill(customer.phone);
    await expect(page.getByRole('heading', { name: 'Code établissement' })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(
        "Cette tablette n'est plus associée à l'établissement. Saisissez le code pour l'associer à nouveau.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Code établissement' })).toHaveValue(venue.code);
    // Nothing of the customer was answered to the revoked device.
    await expect(page.getByText('Léa')).toHaveCount(0);
  });
});
