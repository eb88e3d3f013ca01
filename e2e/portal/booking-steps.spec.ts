import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { frenchLongDate, parisDatePlus, uniqueEmail } from '../support/backend';
import { createOwnVenue } from '../support/own-venue';
import { fillDetails, journeyDay, openBookingOn, VENUES } from './portal-support';

// Issue 16, the diner's side: each step in the address, phone numbers checked, closed days said, the next
// availability offered when a day has nothing left.

const { bureau, zinc, port } = VENUES;

/** The first Sunday after today, 1 to 7 days ahead (Le Petit Zinc and La Table du Port close on Sundays). */
function nextSunday(): { date: string; offset: number } {
  for (let offset = 1; offset <= 7; offset += 1) {
    const date = parisDatePlus(offset);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) return { date, offset };
  }
  throw new Error('pas de dimanche dans la semaine');
}

test('chaque étape est dans l’adresse : Retour revient d’une étape, un rechargement garde les choix ; « 12 » n’est pas un téléphone', async ({
  page,
}, testInfo) => {
  const date = journeyDay(testInfo, 9);
  await openBookingOn(page, bureau.slug, date);
  await expect(page).toHaveURL(new RegExp(`date=${date}.*etape=heure`));

  await page.getByRole('button', { name: '19:30', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toBeVisible();
  await expect(page).toHaveURL(/heure=19%3A30|heure=19:30/);
  await expect(page).toHaveURL(/etape=convives/);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  await expect(page).toHaveURL(/etape=coordonnees/);

  // Back steps back, with the choice still made.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'À quelle heure ?' })).toBeVisible();
  await expect(page.getByRole('button', { name: '19:30', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();

  // A phone number must be one: « 12 » is refused on its field, nothing is sent.
  const email = uniqueEmail('etapes');
  await fillDetails(page, { firstName: 'Léon', lastName: 'Étapes', email, phone: '12' });
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  const phone = page.getByLabel('Téléphone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Numéro de téléphone invalide')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();

  // A reload keeps the step, the choices and what was typed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  // The request awaits the restaurant's answer, and says so.
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(
    page.getByText('Votre demande est en attente de confirmation par le restaurant.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/etape=confirmation/);
});

test('un jour de fermeture est marqué dans les jours ; un jour sans table propose la prochaine disponibilité', async ({
  page,
}) => {
  const sunday = nextSunday();
  await page.goto(`${appUrls.portal}/reservation/${zinc.slug}`);
  const chips = page.getByRole('list', { name: 'Les 7 prochains jours' }).getByRole('button');
  const closed = chips.nth(sunday.offset);
  // Named as it reads (label in name): the date without its year, then « Fermé ».
  await expect(closed).toHaveAccessibleName(`${frenchLongDate(sunday.date).replace(/ \d{4}$/, '')} — Fermé`);
  await expect(closed).toBeDisabled();
  await expect(closed).toContainText('Fermé');

  // Typed by hand, the closed day offers the next day with tables, one tap away.
  await page.goto(`${appUrls.portal}/reservation/${port.slug}?date=${sunday.date}&etape=heure`);
  const next = page.getByTestId('next-availability');
  await expect(next.getByRole('heading', { name: /^Prochaine disponibilité : / })).toBeVisible();
  const firstTime = next.getByRole('button').first();
  const name = (await firstTime.getAttribute('aria-label')) ?? (await firstTime.innerText());
  const time = name.slice(0, 5);
  await firstTime.click();
  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`heure=${time.replace(':', '(%3A|:)')}`));
  await expect(page).not.toHaveURL(new RegExp(`date=${sunday.date}`));
});

test('le soir, un jour dont les créneaux sont passés ne dit pas « Complet » et propose la prochaine disponibilité', async ({
  page,
}) => {
  // Open at 00:15 only: today's slot has always started or is inside the 2-hour booking delay, whatever the
  // hour the journey runs (as every slot of today is, late in the evening); tomorrow's is free unless the
  // journey runs after 22:15, then the day after's.
  const venue = await createOwnVenue('Minuit', { times: ['00:15'] });
  await page.goto(`${appUrls.portal}/reservation/${venue.slug}?date=${parisDatePlus(0)}&etape=heure`);
  await expect(page.getByText('Plus aucune table disponible en ligne ce jour-là.')).toBeVisible();
  await expect(page.getByText('Complet')).toHaveCount(0);

  const next = page.getByTestId('next-availability');
  const offered = [parisDatePlus(1), parisDatePlus(2)].map((date) => frenchLongDate(date));
  await expect(next.getByRole('heading', { name: /^Prochaine disponibilité : / })).toHaveText(
    new RegExp(`(${offered.join('|')})`, 'i'),
  );
  await next.getByRole('button', { name: /^00:15, / }).click();
  await expect(page.getByRole('heading', { name: 'Combien de personnes ?' })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`date=${parisDatePlus(0)}`));
});
