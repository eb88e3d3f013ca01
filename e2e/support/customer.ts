/**
 * Diners of the customer space for journeys: each journey registers its own customer (proving the e-mail with
 * the mailed code, as the login page does) so that no journey sees another's points, reservations or locks.
 */
import { expect, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { exchangeCustomToken } from './tablet';
import { callFunction, mailText, mailsTo, uniqueEmail } from './backend';

/** The latest 6-digit login code mailed to `email`, waiting for it to arrive (the send is immediate). */
export async function latestLoginCode(email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email))
          .filter((mail) => /code/i.test(mail.subject))
          .sort((a, b) => String(a.date).localeCompare(String(b.date)));
        if (mails.length <= after) return '';
        const text = await mailText(mails[mails.length - 1]!.id);
        code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** How many login-code mails `email` received so far. */
export async function countLoginCodes(email: string): Promise<number> {
  return (await mailsTo(email)).filter((mail) => /code/i.test(mail.subject)).length;
}

export interface JourneyCustomer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
}

/** Registers a customer through the callables (register, mailed code, verify) and returns them. */
export async function registerCustomer(
  tagName: string,
  password = 'secret12',
  phone = '06 12 34 56 78',
): Promise<JourneyCustomer> {
  const customer = {
    email: uniqueEmail(tagName),
    firstName: 'Léa',
    lastName: `Parcours${tagName.replace(/[^a-z]/gi, '')}`,
    phone,
    password,
  };
  // The registration's token proves the code comes from the form that chose the password.
  const { registrationToken } = await callFunction<{ registrationToken: string }>('customerRegister', {
    ...customer,
    confirmPassword: password,
    acceptTerms: true,
  });
  const code = await latestLoginCode(customer.email);
  await callFunction('customerVerifyCode', { email: customer.email, code, registrationToken });
  return customer;
}

/** The customer's ID token (custom token exchanged on the Auth emulator), for calls made as them. */
export async function customerIdToken(customer: { email: string; password: string }): Promise<string> {
  const { token } = await callFunction<{ token: string }>('customerLoginPassword', {
    email: customer.email,
    password: customer.password,
  });
  return exchangeCustomToken(token);
}

/** Opens the login page, the data-protection notice already read (journeys about the notice open it fresh). */
export async function openLogin(page: Page, email = ''): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('dataProtectionNoticeSeen', '1'));
  await page.goto(`${appUrls.portal}/client/login${email ? `?email=${encodeURIComponent(email)}` : ''}`);
}

/** Signs in through the login page with the password, and waits for the space. */
export async function signInWithPassword(page: Page, customer: JourneyCustomer, remember = true) {
  await openLogin(page, customer.email);
  await page.getByRole('button', { name: 'Me connecter avec mon mot de passe' }).click();
  await page.getByLabel('Mot de passe').fill(customer.password);
  if (!remember) await page.getByRole('checkbox', { name: /Se souvenir de moi/ }).uncheck();
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // The journeys' host hashes at the test cost (scripts/start.mjs --e2e: scrypt N = 2^10), but the demo seed
  // and the space's first reads still take seconds at CI's load (production cost took 3.2 s more at load 25):
  // 5 s is too short for a busy 2-core machine, so this one step waits longer.
  await expect(page.getByRole('heading', { level: 1, name: /Bonjour/ })).toBeVisible({ timeout: 15_000 });
}

/** The portal's toast with this text. */
export function portalToast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByTestId('toast').filter({ hasText: text });
}

/** The demo diners of the seed who sign in with the demo password (README, "Demo logins"). */
export const DEMO_DINERS = {
  camille: {
    email: 'camille.martin@exemple.fr',
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '',
    password: 'demo1234',
  },
  eloise: {
    email: 'eloise.morin@exemple.fr',
    firstName: 'Éloïse',
    lastName: 'Morin',
    phone: '',
    password: 'demo1234',
  },
} satisfies Record<string, JourneyCustomer>;

/** Signs in through the login page with a code read in the mailbox (customers who have no password). */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  await openLogin(page, email);
  const before = await countLoginCodes(email);
  await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
  await page.getByLabel('Code reçu par e-mail').fill(await latestLoginCode(email, before));
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bonjour/ })).toBeVisible();
}
