import { expect, test } from '@playwright/test';
import { frenchLongDate, mailsTo, parisDatePlus, runJob } from '../support/backend';
import { checkScreen } from '../support/layout-check';
import { signInStaff, toast } from '../support/staff';
import { createServiceVenue, requestOnline, tag } from './service-support';
import { pendingCard } from './shell-support';

/**
 * Issue 36, « À confirmer »: compact rows grouped by day (the nearest day first), a neutral « Refuser », undo
 * after « Confirmer » as after a refusal (its e-mail held back), a list that does not move under the pointer
 * for a second after an action, new arrivals highlighted; and the venue's auto-confirm rule.
 */
test.describe('« À confirmer »', { tag: '@phone' }, () => {
  test('groupées par jour, « Refuser » neutre, la ligne reste en place une seconde, « Confirmer » s’annule sans e-mail, les nouvelles surlignées', async ({
    page,
  }) => {
    // The confirmation e-mail waits 10 s in the outbox before this journey can tell it never left.
    test.setTimeout(90_000);
    const venue = await createServiceVenue('A confirmer');
    const [tomorrow, later, latest] = [parisDatePlus(1), parisDatePlus(2), parisDatePlus(3)];
    const [premierEmail, secondEmail] = [`premier.${tag()}@exemple.fr`, `second.${tag()}@exemple.fr`];
    await requestOnline(venue, { firstName: 'Zoé', lastName: 'Lointaine', date: latest, time: '20:00' });
    await requestOnline(venue, {
      firstName: 'Hugo',
      lastName: 'Premier',
      date: tomorrow,
      time: '19:30',
      email: premierEmail,
    });
    await requestOnline(venue, {
      firstName: 'Inès',
      lastName: 'Second',
      date: tomorrow,
      time: '20:30',
      email: secondEmail,
    });
    await requestOnline(venue, { firstName: 'Léo', lastName: 'Milieu', date: later, time: '12:30' });

    // The page's clock, so that « a second » is the page's and not the machine's.
    await page.clock.install();
    await signInStaff(page, venue.staffEmail);
    // Grouped by day, nearest first, each by time.
    const days = page.locator('.pending-day__title');
    await expect(days).toHaveText([
      /^Demain · 2 demandes$/,
      new RegExp(`^${frenchLongDate(later)} · 1 demande$`, 'i'),
      new RegExp(`^${frenchLongDate(latest)} · 1 demande$`, 'i'),
    ]);
    await expect(page.getByTestId('pending-card')).toHaveText([/PREMIER/, /SECOND/, /MILIEU/, /LOINTAINE/]);
    const first = pendingCard(page, 'Premier');
    await expect(first).toContainText('19:30');
    await expect(first).toContainText('2 personnes');
    // « Refuser » is an everyday answer, not a danger.
    await expect(first.getByRole('button', { name: 'Refuser' })).toHaveClass(/ui-button--secondary/);

    // Confirmed: the row says so where it was, and the next one does not move under the pointer for a second.
    const next = pendingCard(page, 'Second');
    const before = await next.boundingBox();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await first.getByRole('button', { name: 'Confirmer' }).click();
    await expect(first).toContainText('Confirmée');
    await page.clock.runFor(900);
    await expect(first).toContainText('Confirmée');
    expect((await next.boundingBox())?.y).toBe(before?.y);
    await page.clock.resume();
    await expect(first).toHaveCount(0);

    // Undone from the toast: back in the list, and its confirmation e-mail never leaves.
    const confirmed = toast(page, 'Confirmée ! Email de confirmation envoyé');
    await confirmed.getByRole('button', { name: 'Annuler la confirmation' }).click();
    await expect(toast(page, 'Confirmation annulée')).toBeVisible();
    await expect(pendingCard(page, 'Premier')).toBeVisible();
    await expect(pendingCard(page, 'Premier').getByRole('button', { name: 'Confirmer' })).toBeVisible();

    // A request arriving while the list is open is highlighted.
    await requestOnline(venue, { firstName: 'Nina', lastName: 'Arrivee', date: tomorrow, time: '21:00' });
    const arrived = pendingCard(page, 'Arrivee');
    await expect(arrived).toBeVisible();
    await expect(arrived).toContainText('Nouvelle');
    await expect(arrived).toHaveClass(/pending-row--new/);
    await expect(pendingCard(page, 'Second')).not.toHaveClass(/pending-row--new/);

    // Another request confirmed and kept: once its e-mail has left (10 s after), the one confirmed earlier and
    // undone would have left too — it never did.
    await pendingCard(page, 'Second').getByRole('button', { name: 'Confirmer' }).click();
    await expect(pendingCard(page, 'Second')).toHaveCount(0);
    await expect
      .poll(
        async () => {
          await runJob('processMailOutbox');
          return (await mailsTo(secondEmail)).map((m) => m.subject).join(' | ');
        },
        { timeout: 30_000 },
      )
      .toContain(`Réservation confirmée - ${venue.name}`);
    expect(
      (await mailsTo(premierEmail)).filter((m) => m.subject.startsWith('Réservation confirmée')),
    ).toEqual([]);
  });

  test('un afflux de demandes non vérifiées : l’alerte, « Non vérifiée », « Bloquer cette adresse e-mail », la liste des adresses bloquées', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const venue = await createServiceVenue('Afflux');
    const date = parisDatePlus(5);
    // The day's share of requests nobody vouches for (40), then one more: held for staff.
    for (let i = 0; i < 40; i += 1)
      await requestOnline(venue, {
        firstName: 'Jetable',
        lastName: `Robot${i}`,
        date,
        time: i % 2 ? '19:00' : '19:15',
        partySize: 1,
      });
    const spam = `spam.${tag()}@jetable.test`;
    await requestOnline(venue, {
      firstName: 'Jetable',
      lastName: 'Dernier',
      date,
      time: '20:00',
      email: spam,
    });

    await signInStaff(page, venue.staffEmail);
    const alert = page.getByRole('region', { name: 'Afflux de demandes en ligne non vérifiées' });
    await expect(alert).toContainText('1 demande attend votre décision');
    const held = pendingCard(page, 'Dernier');
    await expect(held).toContainText('Non vérifiée');
    await expect(pendingCard(page, 'Robot0')).not.toContainText('Non vérifiée');
    await held.scrollIntoViewIfNeeded();
    await checkScreen(page, testInfo, 'a-confirmer-afflux');

    await held.getByRole('button', { name: 'Bloquer cette adresse e-mail' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Bloquer cette adresse e-mail ?' });
    await expect(dialog).toContainText(`${spam} ne pourra plus envoyer de demande en ligne`);
    await dialog.getByRole('button', { name: 'Bloquer', exact: true }).click();
    await expect(toast(page, 'Adresse bloquée : 1 demande refusée')).toBeVisible();
    await expect(held).toHaveCount(0);
    await expect(alert).toHaveCount(0);
    // The address can no longer ask online; the list says so, and gives it back.
    await expect(
      requestOnline(venue, { firstName: 'Jetable', lastName: 'Retour', date, time: '20:15', email: spam }),
    ).rejects.toThrow('Ce restaurant ne prend plus de demande en ligne pour cette adresse e-mail');
    await page.getByText('Adresses bloquées (1)').click();
    const hint = `s•••@jetable.test`;
    await expect(page.getByRole('list', { name: 'Adresses bloquées' })).toContainText(`${hint}, bloquée le`);
    await page.getByRole('button', { name: `Débloquer ${hint}` }).click();
    await expect(toast(page, 'Adresse débloquée')).toBeVisible();
    await expect(page.getByText('Adresses bloquées (1)')).toHaveCount(0);
  });
});

test('confirmation automatique : réglée dans « Établissement », une petite table en ligne est confirmée aussitôt, par « Confirmation automatique »', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const venue = await createServiceVenue('Auto', { role: 'admin_full' });
  await signInStaff(page, venue.staffEmail, '/app/establishment');
  const section = page.getByRole('region', { name: 'Confirmation automatique' });
  // Above the page's floating « Enregistrer » bar, as a manager scrolls to it.
  await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await section.getByText('Confirmer automatiquement les demandes en ligne').click();
  await expect(
    section.getByRole('switch', { name: 'Confirmer automatiquement les demandes en ligne' }),
  ).toBeChecked();
  await section.getByRole('textbox', { name: 'Jusqu’à combien de personnes' }).fill('4');
  await section.getByRole('textbox', { name: /rempli à plus de/ }).fill('150');
  await expect(section).toContainText('Le taux de remplissage est compris entre 0 et 100 %');
  await section.getByRole('textbox', { name: /rempli à plus de/ }).fill('80');
  await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await section.getByRole('button', { name: 'Enregistrer la règle' }).click();
  await expect(toast(page, 'Confirmation automatique enregistrée')).toBeVisible();

  const date = parisDatePlus(4);
  const small = await requestOnline(venue, { firstName: 'Lou', lastName: 'Petite', date, time: '20:00' });
  await requestOnline(venue, { firstName: 'Max', lastName: 'Grande', date, time: '20:00', partySize: 6 });
  await page.goto(page.url().replace('/app/establishment', '/app'));
  await expect(pendingCard(page, 'Grande')).toBeVisible();
  await expect(pendingCard(page, 'Petite')).toHaveCount(0);
  await page.goto(page.url().replace(/\/app.*$/, `/app/reservations/${small}`));
  await expect(page.getByRole('button', { name: 'Changer le statut : Confirmée' })).toBeVisible();
  await page.getByRole('tab', { name: 'Historique' }).click();
  await expect(page.locator('.history__item').first()).toContainText('par Confirmation automatique');
});
