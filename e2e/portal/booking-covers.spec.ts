import { expect, test } from '@playwright/test';
import { callFunction, uniqueEmail } from '../support/backend';
import { bookAsAnotherDiner, fillDetails, journeyDay, openBookingOn, VENUES } from './portal-support';

// Issue 7, point 3 ("forgiving"): a slot with a few covers left does not let the diner choose a party the server
// would refuse; the party step says how many places are left and the diner books within them.

const { port } = VENUES;

async function remainingAt(date: string, time: string): Promise<number> {
  const day = await callFunction<{ slots: { time: string; remaining: number }[] }>('getAvailability', {
    restaurantId: port.id,
    date,
  });
  return day.slots.find((slot) => slot.time === time)?.remaining ?? 0;
}

test('un créneau presque plein limite les convives aux places restantes', async ({ page }, testInfo) => {
  // A day of its own, another one for a retry (the first attempt may have taken the last covers).
  const date = journeyDay(testInfo, testInfo.retry + testInfo.repeatEachIndex > 0 ? 7 : 6);
  const time = '20:30';
  // Others leave exactly 3 covers at 20:30.
  for (let left = await remainingAt(date, time); left > 3; left = await remainingAt(date, time)) {
    await bookAsAnotherDiner(port.id, date, time, Math.min(left - 3, 12));
  }

  await openBookingOn(page, port.slug, date);
  await page.getByRole('button', { name: time, exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Il ne reste que 3 places à 20:30. Pour un groupe plus grand, choisissez un autre créneau.',
  );
  const picks = page.getByRole('group', { name: 'Choix rapide' }).getByRole('button');
  await expect(picks).toHaveText(['2']);
  const size = page.getByLabel('Nombre de personnes');
  await size.fill('6');
  await expect(size).toHaveValue('3');
  await expect(page.getByRole('button', { name: 'Une personne de plus' })).toBeDisabled();
  // The restaurant's own maximum still frames the advice to phone.
  await expect(page.getByText(/En ligne jusqu'à 12 personnes/)).toBeVisible();

  // Another slot of the evening offers the full online maximum again.
  await page.getByRole('button', { name: "Changer l'heure" }).click();
  await page.getByRole('button', { name: '19:00', exact: true }).click();
  await expect(page.getByText('Il ne reste que', { exact: false })).toHaveCount(0);
  await expect(picks).toHaveText(['2', '4', '6', '8']);
  await page.getByRole('button', { name: "Changer l'heure" }).click();

  await page.getByRole('button', { name: time, exact: true }).click();
  await expect(size).toHaveValue('3'); // the size chosen before is kept
  await picks.first().click();
  await expect(size).toHaveValue('2');
  await page.getByRole('button', { name: 'Une personne de plus' }).click();
  await expect(size).toHaveValue('3');
  await expect(page.getByRole('button', { name: 'Une personne de plus' })).toBeDisabled();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByLabel('Récapitulatif')).toContainText('3 personnes');
  await fillDetails(page, { firstName: 'Inès', lastName: 'Trois', email: uniqueEmail('trois') });
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(await remainingAt(date, time)).toBe(0);
});
