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

// Issue 48, defect 7: a forgotten password is replaced with a code mailed to the address, then signs in; the
// space changes it with the current one.
test('mot de passe oublié : le code reçu par e-mail, un nouveau mot de passe, puis la connexion avec lui', async ({
  page,
}) => {
  const customer = await registerCustomer('mdp-oublie');
  await openLogin(page, customer.email);
  await page.getByRole('button', { name: 'Me connecter avec mon mot de passe' }).click();
  const before = await countLoginCodes(customer.email);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Code reçu par e-mail').fill(await latestLoginCode(customer.email, before));
  await page.getByLabel('Nouveau mot de passe').fill('nouveau34');
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau34');
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(portalToast(page, 'Mot de passe modifié. Connectez-vous')).toBeVisible();

  // The password step is open again, on the same address: the old password no longer works, the new one does.
  const password = page.getByLabel('Mot de passe');
  await password.fill(customer.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(portalToast(page, 'Email ou mot de passe incorrect')).toBeVisible();
  await password.fill('nouveau34');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible({
    timeout: 15_000,
  });

  // « Changer mon mot de passe » in the space: a wrong current password is refused beside it, the right one saves.
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  const form = page.getByRole('form', { name: 'Changer mon mot de passe' });
  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore567');
  await form.getByLabel('Confirmer le nouveau mot de passe').fill('encore567');
  await form.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(form.getByText('Mot de passe actuel incorrect')).toBeVisible();
  await form.getByLabel('Mot de passe actuel').fill('nouveau34');
  await form.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(portalToast(page, 'Mot de passe modifié')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(
    callFunction('customerLoginPassword', { email: customer.email, password: 'encore567' }),
  ).resolves.toMatchObject({ email: customer.email });
});
