import { expect, test } from '@playwright/test';
import { HOST, parisDatePlus } from '../support/backend';
import { parisInstant, runJobAt } from '../support/beyond';
import { bookAtVenue, createOwnVenue } from '../support/own-venue';
import { signInStaff, toast } from '../support/staff';
import { idToken, tag } from '../support/staff-api';
import { goToDate, openReservations, row } from './day-screen';

/**
 * SMS (issue 50), at the staff's laptop: the venue turns the SMS reminder on in « Établissement » → « Messages »;
 * the reminder reaches the SMS sink; the guest answers « 1 » in the sink's page and the day list marks the
 * booking « Venue confirmée par SMS ». (« STOP » stopping a campaign's SMS: sms/campaign-sms.int.test.ts.)
 */
test('le rappel par SMS, la réponse « 1 » dans la boîte de test, la venue confirmée sur la liste du jour', async ({
  page,
}) => {
  const venue = await createOwnVenue('SMS', { role: 'admin_full' });
  await signInStaff(page, venue.staffEmail, '/app/establishment');
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  const reminder = messages.getByRole('switch', { name: 'Rappel avant la venue par SMS' });
  await expect(messages.getByTestId('sms-count-reminder')).toHaveText('2 SMS');
  await messages.getByText('Rappel avant la venue par SMS', { exact: true }).click();
  await expect(reminder).toBeChecked();
  await messages.getByRole('button', { name: 'Enregistrer les messages' }).click();
  await expect(toast(page, 'Messages enregistrés')).toBeVisible();

  const lastName = `Texto${tag()}`;
  const digits = String(Date.now()).slice(-8);
  const phone = `06 ${digits.replace(/(\d\d)(?=\d)/g, '$1 ')}`;
  const date = parisDatePlus(1);
  await bookAtVenue(venue, await idToken(venue.staffEmail), { lastName, phone, date, time: '20:00' });
  await runJobAt('sendBookingReminders', new Date(parisInstant(date, '20:00').getTime() - 2 * 3_600_000));

  const sink = await page.context().newPage();
  await sink.goto(`${HOST}/sms?token=${encodeURIComponent(process.env.LOCAL_HOST_TOKEN ?? '')}`);
  const conversation = sink.locator('section').filter({ has: sink.getByRole('heading', { name: phone }) });
  for (let i = 0; i < 10 && !(await conversation.isVisible()); i += 1) await sink.reload();
  await expect(conversation.getByText(/Répondez 1 pour confirmer/)).toBeVisible();
  await conversation.getByLabel('Répondre comme le client').fill('1');
  await conversation.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation.getByText('webhook 200')).toBeVisible();
  await sink.close();

  await openReservations(page);
  await goToDate(page, date);
  await expect(row(page, lastName).getByLabel('Venue confirmée par le client par SMS')).toBeVisible({
    timeout: 15_000,
  });
});
