import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, mailText, mailsTo, parisDatePlus, runJob } from '../support/backend';
import {
  countLoginCodes,
  customerIdToken,
  latestLoginCode,
  portalToast,
  registerCustomer,
  signInWithPassword,
  type JourneyCustomer,
} from '../support/customer';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, type OwnVenue } from '../support/own-venue';
import { idToken } from '../support/staff-api';

// Issue 37: the diner's RGPD rights, self-served from the customer space, and the unsubscribe page of an offer.
// Each journey registers its own diner and books them at a venue of its own.

async function dinerOfOwnVenue(label: string): Promise<{ customer: JourneyCustomer; venue: OwnVenue }> {
  const venue = await createOwnVenue(label, { role: 'admin_full' });
  const customer = await registerCustomer(label.toLowerCase());
  await bookAtVenue(venue, await idToken(venue.staffEmail), {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    date: parisDatePlus(12),
    time: '20:00',
    partySize: 2,
  });
  return { customer, venue };
}

const privacySection = (page: Page) => page.getByRole('region', { name: 'Mes données et mes choix' });

test.describe('Mes données et mes choix', () => {
  test('choisit les offres restaurant par restaurant, puis télécharge ses données en JSON et en CSV', async ({
    page,
  }, testInfo) => {
    const { customer, venue } = await dinerOfOwnVenue('Export');
    await signInWithPassword(page, customer);
    const section = privacySection(page);
    await section.scrollIntoViewIfNeeded();
    // Nothing was ticked when the venue booked her: no offer, never asked.
    const emailOffers = section.getByRole('switch', {
      name: `Recevoir les offres de ${venue.name} par e-mail`,
    });
    await expect(emailOffers).not.toBeChecked();
    await expect(section.getByText('Jamais accepté').first()).toBeVisible();
    await emailOffers.focus();
    await page.keyboard.press('Space');
    await expect(portalToast(page, 'Vos choix sont enregistrés')).toBeVisible();
    await expect(emailOffers).toBeChecked();
    await expect(section.getByText(/^Accepté le .+, en ligne$/)).toBeVisible();
    await checkScreen(page, testInfo, 'mes-donnees');
    await section.getByRole('button', { name: 'Ne plus rien recevoir par e-mail' }).click();
    await expect(emailOffers).not.toBeChecked();
    await expect(section.getByText('Vous ne recevez aucune offre par e-mail.')).toBeVisible();

    await section.getByRole('button', { name: 'Télécharger mes données' }).click();
    const files = section.getByRole('list', { name: 'Vos fichiers' });
    await expect(files).toBeVisible();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: /\.json$/ }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      account: { email: string };
      venues: { restaurantName: string; documents: { reservations: { date: string }[] } }[];
    };
    expect(data.account.email).toBe(customer.email);
    const mine = data.venues.find((v) => v.restaurantName === venue.name);
    expect(mine?.documents.reservations.map((r) => r.date)).toEqual([parisDatePlus(12)]);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: /\.csv$/ }).click(),
    ]);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFRestaurant;Catégorie;Document;Champ;Valeur')).toBe(true);
    expect(text).toContain(`${venue.name};Réservations;`);
    // Her withdrawal is in her data, with its proof.
    expect(text).toContain('Retrait dans l’espace client, pour tous les restaurants');
  });

  test('supprime son compte avec le code reçu par e-mail : tout est effacé, la connexion ne marche plus', async ({
    page,
  }, testInfo) => {
    const { customer } = await dinerOfOwnVenue('Effacement');
    await signInWithPassword(page, customer);
    const section = privacySection(page);
    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer mon compte ?' });
    await expect(dialog).toContainText(customer.email);
    const before = await countLoginCodes(customer.email);
    await dialog.getByRole('button', { name: 'Recevoir le code' }).click();
    await expect(portalToast(page, 'Un code de confirmation vous a été envoyé par e-mail')).toBeVisible();
    const code = await latestLoginCode(customer.email, before);
    await checkScreen(page, testInfo, 'suppression-compte');
    await dialog.getByLabel('Code de confirmation').fill(code === '111111' ? '222222' : '111111');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByText('Code incorrect')).toBeVisible();
    await dialog.getByLabel('Code de confirmation').fill(code);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(portalToast(page, 'Votre compte et vos données ont été supprimés')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/login$/);
    await expect(
      callFunction('customerLoginPassword', { email: customer.email, password: customer.password }),
    ).rejects.toThrow('Email ou mot de passe incorrect');
  });
});

test.describe('Désinscription', () => {
  test('le lien d’une offre montre la liste et ne désinscrit que sur le bouton ; un robot qui l’ouvre ne change rien', async ({
    page,
  }, testInfo) => {
    const { customer, venue } = await dinerOfOwnVenue('Offre');
    const asCustomer = await customerIdToken(customer);
    await callFunction('updateMyConsents', { channel: 'email', restaurantIds: [venue.id] }, asCustomer);
    await callFunction(
      'sendCampaign',
      {
        type: 'promotion',
        subject: 'Nouvelle carte [Prénom]',
        content: 'Bonjour [Prénom], découvrez notre nouvelle carte.',
        targetRestaurant: venue.id,
        targetSegment: 'all',
      },
      await idToken(venue.staffEmail),
    );
    await runJob('processMailOutbox');
    await expect
      .poll(async () => (await mailsTo(customer.email)).some((m) => /Nouvelle carte/.test(m.subject)))
      .toBe(true);
    const offer = (await mailsTo(customer.email)).find((m) => /Nouvelle carte/.test(m.subject))!;
    const link = /https?:\/\/[^\s"<>]+\/desinscription\?[^\s"<>]+/.exec(await mailText(offer.id))?.[0] ?? '';
    expect(link).not.toBe('');
    const onPortal = link.replace(/^https?:\/\/[^/]+/, appUrls.portal);

    // A mail scanner fetches the link: the page is served, nothing changes.
    expect((await fetch(onPortal)).ok).toBe(true);
    await page.goto(onPortal);
    await expect(
      page.getByRole('heading', { name: `Ne plus recevoir les offres de ${venue.name} ?` }),
    ).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    await checkScreen(page, testInfo, 'desinscription');
    const privacy = await callFunction<{ venues: { email: { granted: boolean } }[] }>(
      'getMyPrivacy',
      {},
      asCustomer,
    );
    expect(privacy.venues[0]?.email.granted).toBe(true);

    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(page.getByRole('heading', { name: 'Désinscription confirmée' })).toBeVisible();
    const after = await callFunction<{ venues: { email: { granted: boolean; method?: string } }[] }>(
      'getMyPrivacy',
      {},
      asCustomer,
    );
    expect(after.venues[0]?.email).toMatchObject({ granted: false, method: 'unsubscribe' });
    // Opened again later: it says so, and offers nothing to press.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Désinscription confirmée' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Me désinscrire' })).toHaveCount(0);
    // A forged link (another address on this signature) is refused.
    await page.goto(onPortal.replace(/email=[^&]+/, 'email=quelqu.un%40exemple.fr'));
    await expect(page.getByRole('alert')).toContainText(
      'Ce lien de désinscription est invalide ou a expiré.',
    );
  });
});
