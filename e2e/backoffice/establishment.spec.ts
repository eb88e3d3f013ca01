import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import {
  callFunction,
  frenchLongDate,
  mailsTo,
  nextWeekday,
  parisDatePlus,
  runJob,
  uniqueEmail,
} from '../support/backend';
import { parisInstant, runJobAt, waitForMail } from '../support/beyond';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken, tag } from '../support/staff-api';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, size = PNG.length) => ({
  name,
  mimeType: 'image/png',
  buffer: size === PNG.length ? PNG : Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]),
});

type Day = {
  closed: boolean;
  slots: { time: string; service: string; available: boolean; status: string; remaining: number }[];
};
const availability = (restaurantId: string, date: string) =>
  callFunction<Day>('getAvailability', { restaurantId, date });

/** 'YYYY-MM-DD' in Paris of `at` plus `days` calendar days. */
function parisDayOf(at: Date, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
/** The first date at least `from` days after `at` that falls on `weekday` (0 = Sunday). */
function weekdayFrom(at: Date, weekday: number, from: number): string {
  let days = from;
  while (new Date(`${parisDayOf(at, days)}T12:00:00Z`).getUTCDay() !== weekday) days += 1;
  return parisDayOf(at, days);
}

test.describe('Établissement @phone', () => {
  test('les services d’un jour en plages, copiés vers un autre jour, une fermeture datée : la réservation en ligne suit', async ({
    page,
  }, testInfo) => {
    // The page's clock is fixed at the instant the journey starts, and every date below is computed from it.
    const start = new Date();
    await page.clock.install({ time: start });
    const venue = await createOwnVenue('Horaires', { role: 'admin_full' });
    await signInStaff(page, venue.staffEmail, '/app/establishment');
    await expect(page.getByRole('heading', { name: 'Établissement', level: 1 })).toBeVisible();
    const save = page
      .getByRole('region', { name: 'Enregistrement' })
      .getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();

    // The week at a glance: one line per day, each service a range.
    const monday = page.getByRole('listitem', { name: 'Lundi' });
    await expect(monday).toContainText('Midi 12:00–14:30 toutes les 15 min, 30 couverts par créneau');
    await expect(monday).toContainText('Soir 19:00–22:30 toutes les 15 min, 30 couverts par créneau');
    await checkScreen(page, testInfo, 'etablissement-horaires');

    await monday.getByRole('button', { name: 'Modifier Midi 12:00 le lundi' }).click();
    const edit = monday.getByRole('form', { name: 'Modifier Midi le lundi' });
    await edit.getByLabel('Fin le lundi').fill('11:00');
    await edit.getByRole('button', { name: 'Valider le lundi' }).click();
    await expect(edit.getByRole('alert')).toHaveText("L'heure de fin doit être après l'heure de début");
    await edit.getByLabel('Fin le lundi').fill('13:00');
    await edit.getByLabel('Toutes les le lundi').selectOption('30');
    await edit.getByLabel('Couverts par créneau le lundi').fill('12');
    await edit.getByRole('button', { name: 'Valider le lundi' }).click();
    const lunch = 'Midi 12:00–13:00 toutes les 30 min, 12 couverts par créneau';
    await expect(monday).toContainText(lunch);
    await expect(save).toBeEnabled();

    await monday.getByRole('button', { name: 'Copier vers… (depuis le lundi)' }).click();
    const copy = page.getByRole('dialog', { name: 'Copier le lundi vers…' });
    await copy.getByRole('button', { name: 'Copier' }).click();
    await expect(copy.getByText('Sélectionnez au moins un jour')).toBeVisible();
    await copy.getByRole('checkbox', { name: 'Mardi' }).check();
    await copy.getByRole('button', { name: 'Copier' }).click();
    await expect(page.getByRole('listitem', { name: 'Mardi' })).toContainText(lunch);
    await expect(page.getByRole('listitem', { name: 'Mercredi' })).not.toContainText(lunch);

    // A closure on a Wednesday at least 3 days ahead, with its reason.
    const closed = weekdayFrom(start, 3, 3);
    await page.getByRole('button', { name: 'Ajouter une exception' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle exception' });
    await form.getByLabel('Du', { exact: true }).fill(closed);
    await form.getByLabel('Au (inclus)').fill(closed);
    await form.getByRole('textbox', { name: 'Motif' }).fill('Inventaire');
    await form.getByRole('button', { name: 'Ajouter l’exception' }).click();
    const closure = page.getByRole('list', { name: 'Exceptions à venir' }).getByRole('listitem');
    await expect(closure).toHaveCount(1);
    await expect(closure).toContainText(`Fermé le ${frenchLongDate(closed)}`);
    await expect(closure).toContainText('Inventaire');
    await checkScreen(page, testInfo, 'etablissement-exceptions');

    await save.click();
    await expect(toast(page, '✅ Établissement enregistré')).toBeVisible();
    await expect(save).toBeDisabled();

    // What diners are offered follows: Monday and Tuesday's lunch, Wednesday's closure, Thursday untouched.
    for (const date of [weekdayFrom(start, 1, 2), weekdayFrom(start, 2, 2)]) {
      const day = await availability(venue.id, date);
      const offered = day.slots.filter((s) => s.service === 'lunch').map((s) => [s.time, s.remaining]);
      expect(offered, date).toEqual([
        ['12:00', 12],
        ['12:30', 12],
        ['13:00', 12],
      ]);
    }
    const wednesday = await availability(venue.id, closed);
    expect(wednesday.slots.some((s) => s.available)).toBe(false);
    expect(wednesday.closed).toBe(true);
    const thursday = await availability(venue.id, weekdayFrom(start, 4, 2));
    expect(thursday.slots.filter((s) => s.service === 'lunch')).toHaveLength(11);

    await page.goto(`${appUrls.portal}/reservation/${venue.slug}`);
    await page.getByLabel('Autre date').fill(closed);
    await page.getByRole('button', { name: 'Voir les créneaux' }).click();
    await expect(page.getByText('Restaurant fermé ce jour-là')).toBeVisible();

    await page.goto(`${appUrls.backoffice}/app/establishment`);
    await expect(page.getByRole('listitem', { name: 'Mardi' })).toContainText(lunch);
    await expect(page.getByRole('list', { name: 'Exceptions à venir' })).toContainText('Inventaire');
  });

  test('un dimanche fermé, le délai de 72 h : la réservation en ligne suit', async ({ page }) => {
    const venue = await createOwnVenue('Délai', { role: 'admin_full' });
    await signInStaff(page, venue.staffEmail, '/app/establishment');
    const save = page
      .getByRole('region', { name: 'Enregistrement' })
      .getByRole('button', { name: 'Enregistrer' });
    const sunday = page.getByRole('listitem', { name: 'Dimanche' });
    await sunday.locator('label').filter({ hasText: 'Fermé' }).click();
    await expect(sunday.getByRole('switch', { name: /Fermé le dimanche/ })).toBeChecked();
    await expect(sunday.getByText('Fermé toute la journée')).toBeVisible();

    const delay = page.getByRole('textbox', { name: 'Délai de réservation' });
    await delay.fill('80');
    await save.click();
    await expect(
      page.getByText('Le délai de réservation doit être compris entre 0 et 72 heures').first(),
    ).toBeVisible();
    await delay.fill('72');

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Modifier le plan de salle' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Rester sur la page' }).click();

    await save.click();
    await expect(toast(page, '✅ Établissement enregistré')).toBeVisible();
    await expect(save).toBeDisabled();

    expect((await availability(venue.id, nextWeekday(0, 4))).closed).toBe(true);
    // 72 hours ahead: nothing bookable tomorrow any more.
    const tomorrow = await availability(venue.id, parisDatePlus(1));
    expect(tomorrow.slots.some((s) => s.available)).toBe(false);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Délai de réservation' })).toHaveValue('72');
  });

  test('le rappel 2 h avant, la position et les autres restaurants proposés : enregistrés et suivis', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Rappel 2 h', { role: 'admin_full', times: ['20:00'] });
    await signInStaff(page, venue.staffEmail, '/app/establishment');
    const save = page
      .getByRole('region', { name: 'Enregistrement' })
      .getByRole('button', { name: 'Enregistrer' });
    const reminder = page.getByRole('button', { name: /Rappel par e-mail avant la réservation/ });
    await expect(reminder).toContainText('24 heures avant');
    await reminder.click();
    await page.getByRole('option', { name: '2 heures avant' }).click();
    await expect(reminder).toContainText('2 heures avant');
    const sisters = page.getByLabel('Proposer nos autres restaurants quand un créneau est complet');
    await expect(sisters).toBeChecked();
    await sisters.uncheck();
    const position = page.getByLabel('Position GPS (latitude, longitude)');
    await position.fill('quarante-huit');
    await save.click();
    await expect(page.getByText('Position invalide : exemple 48.8708, 2.3316').first()).toBeVisible();
    await position.fill('48,8566 ; 2,3522');
    await save.click();
    await expect(toast(page, '✅ Établissement enregistré')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: /Rappel par e-mail avant la réservation/ })).toContainText(
      '2 heures avant',
    );
    await expect(
      page.getByLabel('Proposer nos autres restaurants quand un créneau est complet'),
    ).not.toBeChecked();
    await expect(page.getByLabel('Position GPS (latitude, longitude)')).toHaveValue(/^48[.,]8566/);

    // The reminder now leaves 2 hours before, not 24.
    const date = parisDatePlus(94);
    const email = uniqueEmail('rappel2h');
    await bookAtVenue(venue, await idToken(venue.staffEmail), {
      lastName: `Deuxh${tag()}`,
      email,
      date,
      time: '20:00',
    });
    const start = parisInstant(date, '20:00');
    await runJobAt('sendBookingReminders', new Date(start.getTime() - 3 * 3_600_000));
    await runJob('processMailOutbox');
    expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('Rappel'))).toHaveLength(0);
    await runJobAt('sendBookingReminders', new Date(start.getTime() - 110 * 60_000));
    await waitForMail(email, /^Rappel/);
  });

  test('le logo et les images : envoyés, un fichier de 6 Mo et une septième image refusés', async ({
    page,
  }) => {
    const venue = await createOwnVenue('Images', { role: 'admin_full' });
    await signInStaff(page, venue.staffEmail, '/app/establishment');
    const images = page.getByRole('region', { name: 'Logo et images' });

    await images.getByLabel('Ajouter un logo').setInputFiles(png('logo.png'));
    await expect(toast(page, 'Logo enregistré')).toBeVisible();
    const logo = images.getByRole('img', { name: `Logo de ${venue.name}` });
    await expect(logo).toBeVisible();
    // The diners' chooser shows it beside the restaurant's name.
    const src = (await logo.getAttribute('src')) ?? '';
    const chooser = await page.context().newPage();
    await chooser.goto(`${appUrls.portal}/reservation`);
    await expect(chooser.locator(`img[src="${src}"]`)).toHaveCount(1);
    await chooser.close();

    await images.getByLabel(/Ajouter des images/).setInputFiles(png('salle-immense.png', 6 * 1024 * 1024));
    await expect(images.getByRole('alert')).toHaveText('salle-immense.png est trop volumineux (max 5MB)');

    await images
      .getByLabel(/Ajouter des images/)
      .setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => png(`salle-${n}.png`)));
    await expect(
      images.getByRole('list', { name: "Images de l'établissement" }).getByRole('img'),
    ).toHaveCount(6);
    await images.getByLabel(/Ajouter des images/).setInputFiles(png('salle-7.png'));
    await expect(images.getByRole('alert')).toHaveText('Maximum 6 images');

    // Removing one waits for the save, then holds after a reload.
    await images.getByRole('button', { name: 'Retirer la photo 6' }).click();
    await page
      .getByRole('region', { name: 'Enregistrement' })
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await expect(toast(page, '✅ Établissement enregistré')).toBeVisible();
    await page.reload();
    await expect(
      images.getByRole('list', { name: "Images de l'établissement" }).getByRole('img'),
    ).toHaveCount(5);
  });
});
