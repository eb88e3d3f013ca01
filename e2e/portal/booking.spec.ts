import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, mailsTo, nextWeekday, runJob, uniqueEmail } from '../support/backend';
import { registerCustomer, signInWithPassword } from '../support/customer';

interface PublicRestaurant {
  id: string;
  name: string;
  slug: string;
}

async function firstRestaurant(): Promise<PublicRestaurant> {
  const { restaurants } = await callFunction<{ restaurants: PublicRestaurant[] }>(
    'listPublicRestaurants',
    {},
  );
  const restaurant = restaurants[0];
  if (!restaurant) throw new Error('Aucun restaurant de démonstration');
  return restaurant;
}

async function openBooking(page: Page, slug: string, date: string) {
  await page.goto(`${appUrls.portal}/reservation/${slug}`);
  await page.getByLabel('Autre date').fill(date);
  await page.getByRole('button', { name: 'Voir les créneaux' }).click();
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
}

test.describe('réservation en ligne', () => {
  test('un client réserve une table du choix du restaurant à la confirmation', async ({ page }) => {
    const restaurant = await firstRestaurant();
    const email = uniqueEmail('resa');
    const date = nextWeekday(3, 20); // a Wednesday three weeks ahead

    await page.goto(`${appUrls.portal}/reservation`);
    await page.getByRole('link', { name: new RegExp(restaurant.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${restaurant.slug}$`));
    await expect(page.getByRole('heading', { name: restaurant.name })).toBeVisible();

    await page.getByLabel('Autre date').fill(date);
    await page.getByRole('button', { name: 'Voir les créneaux' }).click();
    await expect(page.getByRole('group', { name: 'Déjeuner' })).toBeVisible();
    await page.getByRole('button', { name: '19:30', exact: true }).click();

    await page.getByRole('button', { name: '4', exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByLabel('Récapitulatif')).toContainText('19:30');
    await fillDetails(page, email);
    await page.getByLabel('Je souhaite être en terrasse (selon disponibilité)').check();
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();

    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect(page.getByText('Table réservée pendant 15 minutes')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toHaveAttribute(
      'href',
      `/client/login?email=${encodeURIComponent(email)}&restaurant=${restaurant.id}`,
    );

    await expect
      .poll(
        async () => {
          await runJob('processMailOutbox');
          return (await mailsTo(email)).length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Faire une autre réservation' }).click();
    await expect(page).toHaveURL(/\/reservation$/);
    await page.getByRole('link', { name: new RegExp(restaurant.name) }).click();
    await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
  });

  test('un jour de fermeture affiche « Restaurant fermé ce jour-là »', async ({ page }) => {
    // Le Petit Zinc keeps the default hours, closed on Sunday (Au Bureau opens every day).
    await openBooking(page, 'le-petit-zinc', nextWeekday(0, 8));
    await expect(page.getByText('Restaurant fermé ce jour-là')).toBeVisible();
  });

  test('au-delà du maximum en ligne, le client est invité à appeler', async ({ page }) => {
    const restaurant = await firstRestaurant();
    await openBooking(page, restaurant.slug, nextWeekday(2, 9));
    await page.getByRole('button', { name: '20:00', exact: true }).click();
    const size = page.getByLabel('Nombre de personnes');
    await size.fill('40');
    await expect(size).toHaveValue('12');
    await expect(page.getByRole('button', { name: 'Une personne de plus' })).toBeDisabled();
    await expect(page.getByText(/Pour un groupe de plus de 12 personnes, merci d'appeler/)).toBeVisible();
  });

  test('chaque champ obligatoire donne son message', async ({ page }) => {
    const restaurant = await firstRestaurant();
    await openBooking(page, restaurant.slug, nextWeekday(4, 9));
    await page.getByRole('button', { name: '12:30', exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    for (const message of [
      'Le prénom est obligatoire',
      'Le nom est obligatoire',
      "L'email est obligatoire",
      'Le téléphone est obligatoire',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Prénom')).toBeFocused();
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByText("Format d'email invalide")).toBeVisible();
  });

  test('un créneau complet pendant la saisie renvoie au choix du créneau sans rien perdre', async ({
    page,
  }, testInfo) => {
    const restaurant = await firstRestaurant();
    // A Friday of its own; a retry or a repeat finds that slot already full, so it takes the Thursday.
    const again = testInfo.retry + testInfo.repeatEachIndex > 0;
    const date = nextWeekday(again ? 4 : 5, 30);
    const time = '21:00';
    await openBooking(page, restaurant.slug, date);
    await page.getByRole('button', { name: time, exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    const email = uniqueEmail('complet');
    await fillDetails(page, email);

    // Others take every cover of the slot meanwhile.
    for (let i = 0; i < 10; i += 1) {
      try {
        await callFunction('createOnlineReservation', {
          restaurantId: restaurant.id,
          date,
          time,
          partySize: 10,
          firstName: 'Autre',
          lastName: 'Client',
          email: uniqueEmail('autre'),
          phone: '0600000000',
          terrace: false,
          specialRequests: '',
          requestId: crypto.randomUUID(),
        });
      } catch {
        break;
      }
    }

    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByRole('alert')).toContainText('Créneau plus disponible');
    await expect(page.getByRole('button', { name: `${time} — Complet` })).toContainText('Complet');
    await expect(page.getByRole('region', { name: `${time} est complet` })).toBeVisible();
    await page.getByRole('button', { name: '19:00', exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  });

  test('un double clic ne crée qu’une réservation', async ({ page }) => {
    const restaurant = await firstRestaurant();
    const email = uniqueEmail('double');
    await openBooking(page, restaurant.slug, nextWeekday(1, 15));
    await page.getByRole('button', { name: '12:00', exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Confirmer la réservation' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect
      .poll(
        async () => {
          await runJob('processMailOutbox');
          return (await mailsTo(email)).length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await page.waitForTimeout(1500);
    await runJob('processMailOutbox');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('le lien de réservation rouvert dans le même onglet donne un formulaire vierge (issue 48, défaut 6)', async ({
    page,
  }) => {
    const restaurant = await firstRestaurant();
    const date = nextWeekday(4, 17);
    await openBooking(page, restaurant.slug, date);
    await page.getByRole('button', { name: '12:00', exact: true }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillDetails(page, uniqueEmail('vierge'));
    await page.getByLabel('Je souhaite être en terrasse (selon disponibilité)').check();
    await page.getByRole('textbox', { name: /\(facultatif\)/ }).fill('Anniversaire de Camille');
    await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();

    // The link opened again: the first step, and nothing of that booking even on the details step.
    const link = `${appUrls.portal}/reservation/${restaurant.slug}`;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
    await page.goto(`${link}?date=${date}&heure=12:00&personnes=2&etape=coordonnees`);
    await expect(page.getByRole('textbox', { name: /\(facultatif\)/ })).toHaveValue('');
    await expect(page.getByLabel('Prénom')).toHaveValue('');
    await expect(page.getByLabel('E-mail')).toHaveValue('');
    await expect(page.getByLabel('Je souhaite être en terrasse (selon disponibilité)')).not.toBeChecked();

    // Signed in, the diner finds their own details there (editable), still nothing of Camille's booking.
    const diner = await registerCustomer('prerempli');
    await signInWithPassword(page, diner);
    await page.goto(`${link}?date=${date}&heure=12:00&personnes=2&etape=coordonnees`);
    await expect(page.getByLabel('Prénom')).toHaveValue('Léa');
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(diner.lastName);
    await expect(page.getByLabel('E-mail')).toHaveValue(diner.email);
    await expect(page.getByLabel('Téléphone')).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: /\(facultatif\)/ })).toHaveValue('');
    await page.getByLabel('Prénom').fill('Léonie');
    await expect(page.getByLabel('Prénom')).toHaveValue('Léonie');
  });
});
