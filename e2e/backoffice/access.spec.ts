import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { uniqueEmail } from '../support/backend';
import { timeNextToast } from '../support/toast-watch';
import { DEMO_PASSWORD, STAFF, signInStaff } from '../support/staff';
import { BUREAU, DEMO_VENUES, goTo, openSideMenu, signOut, signUpAccount, toast } from './shell-support';

const ALL_ENTRIES = [
  'Accueil',
  'Réservations',
  'Planning',
  'Valider code-barres',
  'Avis Clients',
  'Fichier Client',
  'Analytics',
  'Analytics des récompenses',
  'Rapports',
  'Paramètres',
  'Établissement',
  'Mes restaurants',
];
const ADMIN_ENTRIES = ALL_ENTRIES.slice(0, 6);

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The refusal shown under the form, and the same text as an error toast. */
async function expectRefused(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page.locator('#login-error')).toHaveText(message);
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('accès au back-office', () => {
  test('chaque écran /app est gardé ; après la connexion on revient à l’écran demandé, et /login renvoie à /app', async ({
    page,
  }) => {
    for (const path of [
      '/app',
      '/app/reservations',
      '/app/pending',
      '/app/cancelled',
      '/app/customers',
      '/app/settings',
      '/app/reservations/inconnue',
    ]) {
      await page.goto(`${appUrls.backoffice}${path}`);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    }
    await page.goto(`${appUrls.backoffice}/app/reservations`);
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, STAFF.accueil, DEMO_PASSWORD);
    await expect(toast(page, 'Bienvenue Julie Moreau')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/reservations(\?date=\d{4}-\d{2}-\d{2}.*)?$/);
    await expect(page.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible();

    // Signed in, the sign-in page leads to the home, also after a reload (the session is kept in the browser).
    await page.goto(`${appUrls.backoffice}/login`);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
  });

  test('le formulaire : champs obligatoires, afficher / masquer le mot de passe, messages du catalogue', async ({
    page,
  }) => {
    await page.goto(`${appUrls.backoffice}/login`);
    await expect(page.getByText('Espace réservé au personnel du restaurant')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.locator('#login-error')).toHaveText('Veuillez remplir tous les champs');

    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('secret-du-jour');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-du-jour');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await fillLogin(page, STAFF.accueil, 'mauvais-mot-de-passe');
    await expectRefused(page, 'Mot de passe incorrect');

    await fillLogin(page, uniqueEmail('inconnu'), DEMO_PASSWORD);
    await expectRefused(page, 'Aucun compte ne correspond à cet email');

    await fillLogin(page, 'pas-une-adresse', DEMO_PASSWORD);
    await expectRefused(page, 'Adresse email invalide');

    // After the refusals the form still works.
    await fillLogin(page, STAFF.accueil, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
  });

  test('un mauvais puis un bon mot de passe : le refus s’en va, « Bienvenue » reste seul', async ({
    page,
  }) => {
    await page.goto(`${appUrls.backoffice}/login`);
    await fillLogin(page, STAFF.accueil, 'mauvais-mot-de-passe');
    await expectRefused(page, 'Mot de passe incorrect');
    // Editing the password takes the refusal away, under the form and in the toast.
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-encore');
    await expect(page.getByText('Mot de passe incorrect')).toHaveCount(0);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectRefused(page, 'Mot de passe incorrect');
    await fillLogin(page, STAFF.accueil, DEMO_PASSWORD);
    await expect(toast(page, 'Bienvenue Julie Moreau')).toBeVisible();
    await expect(page.getByText('Mot de passe incorrect')).toHaveCount(0);
  });

  test('un compte connecté sans profil du personnel est refusé comme un mauvais mot de passe', async ({
    page,
  }) => {
    // Anyone with the web API key can create an e-mail/password account: it signs in, but is not staff.
    const stranger = uniqueEmail('sans.profil');
    await signUpAccount(stranger, DEMO_PASSWORD);
    await page.goto(`${appUrls.backoffice}/login`);
    await fillLogin(page, stranger, DEMO_PASSWORD);
    await expectRefused(page, 'Mot de passe incorrect');
    // The account was signed out again: the staff screens stay closed, also after a reload.
    await page.goto(`${appUrls.backoffice}/app`);
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);

    // The demo customer has a customer space, not a staff account: she is refused as well.
    await fillLogin(page, 'camille.martin@exemple.fr', DEMO_PASSWORD);
    await expectRefused(page, 'Aucun compte ne correspond à cet email');
    await page.goto(`${appUrls.backoffice}/app/reservations`);
    await expect(page).toHaveURL(/\/login$/);
  });

  const accounts = [
    {
      email: STAFF.accueil,
      name: 'Julie Moreau',
      role: 'Équipe de salle',
      entries: ADMIN_ENTRIES,
      venues: [BUREAU.option],
    },
    {
      email: STAFF.direction,
      name: 'Marc Dupont',
      role: "Responsable d'établissement",
      entries: ALL_ENTRIES,
      venues: DEMO_VENUES.slice(0, 2),
    },
    {
      email: STAFF.master,
      name: 'Sophie Lambert',
      role: 'Direction du groupe',
      entries: ALL_ENTRIES,
      venues: [...DEMO_VENUES],
    },
  ];
  for (const account of accounts) {
    test(
      `menu latéral d’un compte ${account.role} : entrées, restaurants avec leur marque, nom, badge de rôle, déconnexion « À bientôt »`,
      // The entries a role sees are the same on every screen; the phone's drawer is walked through once.
      account.role === 'Équipe de salle' ? { tag: '@phone' } : {},
      async ({ page }) => {
        await page.goto(`${appUrls.backoffice}/login`);
        const welcome = await timeNextToast(page, `Bienvenue ${account.name}`);
        await page.getByLabel('E-mail').fill(account.email);
        await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
        expect((await welcome()).role).toBe('status');
        const menu = await openSideMenu(page);
        await expect(menu.getByText(account.name, { exact: true })).toBeVisible();
        await expect(menu.locator('.side-menu__role')).toHaveText(account.role);
        await expect(menu.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveText(
          account.entries.map((e) => new RegExp(`${e}$`)),
        );
        const options = menu.getByLabel('Restaurant').getByRole('option');
        // master_admin reaches every venue, including any made by other journeys: check the demo ones are there.
        if (account.role === 'Direction du groupe')
          for (const venue of account.venues) await expect(options.filter({ hasText: venue })).toHaveCount(1);
        else await expect(options).toHaveText(account.venues);
        await expect(menu.getByLabel('Restaurant')).toHaveValue(BUREAU.id);
        await signOut(page);
        // Signed out, the screens are closed again.
        await page.goto(`${appUrls.backoffice}/app`);
        await expect(page).toHaveURL(/\/login$/);
      },
    );
  }

  test('le sélecteur change de restaurant et s’en souvient ; le menu mène aux écrans', async ({ page }) => {
    await signInStaff(page, STAFF.direction);
    const title = page.locator('.app-header__title');
    await expect(title).toHaveText(BUREAU.option);
    let menu = await openSideMenu(page);
    await menu.getByLabel('Restaurant').selectOption({ label: 'Le Petit Zinc' });
    await expect(title).toHaveText('Le Petit Zinc');
    await page.reload();
    await expect(title).toHaveText('Le Petit Zinc');

    await goTo(page, 'Réservations');
    await expect(page).toHaveURL(/\/app\/reservations(\?date=\d{4}-\d{2}-\d{2}.*)?$/);
    await expect(page.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible();
    menu = page.getByRole('complementary', { name: 'Menu' });
    // On phones the drawer closes after a navigation and is then out of reach; on laptops it stays.
    if (await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()) {
      await expect(menu).toBeHidden();
      await openSideMenu(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      await expect(menu.getByRole('link', { name: /Réservations$/ })).toHaveAttribute('aria-current', 'page');
    }
    await goTo(page, 'Accueil');
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    await expect(title).toHaveText('Le Petit Zinc');
  });
});
