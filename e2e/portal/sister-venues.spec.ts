import { expect, test } from '@playwright/test';
import { checkScreen } from '../support/layout-check';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import { createSmallVenue } from '../support/beyond';
import { bookAtVenue } from '../support/own-venue';
import { STAFF } from '../support/staff';
import { idToken, staffToken, tag } from '../support/staff-api';
import { fillDetails, openBookingOn } from './portal-support';

// Issue 24: on a full slot, the group's other venues that have room. Two venues of their own, 300 m apart, at a
// spot of their own (no demo venue nearby), on a day the other booking journeys leave alone (87); a third one
// 400 km away is never offered (issue 48, defect 19).
const DAY = 87;

test('un créneau complet propose le restaurant voisin du groupe, où l’on réserve sans retaper ses coordonnées', async ({
  page,
}, testInfo) => {
  const spot = { latitude: 44 + Math.random(), longitude: Math.random() };
  const full = await createSmallVenue('Complet', {
    covers: 2,
    location: spot,
    times: ['19:30', '20:00', '20:30'],
  });
  const sister = await createSmallVenue('Voisin', {
    covers: 6,
    location: { latitude: spot.latitude + 0.0027, longitude: spot.longitude },
  });
  // A venue of the group 400 km away, with room: never offered instead (issue 48, defect 19).
  const far = await createSmallVenue('Lointain', {
    covers: 6,
    location: { latitude: spot.latitude + 3.6, longitude: spot.longitude },
  });
  const date = parisDatePlus(DAY);
  const diner = { firstName: 'Chloé', lastName: `Voisine${tag()}`, email: uniqueEmail('voisin') };

  // The diner chooses 20:00 and types her details while the slot still has room...
  await openBookingOn(page, full.slug, date);
  await page.getByRole('button', { name: '20:00', exact: true }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(page, diner);
  // ...and the venue's staff fill it meanwhile.
  await bookAtVenue(full, await idToken(full.staffEmail), {
    lastName: `Salle${tag()}`,
    date,
    time: '20:00',
    partySize: 2,
  });
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();

  // Back on the slots, the full slot offers the venue's own free times first, then the sister venue nearby
  // with its distance in words, never the one 400 km away (issue 48, defect 19).
  const panel = page.getByRole('region', { name: '20:00 est complet' });
  await expect(panel).toBeVisible();
  const here = panel.getByRole('region', { name: 'Autres horaires disponibles ici' });
  await expect(here.getByRole('button', { name: /^Réserver à (19:30|20:30)$/ }).first()).toBeVisible();
  await expect(panel.getByText(`${sister.name}, Paris — 20:00 disponible`)).toBeVisible();
  await expect(panel.getByText('à 300 m')).toBeVisible();
  const hereBox = await here.boundingBox();
  const othersBox = await panel.getByRole('heading', { name: 'Nos autres restaurants' }).boundingBox();
  expect(hereBox && othersBox && hereBox.y < othersBox.y).toBe(true);
  await expect(panel.getByText(far.name)).toHaveCount(0);
  await checkScreen(page, testInfo, 'creneau-complet-autres-restaurants');
  await panel.getByRole('button', { name: `Réserver chez ${sister.name} à 20:00` }).click();

  // The sister venue's form opens on the same evening, her details already typed.
  await expect(page).toHaveURL(new RegExp(`/reservation/${sister.slug}\\?`));
  await expect(page.getByLabel('E-mail')).toHaveValue(diner.email);
  await expect(page.getByLabel('Prénom')).toHaveValue(diner.firstName);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(page.getByText(sister.name).first()).toBeVisible();

  // The venue can turn the suggestions off.
  await callFunction(
    'saveRestaurantSettings',
    { restaurantId: full.id, settings: { suggestSisterVenues: false } },
    await staffToken(STAFF.master),
  );
  const { venues } = await callFunction<{ venues: unknown[] }>('findSisterVenues', {
    restaurantId: full.id,
    date,
    time: '20:00',
    partySize: 2,
  });
  expect(venues).toEqual([]);
});
