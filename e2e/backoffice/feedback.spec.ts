import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { uniqueEmail } from '../support/backend';
import { DEMO_PASSWORD, STAFF, signInStaff } from '../support/staff';
import { timeNextToast } from '../support/toast-watch';
import {
  bookOnline,
  closeSideMenu,
  goTo,
  openSideMenu,
  pendingCard,
  someSlot,
  tag,
  toast,
} from './shell-support';

test.describe('retours à l’utilisateur', { tag: '@phone' }, () => {
  test('toasts en haut de l’écran : une erreur reste 5 s, un succès 3 s, et se ferment à la main', async ({
    page,
  }) => {
    await page.goto(`${appUrls.backoffice}/login`);
    await page.getByLabel('E-mail').fill(STAFF.accueil);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    const errorSeen = await timeNextToast(page, 'Mot de passe incorrect');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const error = await errorSeen();
    expect(error.role).toBe('alert');
    expect(error.topRatio).toBeLessThan(0.25);
    expect(error.lifetime).toBeGreaterThan(4_900);
    expect(error.lifetime).toBeLessThan(6_500);

    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    const welcomeSeen = await timeNextToast(page, 'Bienvenue Julie Moreau');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const welcome = await welcomeSeen();
    expect(welcome.role).toBe('status');
    expect(welcome.topRatio).toBeLessThan(0.25);
    expect(welcome.lifetime).toBeGreaterThan(2_900);
    expect(welcome.lifetime).toBeLessThan(4_500);

    // A toast can be dismissed before its time.
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: /Déconnexion/ }).click();
    const goodbye = toast(page, 'À bientôt');
    await expect(goodbye).toBeVisible();
    await goodbye.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(goodbye).toBeHidden();
  });

  test('hors ligne : avertissement et bandeau, l’action échoue avec son message ; « Connexion rétablie » au retour', async ({
    page,
    context,
  }) => {
    const t = tag();
    const { date, time } = someSlot();
    await bookOnline({
      firstName: 'Inès',
      lastName: `Reseau${t}`,
      email: uniqueEmail(`reseau.${t}`),
      date,
      time,
      partySize: 2,
    });
    await signInStaff(page);
    const card = pendingCard(page, `Reseau${t}`);
    await expect(card).toBeVisible();

    await context.setOffline(true);
    await expect(
      toast(page, 'Vous êtes hors ligne. Certaines fonctionnalités sont indisponibles.'),
    ).toBeVisible();
    await expect(page.locator('.offline-banner')).toHaveText(/Hors ligne/);
    // The decision cannot reach the server: the card leaves, comes back, and the error says what failed.
    await card.getByRole('button', { name: /Confirmer/ }).click();
    await expect(toast(page, 'Erreur lors de la confirmation')).toBeVisible();
    await expect(card).toBeVisible();

    await context.setOffline(false);
    await expect(toast(page, 'Connexion rétablie')).toBeVisible();
    await expect(page.locator('.offline-banner')).toHaveCount(0);
    await card.getByRole('button', { name: /Confirmer/ }).click();
    await expect(toast(page, 'Confirmée ! Email de confirmation envoyé')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('un écran qui ne se charge pas affiche « Erreur de chargement » avec Fermer et Recharger la page', async ({
    page,
  }) => {
    await signInStaff(page);
    // The reservations screen's code cannot be fetched (a dropped connection, a deploy under way).
    const chunk = /\/assets\/reservations-page-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort('connectionfailed'));

    await goTo(page, 'Réservations');
    const panel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Erreur de chargement' }) });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/app\/reservations(\?date=\d{4}-\d{2}-\d{2}.*)?$/);
    // The menu stays at hand around the panel: a column on laptops, behind the header's button on phones (the
    // reservations screen draws its own header, which did not load either).
    await openSideMenu(page);
    await closeSideMenu(page);

    await panel.getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();

    await goTo(page, 'Réservations');
    await expect(panel).toBeVisible();
    await openSideMenu(page);
    await closeSideMenu(page);
    await page.unroute(chunk);
    await panel.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(page.getByRole('tablist', { name: 'Statut des réservations' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel).toHaveCount(0);
  });
});
