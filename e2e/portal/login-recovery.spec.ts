import { expect, test } from '@playwright/test';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import {
  countLoginCodes,
  latestLoginCode,
  openLogin,
  portalToast,
  registerCustomer,
} from '../support/customer';
import { VENUES } from './portal-support';

// Issue 36, bugs 6 and 14: the ways out of the login page's refusals.

test('créer son compte après avoir réservé mène au code reçu par e-mail, puis à l’espace', async ({
  page,
}) => {
  const email = uniqueEmail('apres-resa');
  // A booking made the diner known: the address already has its account.
  await callFunction('createOnlineReservation', {
    restaurantId: VENUES.port.id,
    date: parisDatePlus(20),
    time: '20:00',
    partySize: 2,
    firstName: 'Nora',
    lastName: 'Apresresa',
    email,
    phone: '06 12 34 56 78',
    terrace: false,
    specialRequests: '',
    requestId: crypto.randomUUID(),
  });
  // The confirmation's « Accéder à mon espace client » opens the login page with the address.
  await openLogin(page, email);
  const before = await countLoginCodes(email);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByLabel('Prénom').fill('Nora');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Apresresa');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel(/^Mot de passe/).fill('secret12');
  await page.getByLabel('Confirmer le mot de passe').fill('secret12');
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // No dead end: that one tap mailed a code and opened its entry.
  const code = page.getByLabel('Code reçu par e-mail');
  await expect(code).toBeVisible();
  await code.fill(await latestLoginCode(email, before));
  await code.press('Enter');
  await expect(page).toHaveURL(/\/client\/espace$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Nora 👋' })).toBeVisible();
});

test('après un mauvais puis un bon mot de passe, plus aucune erreur ne reste à l’écran', async ({ page }) => {
  const customer = await registerCustomer('mdp-erreur');
  await openLogin(page, customer.email);
  await page.getByRole('button', { name: 'Me connecter avec mon mot de passe' }).click();
  const password = page.getByLabel('Mot de passe');
  await password.fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const refusal = 'Email ou mot de passe incorrect';
  await expect(portalToast(page, refusal)).toBeVisible();
  // Typing again takes the refusal away, beside the field and in the toast.
  await password.fill(customer.password);
  await expect(page.getByText(refusal)).toHaveCount(0);

  await password.fill('encore-faux');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(portalToast(page, refusal)).toBeVisible();
  await password.fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
  await expect(page.getByText(refusal)).toHaveCount(0);
});
