import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, mailText, mailsTo, runJob, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { INVITEE_PASSWORD, STAFF, signInStaff, signInThroughLoginScreen } from '../support/staff';
import {
  bookOnline,
  closeSideMenu,
  homeTab,
  mailSubjects,
  masterToken,
  openSideMenu,
  pendingCard,
  someSlot,
  tag,
  toast,
} from './shell-support';

/** 'samedi 22 novembre 2026' as the cards write a date. */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

/** The count shown on a home tab. */
function tabCount(page: Page, label: 'À confirmer' | 'Annulées') {
  return homeTab(page, label).locator('.tab__count');
}

/** The figure of a card of the 'Annulées' tab, as a number. */
async function figure(page: Page, testId: string): Promise<number> {
  return Number.parseInt((await page.getByTestId(testId).textContent()) ?? '', 10);
}

test.describe('accueil /app', () => {
  test('« À confirmer » : une demande en ligne avec tous ses champs, Confirmer avec son toast et son e-mail', async ({
    page,
  }) => {
    // The confirmation e-mail leaves 10 s after « Confirmer » (the undo offer).
    test.setTimeout(60_000);
    // A venue of its own: the tab's count is checked before and after, and other journeys' online requests at
    // the demo venue would move it in between.
    const venue = await createOwnVenue('Accueil');
    const t = tag();
    const email = uniqueEmail(`confirmer.${t}`);
    const { date, time } = someSlot();
    await bookOnline({
      restaurantId: venue.id,
      firstName: 'léa',
      lastName: `Attente${t}`,
      email,
      phone: '06 55 44 33 22',
      date,
      time,
      partySize: 3,
      terrace: true,
      specialRequests: 'Anniversaire, gâteau à 21 h',
    });

    await signInStaff(page, venue.staffEmail);
    await expect(homeTab(page, 'À confirmer')).toHaveAttribute('aria-selected', 'true');
    const card = pendingCard(page, `Attente${t}`);
    await expect(card).toBeVisible();
    await expect(card.getByText(`ATTENTE${t.toUpperCase()} Léa`)).toBeVisible();
    await expect(card.getByText('Terrasse', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: '06 55 44 33 22' })).toHaveAttribute(
      'href',
      'tel:+33655443322',
    );
    await expect(card).toContainText(`${longDate(date)} à ${time}`);
    await expect(card).toContainText('3 personnes');
    await expect(card).toContainText('Anniversaire, gâteau à 21 h');
    // The tab counts what it lists.
    const cards = page.getByTestId('pending-card');
    await expect(tabCount(page, 'À confirmer')).toHaveText(String(await cards.count()));

    const before = await cards.count();
    await card.getByRole('button', { name: /Confirmer/ }).click();
    await expect(toast(page, 'Confirmée ! Email de confirmation envoyé')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(tabCount(page, 'À confirmer')).toHaveText(String(before - 1));
    // The confirmation e-mail waits 10 s, the time « Annuler la confirmation » is offered.
    await expect
      .poll(() => mailSubjects(email), { timeout: 30_000 })
      .toContain(`Réservation confirmée - ${venue.name}`);
    // Stored: after a reload the request is no longer waiting.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible();
    await expect(tabCount(page, 'À confirmer')).toHaveText(/\d+/);
    await expect(pendingCard(page, `Attente${t}`)).toHaveCount(0);
  });

  test('Refuser : motif, annulation possible, e-mail du motif, puis l’onglet « Annulées » (les refus comptés à part)', async ({
    page,
  }) => {
    // The refusal e-mail waits 10 s in the outbox (the undo offer) before this journey can read it.
    test.setTimeout(60_000);
    const t = tag();
    const email = uniqueEmail(`refuser.${t}`);
    const keptEmail = uniqueEmail(`regrette.${t}`);
    const { date, time } = someSlot();
    await Promise.all([
      bookOnline({ firstName: 'Hugo', lastName: `Refus${t}`, email, date, time, partySize: 5 }),
      bookOnline({ firstName: 'Lina', lastName: `Regret${t}`, email: keptEmail, date, time, partySize: 2 }),
    ]);

    await signInStaff(page);
    // A refusal made by mistake is undone from its toast, before any e-mail leaves.
    const regret = pendingCard(page, `Regret${t}`);
    await regret.getByRole('button', { name: /Refuser/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refuser la demande' });
    await dialog.getByRole('button', { name: 'Refuser la demande' }).click();
    await expect(regret).toHaveCount(0);
    await page.getByRole('button', { name: 'Annuler le refus' }).click();
    await expect(toast(page, 'Refus annulé')).toBeVisible();
    await expect(regret).toBeVisible();

    const card = pendingCard(page, `Refus${t}`);
    await expect(card).toBeVisible();
    await expect(card.getByText('Terrasse', { exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: /Refuser/ }).click();
    await dialog.locator('label').filter({ hasText: 'Groupe trop important' }).click();
    await dialog.getByRole('button', { name: 'Refuser la demande' }).click();
    await expect(toast(page, 'Refusée ! Email de refus envoyé')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect
      .poll(
        async () => {
          await runJob('processMailOutbox');
          return mailSubjects(email);
        },
        { timeout: 30_000 },
      )
      .toContain('Demande de réservation refusée - Au Bureau');
    const [refusalMail] = await mailsTo(email);
    expect(await mailText(refusalMail?.id ?? '')).toContain(
      'Nous ne pouvons pas accueillir un groupe de cette taille pour ce créneau.',
    );
    // The undone refusal sent nothing.
    await runJob('processMailOutbox');
    expect(await mailSubjects(keptEmail)).not.toContain('Demande de réservation refusée - Au Bureau');

    await homeTab(page, 'Annulées').click();
    await expect(page).toHaveURL(/\/app\?tab=cancelled$/);
    await expect(homeTab(page, 'Annulées')).toHaveAttribute('aria-selected', 'true');
    const cancelled = page.locator('.cancelled-card');
    // A refusal is not a guest's cancellation: it is counted apart and does not weigh on the rate.
    await expect(cancelled.filter({ hasText: `REFUS${t.toUpperCase()}` })).toHaveCount(0);
    await expect.poll(async () => figure(page, 'refused-count')).toBeGreaterThanOrEqual(1);
    await expect(cancelled.first()).toBeVisible();
    await expect(cancelled.filter({ hasText: /Il y a \d+ (min|h|jours?)/ }).first()).toBeVisible();

    // The figures agree with the list (read together: a cancellation elsewhere may land between two reads).
    await expect
      .poll(async () => {
        const count = await cancelled.count();
        const covers = (await cancelled.locator('.cancelled-card__covers').allTextContents()).reduce(
          (sum, text) => sum + Number(text.trim()),
          0,
        );
        return (
          [
            await figure(page, 'cancel-count'),
            Number(await tabCount(page, 'Annulées').textContent()),
            await figure(page, 'covers-lost'),
            await page.getByTestId('cancel-rate').textContent(),
          ].join(' | ') ===
          [count, count, covers, `${Math.min(100, Math.round((count / 50) * 100))} %`].join(' | ')
        );
      })
      .toBe(true);

    // The tab is in the address: a reload keeps it, the link back leads to « À confirmer ».
    await page.reload();
    await expect(homeTab(page, 'Annulées')).toHaveAttribute('aria-selected', 'true');
    await expect(cancelled.first()).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(homeTab(page, 'À confirmer')).toHaveAttribute('aria-selected', 'true');
  });

  test('/app/pending et /app/cancelled ouvrent l’accueil sur leur onglet', async ({ page }) => {
    await signInStaff(page);
    await page.goto(`${appUrls.backoffice}/app/cancelled`);
    await expect(page).toHaveURL(/\/app\?tab=cancelled$/);
    await expect(homeTab(page, 'Annulées')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('cancel-rate')).toBeVisible();
    await page.goto(`${appUrls.backoffice}/app/pending`);
    await expect(page).toHaveURL(/\/app$/);
    await expect(homeTab(page, 'À confirmer')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('cancel-rate')).toHaveCount(0);
  });

  test('un restaurant sans demande : « Aucune réservation en attente » et aucune annulation', async ({
    page,
  }) => {
    const token = await masterToken();
    const name = `Chez Vide ${tag()}`;
    const { restaurantId } = await callFunction<{ restaurantId: string }>(
      'createRestaurant',
      { name, emoji: '🥗' },
      token,
    );
    try {
      await signInStaff(page, STAFF.master);
      const menu = await openSideMenu(page);
      await menu.getByLabel('Restaurant').selectOption({ label: name });
      // On phones the drawer stays open (the next screen may be chosen there): close it to see the home.
      await closeSideMenu(page);
      await expect(page.locator('.app-header__title')).toHaveText(name);
      await expect(page.getByText('Aucune réservation en attente')).toBeVisible();
      await expect(tabCount(page, 'À confirmer')).toHaveText('0');
      await homeTab(page, 'Annulées').click();
      await expect(page.getByText('Aucune annulation récente')).toBeVisible();
      await expect(page.getByTestId('cancel-count')).toHaveText('0');
      await expect(page.getByTestId('covers-lost')).toHaveText('0');
      await expect(page.getByTestId('cancel-rate')).toHaveText('0 %');
    } finally {
      await callFunction('deleteRestaurant', { restaurantId }, token);
    }
  });

  test('« Aucun restaurant configuré » avec un bouton vers les réglages (compte dont le seul restaurant a été supprimé)', async ({
    page,
  }) => {
    // Set up as the settings screens would: a venue, an admin_full invited to it who accepts, then the venue deleted.
    const token = await masterToken();
    const t = tag();
    const email = uniqueEmail(`sans.restaurant.${t}`);
    const { restaurantId } = await callFunction<{ restaurantId: string }>(
      'createRestaurant',
      { name: `Éphémère ${t}`, emoji: '🌙' },
      token,
    );
    const { inviteUrl } = await callFunction<{ inviteUrl: string }>(
      'inviteUser',
      { name: `Nina ${t}`, email, role: 'admin_full', restaurantIds: [restaurantId] },
      token,
    );
    const inviteToken = decodeURIComponent(inviteUrl.split('/invite/')[1] ?? '');
    await callFunction('acceptInvitation', {
      token: inviteToken,
      password: INVITEE_PASSWORD,
      confirmPassword: INVITEE_PASSWORD,
    });
    await callFunction('deleteRestaurant', { restaurantId }, token);

    await signInThroughLoginScreen(page, email);
    await expect(toast(page, `Bienvenue Nina ${t}`)).toBeVisible();
    await expect(page.getByRole('main').getByText('Aucun restaurant configuré')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    const menu = await openSideMenu(page);
    await expect(menu.getByText('Aucun restaurant configuré')).toBeVisible();
    await expect(menu.locator('.side-menu__role')).toHaveText("Responsable d'établissement");
    await closeSideMenu(page);
    await page.getByRole('main').getByRole('link', { name: 'Aller aux réglages' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
  });
  test(
    'tirer l’accueil vers le bas de plus de 60 px le recharge ; moins, rien ne se passe',
    { tag: '@phone' },
    async ({ page }) => {
      await signInStaff(page);
      await expect(homeTab(page, 'À confirmer')).toHaveAttribute('aria-selected', 'true');
      await page.evaluate(() => {
        (window as unknown as { __avantTirage?: boolean }).__avantTirage = true;
      });
      const sameDocument = () =>
        page.evaluate(() => (window as unknown as { __avantTirage?: boolean }).__avantTirage === true);
      // A finger on the screen, as on a phone (the desktop project gets touch through the DevTools protocol).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      const box = (await page.getByRole('tablist', { name: 'Accueil' }).boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const pull = async (distance: number, hint: string) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let d = 10; d <= distance; d += 10)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + d }] });
        await expect(page.getByText(hint)).toBeVisible();
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };

      await pull(40, 'Tirez pour actualiser');
      await expect(page.getByText('Tirez pour actualiser')).toHaveCount(0);
      expect(await sameDocument()).toBe(true);

      const reloaded = page.waitForEvent('load');
      await pull(90, 'Relâchez pour actualiser');
      await reloaded;
      // A reload starts the app again (session check included): the same 15 s as a sign-in.
      await expect(page.getByRole('heading', { name: 'Accueil' })).toBeVisible({ timeout: 15_000 });
      expect(await sameDocument()).toBe(false);
    },
  );
});
