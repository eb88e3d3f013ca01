import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, mailsTo, parisDatePlus, runJob, uniqueEmail } from '../support/backend';
import { STAFF, signInStaff } from '../support/staff';
import {
  bookAsAnotherDiner,
  fillDetails,
  frenchLongDate,
  journeyDay,
  openBookingOn,
  defaultBookingDay,
  staffToken,
  tag,
  VENUES,
} from './portal-support';

// Issue 7, points 2 to 4, beyond booking.spec.ts: the date window, 'Complet', the party size at a venue whose
// online maximum is 8, the confirmation screen and its reset, the restaurant that does not load, a retry after a
// lost answer, and the booking as staff see it with its e-mail.

const { bureau, zinc, port } = VENUES;

test('dates : d’aujourd’hui à 90 jours, les 7 prochains jours en raccourci', async ({ page }) => {
  const today = parisDatePlus(0);
  const last = parisDatePlus(90);
  await page.goto(`${appUrls.portal}/reservation/${bureau.slug}`);
  const input = page.getByLabel('Autre date');
  // It opens on today, unless today has nothing left to book online (then on the next availability).
  const opening = await defaultBookingDay(bureau.id);
  await expect(input).toHaveValue(opening);
  await expect(input).toHaveAttribute('min', today);
  await expect(input).toHaveAttribute('max', last);
  const chips = page.getByRole('list', { name: 'Les 7 prochains jours' }).getByRole('button');
  await expect(chips).toHaveCount(7);
  // Today's chip shows « Aujourd'hui » in place of the weekday, and says what it shows.
  await expect(chips.first()).toHaveAccessibleName(
    `Aujourd'hui, ${frenchLongDate(today).split(' ').slice(1).join(' ')}`,
  );
  if (opening === today) await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.last()).toHaveAccessibleName(frenchLongDate(parisDatePlus(6)));

  const show = page.getByRole('button', { name: 'Voir les créneaux' });
  await input.fill(parisDatePlus(-1));
  await expect(show).toBeDisabled();
  await input.fill(parisDatePlus(91));
  await expect(show).toBeDisabled();
  await input.fill(last);
  await show.click();
  // The last day of the window is bookable (Au Bureau opens every day) ...
  await expect(page.getByText(frenchLongDate(last))).toBeVisible();
  await expect(page.getByRole('button', { name: '19:00', exact: true })).toBeEnabled();
  // ... and the server refuses the day after, whatever the page lets through.
  await expect(bookAsAnotherDiner(bureau.id, parisDatePlus(91), '19:00', 2)).rejects.toThrow(
    /90 prochains jours/,
  );

  // A day chip opens that day's slots at once.
  await page.getByRole('button', { name: 'Changer de date' }).click();
  await chips.nth(1).click();
  await expect(page.getByText(frenchLongDate(parisDatePlus(1)))).toBeVisible();
});

test('« Complet » sur les créneaux fermés par l’équipe et sur ceux qui n’ont plus de couverts', async ({
  page,
}, testInfo) => {
  const date = journeyDay(testInfo, 0);
  await callFunction(
    'setClosedSlots',
    { restaurantId: port.id, date, lunch: ['12:30'], dinner: ['20:00'] },
    await staffToken(STAFF.master),
  );
  // Others take every cover of 21:00 (30 by default).
  for (;;) {
    const day = await callFunction<{ slots: { time: string; remaining: number }[] }>('getAvailability', {
      restaurantId: port.id,
      date,
    });
    const remaining = day.slots.find((slot) => slot.time === '21:00')?.remaining ?? 0;
    if (remaining <= 0) break;
    await bookAsAnotherDiner(port.id, date, '21:00', Math.min(remaining, 12));
  }

  await openBookingOn(page, port.slug, date);
  const lunch = page.getByRole('group', { name: 'Déjeuner' });
  const dinner = page.getByRole('group', { name: 'Dîner' });
  await expect(lunch.getByRole('button', { name: '12:30 — Complet' })).toContainText('Complet');
  await expect(dinner.getByRole('button', { name: '20:00 — Complet' })).toContainText('Complet');
  // A full slot is not booked: pressing it opens what a full slot offers (waitlist, other venues).
  await dinner.getByRole('button', { name: '21:00 — Complet' }).click();
  await expect(page.getByRole('region', { name: '21:00 est complet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toHaveCount(0);
  await expect(lunch.getByRole('button', { name: '12:15', exact: true })).toBeEnabled();
  await expect(dinner.getByRole('button', { name: '20:15', exact: true })).toBeEnabled();
  // The server holds the same line.
  await expect(bookAsAnotherDiner(port.id, date, '12:30', 2)).rejects.toThrow('Créneau plus disponible');
});

test('convives : 2 par défaut, raccourcis 2, 4, 6, 8, au moins 1, au plus le maximum en ligne (8 au Petit Zinc)', async ({
  page,
}, testInfo) => {
  const date = journeyDay(testInfo, 1);
  await openBookingOn(page, zinc.slug, date);
  await page.getByRole('button', { name: '19:30', exact: true }).click();
  const size = page.getByLabel('Nombre de personnes');
  const picks = page.getByRole('group', { name: 'Choix rapide' }).getByRole('button');
  const more = page.getByRole('button', { name: 'Une personne de plus' });
  const less = page.getByRole('button', { name: 'Une personne de moins' });
  await expect(picks).toHaveText(['2', '4', '6', '8']);
  await expect(size).toHaveValue('2');
  await expect(picks.first()).toHaveAttribute('aria-pressed', 'true');

  await picks.last().click();
  await expect(size).toHaveValue('8');
  await expect(more).toBeDisabled();
  const advice = page.getByText(
    /Pour un groupe de plus de 8 personnes, merci d'appeler directement le restaurant au/,
  );
  await expect(advice).toContainText(zinc.phone);
  await expect(advice.getByRole('link', { name: zinc.phone })).toHaveAttribute('href', 'tel:+33478370008');
  await size.fill('9');
  await expect(size).toHaveValue('8');

  await size.fill('0');
  await expect(size).toHaveValue('1');
  await expect(less).toBeDisabled();
  await more.click();
  await expect(size).toHaveValue('2');
  await expect(bookAsAnotherDiner(zinc.id, date, '19:30', 9)).rejects.toThrow(
    'Nombre maximum de convives dépassé',
  );

  // The maximum itself is booked.
  await picks.last().click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByLabel('Récapitulatif')).toContainText('8 personnes');
  await fillDetails(page, { firstName: 'Marius', lastName: 'Groupe', email: uniqueEmail('huit') });
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(page.getByLabel('Votre réservation')).toContainText('8');
});

test('confirmation : récapitulatif, e-mail, 15 minutes, espace client, puis une autre réservation remise à zéro', async ({
  page,
}, testInfo) => {
  const date = journeyDay(testInfo, 2);
  const email = uniqueEmail('confirmation');
  await openBookingOn(page, port.slug, date);
  await page.getByRole('button', { name: '12:15', exact: true }).click();
  await page.getByRole('group', { name: 'Choix rapide' }).getByRole('button', { name: '6' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(page, { firstName: 'Léa', lastName: 'Martin', email });
  await page.getByLabel('Je souhaite être en terrasse (selon disponibilité)').check();
  await page.getByLabel('Demandes particulières (facultatif)').fill('Une chaise haute');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();

  const title = page.getByRole('heading', { name: 'Demande envoyée' });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  const summary = page.getByLabel('Votre réservation');
  const expected: [string, string][] = [
    ['Restaurant', port.name],
    ['Date', frenchLongDate(date)],
    ['Heure', '12:15'],
    ['Personnes', '6'],
    ['Nom', 'Léa Martin'],
    ['Terrasse', 'Demandée'],
  ];
  for (const [term, value] of expected) {
    await expect(
      summary.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd'),
    ).toHaveText(new RegExp(value));
  }
  await expect(page.getByText('Un récapitulatif de votre demande est envoyé à')).toContainText(email);
  await expect(page.getByText('Table réservée pendant 15 minutes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toHaveAttribute(
    'href',
    new RegExp(`^/client/login\\?email=${encodeURIComponent(email)}&restaurant=[A-Za-z0-9_-]+$`),
  );

  await page.getByRole('button', { name: 'Faire une autre réservation' }).click();
  await expect(page).toHaveURL(`${appUrls.portal}/reservation`);
  await page.getByRole('link', { name: new RegExp(port.name) }).click();
  // Everything starts again: the opening day, no slot, 2 guests, an empty form.
  await expect(page.getByLabel('Autre date')).toHaveValue(await defaultBookingDay(port.id));
  await page.getByLabel('Autre date').fill(date);
  await page.getByRole('button', { name: 'Voir les créneaux' }).click();
  await expect(page.locator('.slot[aria-pressed="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: '12:45', exact: true }).click();
  await expect(page.getByLabel('Nombre de personnes')).toHaveValue('2');
  await page.getByRole('button', { name: 'Continuer' }).click();
  for (const field of ['Prénom', 'E-mail', 'Téléphone', 'Demandes particulières (facultatif)']) {
    await expect(page.getByLabel(field)).toHaveValue('');
  }
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Je souhaite être en terrasse (selon disponibilité)')).not.toBeChecked();
});

test('un restaurant inconnu donne « Erreur : Restaurant non chargé »', async ({ page }) => {
  await page.goto(`${appUrls.portal}/reservation/restaurant-qui-n-existe-pas`);
  await expect(page.getByRole('alert')).toContainText('Erreur : Restaurant non chargé');
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Choisir un autre restaurant' }).click();
  await expect(page).toHaveURL(`${appUrls.portal}/reservation`);
});

test('l’appel du restaurant qui échoue donne « Erreur : Restaurant non chargé », puis « Réessayer » le charge', async ({
  page,
}) => {
  // Chosen in the list, the restaurant is asked for by the page (its HTML came with none), and that call fails.
  await page.route('**/getRestaurantBySlug', (route) => route.abort('connectionrefused'));
  await page.goto(`${appUrls.portal}/reservation`);
  await page
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('link', { name: new RegExp(zinc.name) })
    .click();
  await expect(page.getByRole('alert')).toContainText('Erreur : Restaurant non chargé', { timeout: 10_000 });
  await page.unroute('**/getRestaurantBySlug');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: zinc.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quel jour ?' })).toBeVisible();
});

test('une réponse perdue puis « Confirmer » à nouveau : une seule réservation, un seul e-mail', async ({
  page,
}, testInfo) => {
  const date = journeyDay(testInfo, 3);
  const email = uniqueEmail('reessai');
  await openBookingOn(page, port.slug, date);
  await page.getByRole('button', { name: '19:15', exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(page, { firstName: 'Noé', lastName: 'Reessai', email });

  // The request reaches the server, which books; the answer is lost on the way back.
  let firstId: string | undefined;
  await page.route(
    '**/createOnlineReservation',
    async (route) => {
      const response = await route.fetch();
      firstId = ((await response.json()) as { result: { reservationId: string } }).result.reservationId;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Erreur: Problème de connexion. Vérifiez votre connexion internet et réessayez. Veuillez réessayer.',
  );
  expect(firstId).toBeTruthy();

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/createOnlineReservation') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  const second = (await (await answer).json()) as { result: { reservationId: string } };
  expect(second.result.reservationId).toBe(firstId);

  await expect
    .poll(
      async () => {
        await runJob('processMailOutbox');
        return (await mailsTo(email)).length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await page.waitForTimeout(1000);
  await runJob('processMailOutbox');
  expect(await mailsTo(email)).toHaveLength(1);
});

test('la réservation arrive « À confirmer » chez l’équipe et son e-mail part', async ({ page }, testInfo) => {
  const date = journeyDay(testInfo, 9);
  const lastName = `Equipe${tag()}`;
  const email = uniqueEmail('equipe');
  await openBookingOn(page, bureau.slug, date);
  await page.getByRole('button', { name: '20:15', exact: true }).click();
  await page.getByRole('group', { name: 'Choix rapide' }).getByRole('button', { name: '4' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(page, { firstName: 'Agathe', lastName, email });
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();

  // The e-mail reaches the SMTP sink.
  await expect
    .poll(
      async () => {
        await runJob('processMailOutbox');
        return (await mailsTo(email)).map((mail) => mail.subject);
      },
      { timeout: 15_000 },
    )
    .toEqual([expect.stringContaining(bureau.name)]);

  // The customer-space button carries the e-mail and the venue: a code asked there comes from the venue.
  await page.getByRole('link', { name: 'Accéder à mon espace client' }).click();
  await expect(page).toHaveURL(
    `${appUrls.portal}/client/login?email=${encodeURIComponent(email)}&restaurant=${bureau.id}`,
  );
  await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).find((mail) => /connexion/i.test(mail.subject)))
    .toMatchObject({ from: expect.stringMatching(new RegExp(`^${bureau.name} <`)) });

  // Staff of Au Bureau see it waiting for a decision on their home screen.
  await signInStaff(page);
  await expect(page.getByRole('tab', { name: /^À confirmer/ })).toHaveAttribute('aria-selected', 'true');
  const card = page
    .getByRole('tabpanel')
    .getByTestId('pending-card')
    .filter({ hasText: lastName.toUpperCase() });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Agathe');
  await expect(card).toContainText(frenchLongDate(date));
  await expect(card).toContainText('20:15');
  await expect(card).toContainText('4 personnes');
  await expect(card.getByRole('button', { name: /Confirmer/ })).toBeVisible();
});
