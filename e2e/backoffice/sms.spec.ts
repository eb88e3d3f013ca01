import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction, HOST, parisDatePlus, uniqueEmail } from '../support/backend';
import { parisInstant, runJobAt } from '../support/beyond';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken, tag } from '../support/staff-api';
import { goToDate, openReservations, row } from './day-screen';

/**
 * SMS (issue 50), at the staff's laptop: the venue turns the SMS confirmation and reminder on in « Établissement »
 * → « Messages »; a booking's confirmation and then its reminder reach the SMS sink; the guest answers « 1 » in the
 * sink's page and the day list marks the booking « Venue confirmée par SMS ». Then that guest answers « STOP »,
 * and the venue's SMS campaign to its two consenting guests reaches the other one only.
 */
const spaced = (digits: string) => digits.replace(/(\d\d)(?=\d)/g, '$1 ');

/** The sink's conversation with `phone`, reloaded until `text` shows in it (the outbox drains on its own). */
async function conversationShowing(sink: Page, phone: string, text: RegExp) {
  const conversation = sink.locator('section').filter({ has: sink.getByRole('heading', { name: phone }) });
  await expect(async () => {
    await sink.reload();
    await expect(conversation.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return conversation;
}

async function answer(sink: Page, phone: string, text: string) {
  const conversation = sink.locator('section').filter({ has: sink.getByRole('heading', { name: phone }) });
  await conversation.getByLabel('Répondre comme le client').fill(text);
  await conversation.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    sink
      .locator('section')
      .filter({ has: sink.getByRole('heading', { name: phone }) })
      .getByText('webhook 200')
      .last(),
  ).toBeVisible();
}

test('la confirmation et le rappel par SMS, la réponse « 1 » sur la liste du jour, puis « STOP » arrête la campagne SMS', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const venue = await createOwnVenue('SMS', { role: 'admin_full' });
  const staff = await idToken(venue.staffEmail);
  await signInStaff(page, venue.staffEmail, '/app/establishment');
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  await expect(messages.getByTestId('sms-count-reminder')).toHaveText('2 SMS');
  for (const label of ['Confirmation de la réservation par SMS', 'Rappel avant la venue par SMS']) {
    await messages.getByText(label, { exact: true }).click();
    await expect(messages.getByRole('switch', { name: label })).toBeChecked();
  }
  await messages.getByRole('button', { name: 'Enregistrer les messages' }).click();
  await expect(toast(page, 'Messages enregistrés')).toBeVisible();

  const digits = String(Date.now()).slice(-8);
  const guest = { lastName: `Texto${tag()}`, email: uniqueEmail('sms'), phone: `06 ${spaced(digits)}` };
  const otherDigits = String((Number(digits) + 1) % 100_000_000).padStart(8, '0');
  const other = { lastName: `Autre${tag()}`, email: uniqueEmail('sms'), phone: `06 ${spaced(otherDigits)}` };
  // Three days ahead: booked before its reminder window opens (24 h before), whatever the hour the journey runs
  // (a booking made inside the window gets its confirmation only, no reminder).
  const date = parisDatePlus(3);
  await bookAtVenue(venue, staff, { ...guest, date, time: '20:00' });
  await bookAtVenue(venue, staff, { ...other, date: parisDatePlus(4), time: '19:30' });

  const sink = await page.context().newPage();
  await sink.goto(`${HOST}/sms?token=${encodeURIComponent(process.env.LOCAL_HOST_TOKEN ?? '')}`);
  await conversationShowing(sink, guest.phone, /est confirmée/);
  await runJobAt('sendBookingReminders', new Date(parisInstant(date, '20:00').getTime() - 2 * 3_600_000));
  await conversationShowing(sink, guest.phone, /Répondez 1 pour confirmer/);
  await answer(sink, guest.phone, '1');

  await openReservations(page);
  await goToDate(page, date);
  await expect(row(page, guest.lastName).getByLabel('Venue confirmée par le client par SMS')).toBeVisible({
    timeout: 15_000,
  });

  // Both guests told the team they want the venue's SMS offers (recorded with its proof); the first says STOP.
  for (const person of [guest, other]) {
    await callFunction(
      'updateCustomer',
      {
        customerId: person.email,
        restaurantId: venue.id,
        email: person.email,
        name: `Camille ${person.lastName}`,
        phone: person.phone,
        smsMarketingConsent: true,
      },
      staff,
    );
  }
  await answer(sink, guest.phone, 'STOP');

  await page.goto(`${appUrls.backoffice}/app/settings`);
  await page.getByRole('tab', { name: 'Campagnes' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle campagne' });
  await form.getByRole('radiogroup', { name: 'Canal' }).getByText('SMS', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(form.getByText(/2 destinataire\(s\) ayant accepté les SMS/)).toBeVisible();
  await form.getByRole('textbox', { name: /Nom de la campagne/ }).fill('Soirée jazz');
  await form.getByRole('textbox', { name: 'Message' }).fill('Soirée jazz vendredi, -10 % sur la carte');
  await form.getByRole('button', { name: 'Envoyer la campagne' }).click();
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/sendCampaign') && r.request().method() === 'POST',
  );
  await page
    .getByRole('alertdialog', { name: 'Envoyer à 2 clients ?' })
    .getByRole('button', { name: 'Envoyer à 2 clients' })
    .click();
  const { result } = (await (await sent).json()) as { result: { leavesAt: string } };
  await expect(toast(page, 'Campagne SMS en file pour 2 clients')).toBeVisible();
  // Marketing SMS wait for 08:00–20:00 on a working day: the worker runs at the hour they may leave.
  await runJobAt('processSmsOutbox', new Date(result.leavesAt));

  await sink.reload();
  await conversationShowing(sink, other.phone, /Soirée jazz vendredi, -10 % sur la carte/);
  const stopped = sink.locator('section').filter({ has: sink.getByRole('heading', { name: guest.phone }) });
  await expect(stopped.getByText(/Soirée jazz/)).toHaveCount(0);
  await expect(stopped.getByText('STOP', { exact: true })).toBeVisible();
});
