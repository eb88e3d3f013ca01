import { expect, test } from '@playwright/test';
import { callFunction } from '../support/backend';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, DUE_TIME, setVenueStatus, type OwnVenue } from '../support/own-venue';
import { signInStaff } from '../support/staff';
import { idToken } from '../support/staff-api';
import { toast } from './shell-support';

/** « Avis Clients » on a venue of the journey's own, so that its figures are the journey's alone. */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** A completed visit of `lastName`, reviewed by the diner through the review page's callable. */
async function reviewedVisit(
  venue: OwnVenue,
  staff: string,
  lastName: string,
  rating: number,
  comment: string,
) {
  const reservationId = await bookAtVenue(venue, staff, {
    firstName: 'Avis',
    lastName,
    date: parisToday(),
    time: DUE_TIME,
    partySize: 3,
    specialRequests: 'Table au calme',
  });
  await setVenueStatus(staff, reservationId, 'SEATED');
  await setVenueStatus(staff, reservationId, 'COMPLETED');
  await callFunction('submitReview', { restaurantId: venue.id, reservationId, rating, comment });
  return reservationId;
}

test.describe('Avis Clients @phone', () => {
  test('les statistiques, les onglets, la recherche, la réponse du restaurant et le détail de la réservation', async ({
    page,
  }, testInfo) => {
    const venue = await createOwnVenue('Avis');
    const staff = await idToken(venue.staffEmail);
    await reviewedVisit(venue, staff, 'Lumineux', 5, 'Accueil parfait et plats délicieux.');
    await reviewedVisit(venue, staff, 'Moyen', 3, 'Correct sans plus, un peu bruyant.');
    const bad = await reviewedVisit(venue, staff, 'Déçu', 1, 'Attente interminable au dessert.');

    await signInStaff(page, venue.staffEmail, '/app/reviews');
    await expect(page.getByRole('heading', { name: 'Avis Clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Note moyenne 3,0 sur 5' })).toBeVisible();
    await expect(page.getByText('3 avis').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'POSITIFS (1)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'NÉGATIFS (1)' })).toBeVisible();
    await checkScreen(page, testInfo, 'avis-clients');

    await page.getByRole('tab', { name: 'NÉGATIFS (1)' }).click();
    await expect(page.getByRole('heading', { name: /Déçu/, level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Lumineux/, level: 3 })).toHaveCount(0);

    await page.getByRole('tab', { name: 'TOUS (3)' }).click();
    const search = page.getByRole('searchbox', { name: 'Rechercher un avis...' });
    await search.fill('bruyant');
    await expect(page.getByRole('heading', { name: /Moyen/, level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Déçu/, level: 3 })).toHaveCount(0);
    await search.fill('');

    // The restaurant answers the unhappy diner; the answer shows on the card with its date.
    const card = page.getByRole('article').filter({ hasText: 'Attente interminable' });
    await card.getByRole('button', { name: 'Répondre' }).click();
    const dialog = page.getByRole('dialog', { name: /Répondre à l.avis/ });
    await dialog.getByLabel('Votre réponse').fill('Merci, nous revoyons notre service en salle.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Réponse enregistrée')).toBeVisible();
    await expect(card.getByText('Merci, nous revoyons notre service en salle.')).toBeVisible();
    await expect(card.getByText(/Réponse du restaurant · \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Modifier la réponse' })).toBeVisible();
    await expect(page.getByText(/Taux de réponse/).first()).toBeVisible();

    // NEUTRES and SANS RÉPONSE; a review left meanwhile shows live, without « Actualiser ».
    await page.getByRole('tab', { name: 'NEUTRES (1)' }).click();
    await expect(page.getByRole('heading', { name: /Moyen/, level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Lumineux/, level: 3 })).toHaveCount(0);
    await page.getByRole('tab', { name: 'SANS RÉPONSE (2)' }).click();
    await expect(page.getByRole('heading', { name: /Lumineux/, level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Déçu/, level: 3 })).toHaveCount(0);
    await reviewedVisit(venue, staff, 'Tardif', 4, 'Très bon, merci pour l’accueil.');
    await expect(page.getByRole('heading', { name: /Tardif/, level: 3 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'SANS RÉPONSE (3)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'TOUS (4)' })).toBeVisible();
    await page.getByRole('tab', { name: 'TOUS (4)' }).click();

    await card.getByRole('button', { name: 'Voir le détail' }).click();
    const detail = page.getByRole('dialog', { name: 'Détail de la réservation' });
    await expect(detail.getByText('Table au calme')).toBeVisible();
    await detail.getByRole('link', { name: 'Voir la réservation complète' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/reservations/${bad}$`));
  });
});
