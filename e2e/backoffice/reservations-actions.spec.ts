import { expect, test, type Locator, type Page } from '@playwright/test';
import { callFunction, mailText, mailsTo, parisDatePlus, runJob } from '../support/backend';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';
import {
  bookOnline,
  goToDate,
  journeyDate,
  openReservations,
  row,
  setStatus,
  tabCovers,
  tag,
  uniqueLast,
} from './reservations-support';

/** Waits for a mail whose subject contains `subject` to reach `email` (draining the outbox as the schedule would). */
async function expectMail(email: string, subject: string, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        await runJob('processMailOutbox');
        return (await mailsTo(email)).map((mail) => mail.subject).join(' | ');
      },
      { timeout },
    )
    .toContain(subject);
}

/** A finger swiping a row horizontally (negative dx: to the left), through Chromium's touch input. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('ligne invisible');
  const y = box.y + Math.min(24, box.height / 2);
  const width = page.viewportSize()?.width ?? 390;
  // Start on the visible part of the card: near its right edge to open, near the left of the screen to close.
  const x = dx < 0 ? Math.min(box.x + box.width - 30, width - 30) : Math.max(box.x + 30, 30);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Reveals a row's actions the way the device offers: a swipe to the left on the phone, the « Actions » button
 * with the mouse on the laptop.
 */
async function revealActions(page: Page, target: Locator, mobile: boolean) {
  if (mobile) {
    await swipe(page, target.locator('.reservation-row__card'), -140);
  } else {
    await target.getByRole('button', { name: 'Actions', exact: true }).click();
  }
}

/** One revealed action: a button of the swipe tray on the phone, an item of the « Actions » menu on the laptop. */
function action(page: Page, target: Locator, label: string, mobile: boolean): Locator {
  return mobile
    ? target.getByRole('button', { name: label, exact: true })
    : page.getByRole('menu').getByRole('menuitem', { name: label, exact: true });
}

test.describe('écran du jour : actions sur une réservation', { tag: '@phone' }, () => {
  test('le menu du badge change le statut (souris, ou clavier au bureau) et envoie l’e-mail', async ({
    page,
  }, testInfo) => {
    // The confirmation e-mail waits 10 s before this journey can read it.
    test.setTimeout(60_000);
    // Seating and completing are for a booking's own day: a venue of its own, booked for today at a time come.
    const venue = await createOwnVenue('Badge');
    const token = await idToken(venue.staffEmail);
    const date = parisDatePlus(0);
    const t = tag();
    const lastName = uniqueLast('Badge', t);
    const email = `badge.${t}@exemple.fr`;
    const id = await bookAtVenue(venue, token, { firstName: 'Rose', lastName, email, date, time: DUE_TIME });
    await setVenueStatus(token, id, 'PENDING');

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    const line = row(page, lastName);
    await expect(line.getByRole('button', { name: /Changer le statut/ })).toContainText('En attente');

    await line.getByRole('button', { name: /Changer le statut/ }).click();
    const menu = page.getByRole('menu', { name: 'Changer le statut' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Confirmée',
      'Installée',
      'Terminée',
      'Annulée',
      'No-show',
    ]);
    await menu.getByRole('menuitem', { name: 'Confirmée' }).click();
    await expect(page.getByText('Confirmée ! Email de confirmation envoyé')).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(line.getByRole('button', { name: /Changer le statut/ })).toContainText('Confirmée');
    await expect(tabCovers(page, 'Confirmées')).toHaveText('2 couverts');
    // A request's confirmation e-mail waits 10 s, the time its toast offers « Annuler la confirmation ».
    await expectMail(email, 'Réservation confirmée', 30_000);

    if (testInfo.project.name === 'desktop') {
      // Keyboard only: Enter opens the menu on its first item, arrows move, Escape closes, Enter picks.
      const badge = line.getByRole('button', { name: /Changer le statut/ });
      await badge.focus();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('menuitem', { name: 'Confirmée' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(badge).toBeFocused();
      await page.keyboard.press('Enter');
      // The menu takes the focus once it is open; an arrow pressed before that would go to the page.
      await expect(menu.getByRole('menuitem', { name: 'Confirmée' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Installée' })).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await line.getByRole('button', { name: /Changer le statut/ }).click();
      await menu.getByRole('menuitem', { name: 'Installée' }).click();
    }
    await expect(page.getByText('Client installé')).toBeVisible();
    await expect(line.getByRole('button', { name: /Changer le statut/ })).toContainText('Installée');
    await expect(tabCovers(page, 'Installées')).toHaveText('2 couverts');

    // Completing from the badge sends the review request.
    await line.getByRole('button', { name: /Changer le statut/ }).click();
    await menu.getByRole('menuitem', { name: 'Terminée' }).click();
    await expect(page.getByText("Terminée ! Email d'avis envoyé")).toBeVisible();
    await expect(line.getByRole('button', { name: /Changer le statut/ })).toContainText('Terminée');
    await expectMail(email, `Votre avis sur ${venue.name}`);
  });

  test('actions d’une demande en attente : Confirmer et Refuser (glisser, souris, clavier)', async ({
    page,
  }, testInfo) => {
    // The refusal e-mail waits 10 s in the outbox (the undo offer) before this journey can read it.
    test.setTimeout(60_000);
    const mobile = testInfo.project.name === 'mobile';
    const date = journeyDate(testInfo, 4);
    const t = tag();
    const keep = uniqueLast('Garde', t);
    const refuse = uniqueLast('Refus', t);
    const refusedEmail = `refus.${t}@exemple.fr`;
    await Promise.all([
      bookOnline({
        firstName: 'Alix',
        lastName: keep,
        email: `garde.${t}@exemple.fr`,
        date,
        time: '19:00',
        partySize: 2,
      }),
      bookOnline({
        firstName: 'Yann',
        lastName: refuse,
        email: refusedEmail,
        date,
        time: '19:15',
        partySize: 6,
      }),
    ]);

    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);

    const refused = row(page, refuse);
    if (mobile) {
      // A short drag (under 80 px) springs back; a longer one reveals the actions.
      await swipe(page, refused.locator('.reservation-row__card'), -50);
      await expect(refused.getByRole('button', { name: 'Refuser', exact: true })).toBeHidden();
    }
    await revealActions(page, refused, mobile);
    await expect(action(page, refused, 'Confirmer', mobile)).toBeVisible();
    await expect(action(page, refused, 'Refuser', mobile)).toBeVisible();
    await expect(action(page, refused, 'Installer', mobile)).toHaveCount(0);
    await action(page, refused, 'Refuser', mobile).click();
    // Refusing asks for the reason the guest will read, and whether to e-mail them.
    const dialog = page.getByRole('alertdialog', { name: 'Refuser la demande' });
    await expect(dialog.getByRole('radio', { name: 'Complet' })).toBeChecked();
    await dialog.locator('label').filter({ hasText: 'Fermeture exceptionnelle' }).click();
    await expect(dialog.getByRole('radio', { name: 'Fermeture exceptionnelle' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Prévenir le client par e-mail' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Refuser la demande' }).click();
    await expect(page.getByText('Refusée ! Email de refus envoyé')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler le refus' })).toBeVisible();
    await expect(refused.getByRole('button', { name: /Changer le statut/ })).toContainText('Annulée');
    await expect(tabCovers(page, 'À confirmer')).toHaveText('2 couverts');
    // The e-mail leaves once the undo offer is over, with the reason chosen.
    await expectMail(refusedEmail, 'Demande de réservation refusée', 30_000);
    const [refusalMail] = await mailsTo(refusedEmail);
    expect(await mailText(refusalMail?.id ?? '')).toContain(
      'Le restaurant est exceptionnellement fermé ce jour-là.',
    );

    const kept = row(page, keep);
    if (mobile) {
      await revealActions(page, kept, true);
      // Swiping back to the right (until less than 30 px of the actions remain) closes them again.
      await swipe(page, kept.locator('.reservation-row__card'), 200);
      await expect(kept.getByRole('button', { name: 'Confirmer', exact: true })).toBeHidden();
      await revealActions(page, kept, true);
      await kept.getByRole('button', { name: 'Confirmer', exact: true }).click();
    } else {
      // Keyboard only: the « Actions » button opens its menu on the first action.
      await kept.getByRole('button', { name: 'Actions', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(action(page, kept, 'Confirmer', false)).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText('Confirmée ! Email de confirmation envoyé')).toBeVisible();
    await expect(kept.getByRole('button', { name: /Changer le statut/ })).toContainText('Confirmée');
  });

  test('actions d’une réservation confirmée : Installer, No-show, Annuler', async ({ page }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    // A no-show is marked from the booking's time, a seat from its day: today, at times already come.
    const venue = await createOwnVenue('Actions');
    const token = await idToken(venue.staffEmail);
    const date = parisDatePlus(0);
    const t = tag();
    const seat = uniqueLast('Table', t);
    const absent = uniqueLast('Absent', t);
    const cancel = uniqueLast('Annule', t);
    const cancelEmail = `annule.${t}@exemple.fr`;
    await Promise.all([
      bookAtVenue(venue, token, { firstName: 'Eva', lastName: seat, date, time: DUE_TIME, partySize: 2 }),
      bookAtVenue(venue, token, { firstName: 'Malo', lastName: absent, date, time: DUE_TIME, partySize: 3 }),
      bookAtVenue(venue, token, {
        firstName: 'Zoé',
        lastName: cancel,
        email: cancelEmail,
        date,
        time: '00:30',
        partySize: 4,
      }),
    ]);

    await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
    // Rows are grouped by time, each group with its covers.
    await expect(page.getByRole('heading', { name: /^00:00/ })).toContainText('5 couverts');
    await expect(page.getByRole('heading', { name: /^00:30/ })).toContainText('4 couverts');

    const seated = row(page, seat);
    await revealActions(page, seated, mobile);
    for (const label of ['Installer', 'No-show', 'Annuler'])
      await expect(action(page, seated, label, mobile)).toBeVisible();
    await expect(action(page, seated, 'Confirmer', mobile)).toHaveCount(0);
    await action(page, seated, 'Installer', mobile).click();
    await expect(page.getByText('Client installé')).toBeVisible();
    await expect(seated.getByRole('button', { name: /Changer le statut/ })).toContainText('Installée');

    const noShow = row(page, absent);
    await revealActions(page, noShow, mobile);
    await action(page, noShow, 'No-show', mobile).click();
    await expect(page.getByText('Marqué comme no-show')).toBeVisible();
    await expect(noShow.getByRole('button', { name: /Changer le statut/ })).toContainText('No-show');

    const cancelled = row(page, cancel);
    await revealActions(page, cancelled, mobile);
    await action(page, cancelled, 'Annuler', mobile).click();
    await expect(page.getByText("Annulée ! Email d'annulation envoyé")).toBeVisible();
    await expect(cancelled.getByRole('button', { name: /Changer le statut/ })).toContainText('Annulée');
    await expectMail(cancelEmail, 'Réservation annulée');

    await expect(tabCovers(page, 'Toutes')).toHaveText('2 couverts');
    await expect(tabCovers(page, 'Installées')).toHaveText('2 couverts');
    await expect(page.getByRole('heading', { name: /^00:30/ })).toContainText('0 couvert');
  });

  test('la fiche d’une ligne : détails modifiables, créateur, historique', async ({ page }, testInfo) => {
    const date = journeyDate(testInfo, 6);
    const t = tag();
    const lastName = uniqueLast('Fiche', t);
    const id = await bookOnline({
      firstName: 'Lina',
      lastName,
      email: `fiche.${t}@exemple.fr`,
      date,
      time: '20:30',
      partySize: 2,
      specialRequests: 'Anniversaire',
    });
    await setStatus(id, 'CONFIRMED');

    await signInStaff(page);
    await openReservations(page);
    await goToDate(page, date);
    await row(page, lastName).getByText('Anniversaire').click();

    const dialog = page.getByRole('dialog', { name: new RegExp(`Lina ${lastName}`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Détails' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByTestId('creator')).toHaveText('Client Internet');
    await expect(dialog.getByLabel('Nom', { exact: true })).toHaveValue(lastName);
    await expect(dialog.getByLabel('Demandes particulières')).toHaveValue('Anniversaire');

    await dialog.getByRole('tab', { name: 'Historique' }).click();
    const history = dialog.locator('.history__item');
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText('Confirmée');
    // Changed by the signed-in user (the set-up used the same account).
    await expect(history.nth(0)).toContainText('par Vous');
    await expect(history.nth(1)).toContainText('En attente');
    await expect(history.nth(1)).toContainText('Client Internet');
    await expect(history.nth(2)).toContainText('Réservation créée');

    await dialog.getByRole('tab', { name: 'Détails' }).click();
    await dialog.getByRole('button', { name: 'Une personne de plus' }).click();
    await dialog.getByLabel('Demandes particulières').fill('Anniversaire, gâteau à 21 h');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Réservation mise à jour !')).toBeVisible();
    await expect(dialog).toBeHidden();
    const line = row(page, lastName);
    await expect(line).toContainText('3 personnes');
    await expect(line).toContainText('Anniversaire, gâteau à 21 h');
  });
});

test('une réservation de la semaine prochaine ne peut être ni installée ni terminée : le menu dit pourquoi, le serveur refuse', async ({
  page,
}) => {
  const venue = await createOwnVenue('Semaine');
  const token = await idToken(venue.staffEmail);
  const date = parisDatePlus(7);
  const lastName = uniqueLast('Semaine', tag());
  const id = await bookAtVenue(venue, token, { firstName: 'Léo', lastName, date, time: '20:00' });

  await signInStaff(page, venue.staffEmail, `/app/reservations?date=${date}`);
  await row(page, lastName)
    .getByRole('button', { name: /Changer le statut/ })
    .click();
  const menu = page.getByRole('menu', { name: 'Changer le statut' });
  const tooEarly = "Une réservation ne peut être installée ou terminée qu'à partir de son jour.";
  for (const status of ['SEATED', 'COMPLETED']) {
    const item = menu.getByTestId(`status-menu-item-${status}`);
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toContainText(tooEarly);
  }
  // A tap on the greyed choice does nothing (Playwright would wait for it to be enabled: force the tap).
  await menu.getByTestId('status-menu-item-SEATED').click({ force: true });
  await expect(row(page, lastName).getByRole('button', { name: /Changer le statut/ })).toContainText(
    'Confirmée',
  );

  // The rule holds on the server whatever the screen: the callable refuses with the same sentence.
  const refusal = await callFunction(
    'setReservationStatus',
    { reservationId: id, status: 'SEATED' },
    token,
  ).then(
    () => 'accepté',
    (err: Error) => err.message,
  );
  expect(refusal).toBe(tooEarly);
});
