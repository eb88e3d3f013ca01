import { expect, test } from '@playwright/test';
import { createKioskVenue, openPairedKiosk, uniquePhone, type KioskVenue } from '../support/kiosk';
import { bookAtVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';

/**
 * « J'ai réservé » (issue 54): a guest checks in on the kiosk, and the host's day screen, open beside it, shows
 * « Arrivé » with the time within 2 s; before leaving, one of the five faces, then « Merci ». Once, upright (the
 * landscape kiosk runs the same screens).
 */
let venue: KioskVenue;
test.beforeAll(async () => {
  venue = await createKioskVenue('Arrivée');
});

/** The quarter of an hour nearest to now, as a Paris date and time: a booking « of the moment » whatever the hour. */
function nearestQuarter(): { date: string; time: string } {
  const quarter = 15 * 60_000;
  const at = new Date(Math.round(Date.now() / quarter) * quarter);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

test('un client se signale à la tablette et la liste du jour montre « Arrivé » aussitôt', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'kiosk-portrait', 'one kiosk size is enough for this journey');
  const phone = uniquePhone();
  const slot = nearestQuarter();
  await bookAtVenue(venue, await idToken(venue.staffEmail), {
    firstName: 'Inès',
    lastName: 'Arrivant',
    phone,
    date: slot.date,
    time: slot.time,
  });

  const staff = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
  const day = await staff.newPage();
  await signInStaff(day, venue.staffEmail, `/app/reservations?date=${slot.date}`);
  const row = day.getByTestId('reservation-row').filter({ hasText: 'Arrivant' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText(/^Arrivé/)).toHaveCount(0);

  await openPairedKiosk(page, venue);
  await page.getByRole('button', { name: "J'AI RÉSERVÉ" }).click();
  const dialog = page.getByRole('dialog', { name: "J'ai réservé" });
  await dialog.getByLabel('Nom').fill('arrivant');
  await dialog.getByLabel('4 derniers chiffres du téléphone').fill(phone.slice(-4));
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  await expect(dialog.getByText(/^Bonjour Inès, votre table de \d\dh\d\d$/)).toBeVisible();
  await expect(dialog.getByText('Arrivant')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Je suis arrivé' }).click();
  await expect(dialog.getByText("Bienvenue Inès ! L'équipe est prévenue de votre arrivée.")).toBeVisible();

  await expect(row.getByText(/^Arrivé \d\d:\d\d$/)).toBeVisible({ timeout: 2_000 });
  await staff.close();

  // Before leaving: the guest looks the booking up again and taps one face, then « Merci ».
  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await page.getByRole('button', { name: "J'AI RÉSERVÉ" }).click();
  await dialog.getByLabel('Nom').fill('arrivant');
  await dialog.getByLabel('4 derniers chiffres du téléphone').fill(phone.slice(-4));
  await dialog.getByRole('button', { name: 'Rechercher' }).click();
  const faces = dialog.getByRole('group', { name: "Comment s'est passé votre repas ?" });
  await expect(faces.getByRole('button')).toHaveCount(5);
  await faces.getByRole('button', { name: 'Excellent' }).click();
  await expect(dialog.getByText('Merci', { exact: true })).toBeVisible();
  await expect(faces).toHaveCount(0);
});
