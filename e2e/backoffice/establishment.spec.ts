import { expect, test } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, mailsTo, nextWeekday, parisDatePlus, runJob, uniqueEmail } from '../support/backend';
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

type Day = { closed: boolean; slots: { time: string; available: boolean; status: string }[] };
const availability = (restaurantId: string, date: string) =>
  callFunction<Day>('getAvailability', { restaurantId, date });

test.describe('Établissement @phone', () => {
  test('les créneaux d’un jour, le dimanche fermé, le lundi dupliqué, le délai de 72 h : la réservation en ligne suit', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Horaires', { role: 'admin_full' });
    await signInStaff(page, venue.staffEmail, '/app/establishment');
    await expect(page.getByRole('heading', { name: 'Établissement', level: 1 })).toBeVisible();
    const save = page
      .getByRole('region', { name: 'Enregistrement' })
      .getByRole('button', { name: 'Enregistrer' });
    await expect(save).toBeDisabled();
    await checkScreen(page, testInfo, 'etablissement');

    const monday = page.getByRole('article', { name: 'Lundi' });
    await monday.getByRole('button', { name: 'Ajouter un créneau le lundi' }).click();
    await expect(monday.getByRole('alert')).toHaveText('Veuillez sélectionner une heure');
    await monday.getByLabel('Nouveau créneau le lundi').fill('12:00');
    await monday.getByRole('button', { name: 'Ajouter un créneau le lundi' }).click();
    await expect(monday.getByRole('alert')).toHaveText('Ce créneau existe déjà');
    await monday.getByLabel('Nouveau créneau le lundi').fill('11:30');
    await monday.getByRole('button', { name: 'Ajouter un créneau le lundi' }).click();
    await expect(monday.getByRole('checkbox', { name: '11:30 ouvert le lundi' })).toBeChecked();
    await monday.getByRole('checkbox', { name: '12:00 ouvert le lundi' }).uncheck();
    await expect(save).toBeEnabled();

    await monday.getByRole('button', { name: 'Dupliquer le lundi' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Dupliquer le lundi vers…' });
    await duplicate.getByRole('button', { name: 'Dupliquer' }).click();
    await expect(duplicate.getByText('Sélectionnez au moins un jour')).toBeVisible();
    for (const day of ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'])
      await duplicate.getByRole('checkbox', { name: day }).check();
    await duplicate.getByRole('button', { name: 'Dupliquer' }).click();
    await expect(
      page
        .getByRole('article', { name: 'Vendredi' })
        .getByRole('checkbox', { name: '11:30 ouvert le vendredi' }),
    ).toBeChecked();
    const sunday = page.getByRole('article', { name: 'Dimanche' });
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

    const mondayDate = nextWeekday(1, 4);
    const offered = await availability(venue.id, mondayDate);
    expect(offered.slots.find((s) => s.time === '11:30')?.available).toBe(true);
    expect(offered.slots.find((s) => s.time === '12:00')?.available ?? false).toBe(false);
    expect((await availability(venue.id, nextWeekday(0, 4))).closed).toBe(true);
    // 72 hours ahead: nothing bookable tomorrow any more.
    const tomorrow = await availability(venue.id, parisDatePlus(1));
    expect(tomorrow.slots.some((s) => s.available)).toBe(false);

    await page.reload();
    await expect(
      page.getByRole('article', { name: 'Lundi' }).getByRole('checkbox', { name: '11:30 ouvert le lundi' }),
    ).toBeChecked();
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
