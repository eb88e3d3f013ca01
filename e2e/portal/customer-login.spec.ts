import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { createStaffBooking, idToken } from '../support/staff-api';
import {
  countLoginCodes,
  latestLoginCode,
  openLogin,
  portalToast,
  registerCustomer,
  signInWithPassword,
} from '../support/customer';

test.describe('customer login', () => {
  test('a diner signs in with the code mailed to them, then the login page sends them to their space @laptop', async ({
    page,
  }) => {
    const customer = await registerCustomer('code');
    await openLogin(page, customer.email);
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(customer.email);
    await expect(page.getByRole('checkbox', { name: /Se souvenir de moi/ })).toBeChecked();
    const before = await countLoginCodes(customer.email);
    await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
    await expect(portalToast(page, 'Code envoyé par email !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeVisible();
    // The resend waits 5 minutes after the last send.
    await expect(page.getByText('Vous pourrez demander un nouveau code dans 5 min')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renvoyer le code' })).toHaveCount(0);
    const login = page.getByRole('button', { name: 'Se connecter', exact: true });
    const code = await latestLoginCode(customer.email, before);
    await page.getByLabel('Code reçu par e-mail').fill(code.slice(0, 5));
    await expect(login).toBeDisabled();
    await page.getByLabel('Code reçu par e-mail').fill(code);
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page).toHaveURL(/\/client\/espace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
    await page.goto(`${appUrls.portal}/client/login`);
    await expect(page).toHaveURL(/\/client\/espace$/);
  });

  test('a customer page without a session goes to the login page', async ({ page }) => {
    await page.goto(`${appUrls.portal}/client/espace`);
    await expect(page).toHaveURL(/\/client\/login$/);
    await page.goto(`${appUrls.portal}/client/reservation/quelconque`);
    await expect(page).toHaveURL(/\/client\/login$/);
  });

  test('registration creates the account only once the mailed code is typed', async ({ page }) => {
    const email = uniqueEmail('inscription');
    await openLogin(page);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Créer mon compte' })).toBeVisible();
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Parcours');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Téléphone').fill('06 11 22 33 44');
    await page.getByLabel(/^Mot de passe/).fill('secret12');
    await page.getByLabel('Confirmer le mot de passe').fill('secret12');
    await page.getByLabel('Code postal (facultatif)').fill('7500A');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "Vous devez accepter les conditions d'utilisation" }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Le code postal doit contenir au plus 5 chiffres' }),
    ).toBeVisible();
    await page.getByLabel('Code postal (facultatif)').fill('75011');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Pour créer votre compte, saisissez le code')).toBeVisible();
    // No account yet: the address is not proven.
    await expect(callFunction('customerLoginPassword', { email, password: 'secret12' })).rejects.toThrow(
      'Email ou mot de passe incorrect',
    );
    await page.getByLabel('Code reçu par e-mail').fill(await latestLoginCode(email));
    await page.getByRole('button', { name: 'Valider et créer mon compte' }).click();
    await expect(portalToast(page, 'Compte créé avec succès ! 🎉')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Inès 👋' })).toBeVisible();
  });

  test('a diner whose bookings made their file registers: the password typed then signs in (issue 48, defect 2)', async ({
    page,
  }) => {
    const email = uniqueEmail('dejareserve');
    // Her booking made her file (a staff booking files the guest before it answers).
    const venue = await createOwnVenue('Inscription');
    await createStaffBooking(venue.id, await idToken(venue.staffEmail), {
      firstName: 'Inès',
      lastName: 'Habituée',
      email,
      phone: '06 11 22 33 55',
      date: parisDatePlus(9),
      time: '12:00',
    });
    await openLogin(page);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Habituée');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Téléphone').fill('06 11 22 33 55');
    await page.getByLabel(/^Mot de passe/).fill('secret12');
    await page.getByLabel('Confirmer le mot de passe').fill('secret12');
    await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByLabel('Code reçu par e-mail').fill(await latestLoginCode(email));
    await page.getByRole('button', { name: /^Valider/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour Inès/ })).toBeVisible();
    // The password typed in the form is the account's now.
    await expect(
      callFunction('customerLoginPassword', { email, password: 'secret12' }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  test('registering an address that has an account reveals nothing: its owner gets a sign-in code by mail', async ({
    page,
  }) => {
    const customer = await registerCustomer('existe');
    const before = await countLoginCodes(customer.email);
    await openLogin(page);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByLabel('Prénom').fill('Autre');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Personne');
    await page.getByLabel('Adresse e-mail').fill(customer.email);
    await page.getByLabel('Téléphone').fill('06 99 88 77 66');
    await page.getByLabel(/^Mot de passe/).fill('autre-secret');
    await page.getByLabel('Confirmer le mot de passe').fill('autre-secret');
    await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // The same screen as for a new address; the mail, in the owner's mailbox only, says an account exists.
    await expect(page.getByText('Pour créer votre compte, saisissez le code')).toBeVisible();
    await page.getByLabel('Code reçu par e-mail').fill(await latestLoginCode(customer.email, before));
    await page.getByRole('button', { name: 'Valider et créer mon compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
    // The password typed in that form never reached the account.
    await expect(
      callFunction('customerLoginPassword', { email: customer.email, password: 'autre-secret' }),
    ).rejects.toThrow('Email ou mot de passe incorrect');
  });

  test('a wrong code is refused; wrong passwords lock the account’s password, never the owner’s code', async ({
    page,
  }) => {
    // Nine wrong passwords, each one scrypt derivation: 2.5 s apiece at production cost in a CI trace at load 25;
    // the journeys' host hashes at the test cost since (scripts/start.mjs --e2e), the budget is kept for load.
    test.slow();
    const customer = await registerCustomer('verrou');
    await openLogin(page, customer.email);
    const before = await countLoginCodes(customer.email);
    await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
    const real = await latestLoginCode(customer.email, before);
    const wrong = real === '111111' ? '222222' : '111111';
    await page.getByLabel('Code reçu par e-mail').fill(wrong);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(portalToast(page, 'Code incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/login/);
    // Ten wrong codes and passwords in all, from any address: the account's password is held for an hour...
    for (let i = 0; i < 10; i += 1)
      await expect(
        callFunction('customerLoginPassword', { email: customer.email, password: `faux-${i}` }),
      ).rejects.toThrow();
    await expect(
      callFunction('customerLoginPassword', { email: customer.email, password: customer.password }),
    ).rejects.toThrow(
      'Trop de tentatives sur ce compte. Connectez-vous avec un code reçu par e-mail, ou réessayez dans 60 min.',
    );
    // ...but the newest code, typed where it was asked for, always signs in, and lifts that lock.
    await page.getByLabel('Code reçu par e-mail').fill(real);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
    await expect(
      callFunction('customerLoginPassword', { email: customer.email, password: customer.password }),
    ).resolves.toBeDefined();
  });

  test('without remember-me the session ends after 24 hours', async ({ page }) => {
    const customer = await registerCustomer('memoire');
    await signInWithPassword(page, customer, false);
    // From now on the page's clock is the test's: a day later without moving from the space.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Bonjour/ })).toBeVisible();
    await page.clock.fastForward('24:30:00');
    await expect(page).toHaveURL(/\/client\/login$/);
    await page.goto(`${appUrls.portal}/client/espace`);
    await expect(page).toHaveURL(/\/client\/login$/);
  });

  test('the data-protection notice opens when a registration starts, and links to the privacy notice', async ({
    page,
  }) => {
    await page.goto(`${appUrls.portal}/client/login`);
    const notice = page.getByRole('dialog', { name: 'Protection de vos données' });
    // Signing in is not interrupted.
    await expect(page.getByRole('heading', { name: 'Connexion à votre espace' })).toBeVisible();
    await expect(notice).toBeHidden();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Vos droits' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Lire la politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    await notice.getByRole('button', { name: "J'ai compris" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Créer mon compte' })).toBeVisible();
    await expect(notice).toBeHidden();
    await page.getByRole('button', { name: 'Protection de vos données' }).click();
    await expect(notice).toBeVisible();
  });
});
