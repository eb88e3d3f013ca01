import { expect, test, type Page } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { callFunction } from '../support/backend';
import { registerCustomer, signInWithPassword } from '../support/customer';
import { checkScreen } from '../support/layout-check';
import { bookAtVenue, createOwnVenue, setVenueStatus, type OwnVenue } from '../support/own-venue';
import { idToken } from '../support/staff-api';
import { reviewLinkFrom } from '../support/review-link';
import { pairDevice, visitRequestId } from '../support/tablet';

/** Reviews are made on a venue of the journeys' own, so that its reviews and points belong to them alone. */
let venue: OwnVenue;
let staff: string;
test.beforeAll(async () => {
  // Its manager pairs a tablet (pairing takes the roles that list and revoke tablets).
  venue = await createOwnVenue('Avis', { role: 'admin_full' });
  staff = await idToken(venue.staffEmail);
});

async function leaveReview(page: Page, stars: number, comment: string) {
  await page.getByRole('radio', { name: `${stars} étoile${stars > 1 ? 's' : ''} sur 5` }).click();
  await page.getByLabel(/Votre commentaire/).fill(comment);
  await expect(page.getByText(`${comment.length} / 500`)).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
}

test.describe('review page', () => {
  test('a diner reviews a completed visit from the mail, once @laptop', async ({ page }) => {
    const customer = await registerCustomer('avis');
    const reservationId = await bookAtVenue(venue, staff, {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()),
      time: '00:00',
      partySize: 2,
    });
    await setVenueStatus(staff, reservationId, 'SEATED');
    await setVenueStatus(staff, reservationId, 'COMPLETED');
    const link = await reviewLinkFrom(customer.email, /avis/i);
    expect(link).toContain(`/review/${venue.id}/${reservationId}`);

    await page.clock.install();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: "Comment s'est passée votre visite ?" })).toBeVisible();
    await expect(page.getByText(venue.name).first()).toBeVisible();
    const send = page.getByRole('button', { name: 'Envoyer mon avis' });
    await expect(send).toBeDisabled();
    await expect(page.getByText('Veuillez sélectionner une note')).toBeVisible();
    await page.getByRole('radio', { name: '4 étoiles sur 5' }).click();
    await page.getByLabel(/Votre commentaire/).fill('Bon');
    await expect(send).toBeDisabled();
    await expect(page.getByText('Commentaire trop court (minimum 5 caractères)')).toBeVisible();
    // At most 500 characters.
    await page.getByLabel(/Votre commentaire/).fill('x'.repeat(520));
    await expect(page.getByText('500 / 500')).toBeVisible();
    await leaveReview(page, 4, 'Très bon accueil, plats généreux.');
    await expect(page.getByText('+5 points')).toBeVisible();
    // Not signed in here: the thanks stays with its points, rather than an empty login page 2 s later.
    await page.clock.fastForward('00:05');
    await expect(page).toHaveURL(new RegExp(`/review/${venue.id}/${reservationId}$`));
    await expect(page.getByText('+5 points')).toBeVisible();
    await expect(page.getByText(/Ils sont ajoutés à votre carte de fidélité/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toBeVisible();
    // Through the login page, with the venue: a code asked there comes from it.
    await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toHaveAttribute(
      'href',
      `/client/login?restaurant=${venue.id}`,
    );

    await page.goto(link);
    await expect(page.getByText('Avis laissé - Merci ! +5 points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer mon avis' })).toHaveCount(0);
    await expect(
      callFunction('submitReview', {
        restaurantId: venue.id,
        reservationId,
        rating: 5,
        comment: 'Une seconde fois',
      }),
    ).rejects.toThrow('Vous avez déjà laissé un avis pour cette réservation');
  });

  test('signed in, the thanks confirms the points and goes on to the space', async ({ page }) => {
    const customer = await registerCustomer('avis-connecte');
    const reservationId = await bookAtVenue(venue, staff, {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()),
      time: '00:00',
      partySize: 2,
    });
    await setVenueStatus(staff, reservationId, 'SEATED');
    await setVenueStatus(staff, reservationId, 'COMPLETED');
    const link = await reviewLinkFrom(customer.email, /avis/i);
    await signInWithPassword(page, customer);

    await page.goto(link);
    await leaveReview(page, 5, 'Une soirée parfaite, merci.');
    await expect(page.getByText('+5 points')).toBeVisible();
    await expect(page.getByText('Retour à votre espace dans 2 secondes...')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/espace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Léa 👋' })).toBeVisible();
  });

  test("a visit declared on the tablet is reviewed from its thank-you mail's link", async ({
    page,
  }, testInfo) => {
    const customer = await registerCustomer('visite');
    const device = await pairDevice(venue.id, staff);
    await callFunction(
      'tabletDeclareVisit',
      { email: customer.email, requestId: visitRequestId() },
      device.idToken,
    );
    const link = await reviewLinkFrom(customer.email, /Merci pour votre visite/);
    expect(link).toMatch(new RegExp(`/review/${venue.id}/walkin\\?visit=`));

    await page.goto(link);
    await expect(page.getByRole('heading', { name: "Comment s'est passée votre visite ?" })).toBeVisible();
    await checkScreen(page, testInfo, 'avis');
    await leaveReview(page, 5, 'Service rapide et souriant.');
    await expect(page.getByText('+5 points')).toBeVisible();
    await page.goto(link);
    await expect(page.getByText('Avis laissé - Merci ! +5 points')).toBeVisible();
  });

  test('a link to no visit says so', async ({ page }) => {
    await page.goto(`${appUrls.portal}/review/${venue.id}/walkin`);
    await expect(page.getByText("Ce lien d'avis n'est pas valide.")).toBeVisible();
    await page.goto(`${appUrls.portal}/review/${venue.id}/inexistante`);
    await expect(page.getByText("Ce lien d'avis n'est pas valide.")).toBeVisible();
  });
});
