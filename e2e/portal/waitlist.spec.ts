import { expect, test } from '@playwright/test';
import { checkScreen } from '../support/layout-check';
import { appUrls } from '../../playwright.config';
import { callFunction, parisDatePlus, uniqueEmail } from '../support/backend';
import {
  attachmentsOf,
  createSmallVenue,
  linksIn,
  parisInstant,
  parseCalendar,
  runJobAt,
  waitForMail,
} from '../support/beyond';
import { bookAtVenue, setVenueStatus } from '../support/own-venue';
import { idToken, tag } from '../support/staff-api';
import { bookAsAnotherDiner, fillDetails, openBookingOn } from './portal-support';

// Issue 24: a full slot's waitlist. A venue of its own whose 20:00 slot holds two covers, on a day inside the
// online window that the other booking journeys leave alone (88).
const DAY = 88;

/** A portal address for a link the mail wrote. */
const onPortal = (link: string) => link.replace(/^https?:\/\/[^/]+/, appUrls.portal);

test('le lien d’annulation libère la table : la liste d’attente reçoit l’offre, la suivante la reçoit à l’échéance et réserve', async ({
  page,
}, testInfo) => {
  test.slow();
  const venue = await createSmallVenue('Attente', { covers: 2 });
  const staff = await idToken(venue.staffEmail);
  const date = parisDatePlus(DAY);
  const start = parisInstant(date, venue.time);
  const first = { email: uniqueEmail('table'), lastName: `Table${tag()}` };
  await bookAtVenue(venue, staff, {
    lastName: first.lastName,
    email: first.email,
    date,
    time: venue.time,
    partySize: 2,
  });

  // The slot is full: the diner asks to be told when a table frees up.
  const waiting = { firstName: 'Léa', lastName: `Attente${tag()}`, email: uniqueEmail('attente') };
  await openBookingOn(page, venue.slug, date);
  await page.getByRole('button', { name: '20:00 — Complet' }).click();
  const panel = page.getByRole('region', { name: '20:00 est complet' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Me prévenir si une table se libère' }).click();
  await fillDetails(page, waiting);
  await checkScreen(page, testInfo, 'creneau-complet-liste-attente');
  await panel.getByRole('button', { name: "M'inscrire sur la liste d'attente" }).click();
  await expect(panel.getByRole('status')).toContainText(`C'est noté : nous vous écrirons à ${waiting.email}`);

  // A second diner waits behind her.
  const next = { firstName: 'Hugo', lastName: `Suivant${tag()}`, email: uniqueEmail('suivant') };
  await callFunction('joinWaitlist', {
    restaurantId: venue.id,
    date,
    time: venue.time,
    partySize: 2,
    ...next,
    phone: '06 98 76 54 32',
    requestId: crypto.randomUUID(),
  });

  // The booked diner cancels from the reminder's link.
  await runJobAt('sendBookingReminders', new Date(start.getTime() - 23 * 3_600_000));
  const reminder = await waitForMail(first.email, /^Rappel/);
  const [cancelLink] = await linksIn(reminder, /\/reservation\/reponse\?.*action=cancel/);
  await page.goto(onPortal(cancelLink!));
  await expect(page.getByRole('heading', { name: 'Voulez-vous annuler votre réservation ?' })).toBeVisible({
    timeout: 15_000,
  });
  await checkScreen(page, testInfo, 'reponse-question');
  await page.getByRole('button', { name: "J'annule ma réservation" }).click();
  await expect(page.getByRole('heading', { name: 'Votre réservation est annulée' })).toBeVisible();
  await checkScreen(page, testInfo, 'reponse-annulation');
  const cancellation = await waitForMail(first.email, /annul/i);
  const cancelEvent = parseCalendar(
    (await attachmentsOf(cancellation)).find((file) => file.filename.endsWith('.ics'))!.content,
  );
  expect(cancelEvent.method).toBe('CANCEL');
  expect(cancelEvent.status).toBe('CANCELLED');

  // The freed table goes to the first in line, and is held for her: nobody else can book it meanwhile.
  const offer = await waitForMail(waiting.email, /Une table s'est libérée/);
  expect(offer.subject).toContain(venue.name);
  await expect(bookAsAnotherDiner(venue.id, date, venue.time, 2)).rejects.toThrow();
  const [offerLink] = await linksIn(offer, /\/reservation\/.+\?offre=/);

  // She does not answer: half an hour later, the next one gets it. The job runs at that time for this venue only:
  // other journeys' offers, made meanwhile on the same backend, are not half an hour old.
  await runJobAt('processWaitlist', new Date(Date.now() + 31 * 60_000), venue.id);
  const nextOffer = await waitForMail(next.email, /Une table s'est libérée/);
  const [nextLink] = await linksIn(nextOffer, /\/reservation\/.+\?offre=/);
  await page.goto(onPortal(nextLink!));
  await expect(page.getByRole('status').filter({ hasText: "Une table s'est libérée pour vous" })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect(page.getByLabel('E-mail')).toHaveValue(next.email);
  await checkScreen(page, testInfo, 'offre-liste-attente');
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(next.lastName);
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();

  // The first offer is over.
  await page.goto(onPortal(offerLink!));
  await expect(page.getByRole('alert')).toContainText('Cette offre a expiré');
});

test('« Je ne suis plus disponible » rend la table : la personne suivante reçoit l’offre aussitôt', async ({
  page,
}) => {
  const venue = await createSmallVenue('Désistement', { covers: 2 });
  const staff = await idToken(venue.staffEmail);
  const date = parisDatePlus(DAY);
  const booked = await bookAtVenue(venue, staff, {
    lastName: `Prise${tag()}`,
    date,
    time: venue.time,
    partySize: 2,
  });
  const [first, second] = [uniqueEmail('premier'), uniqueEmail('second')];
  for (const email of [first, second]) {
    await callFunction('joinWaitlist', {
      restaurantId: venue.id,
      date,
      time: venue.time,
      partySize: 2,
      firstName: 'Sam',
      lastName: `Attente${tag()}`,
      email,
      phone: '06 98 76 54 32',
      requestId: crypto.randomUUID(),
    });
  }
  await setVenueStatus(staff, booked, 'CANCELLED');

  const offer = await waitForMail(first, /Une table s'est libérée/);
  const [link] = await linksIn(offer, /\/reservation\/.+\?offre=/);
  await page.goto(onPortal(link!));
  await page.getByRole('button', { name: 'Je ne suis plus disponible' }).click();
  await expect(
    page.getByText(
      "C'est noté : la table est proposée à la personne suivante. Merci de nous avoir prévenus.",
    ),
  ).toBeVisible();
  // No half-hour wait: the next person's offer leaves now.
  await waitForMail(second, /Une table s'est libérée/);
  await page.goto(onPortal(link!));
  await expect(page.getByRole('alert')).toContainText('Cette offre a déjà été utilisée.');
});
