import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../../lib/customer-views';
import { seedReservation } from '../../lib/testing/seed';
import { smsPhoneKey } from '../../sms/sms-outbox';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { sendCampaign } from '../campaigns/send-campaign';
import { updateGuestFile } from '../customers/update-guest-file';
import { MASTER, adminFull, call, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { deleteRestaurant } from './establishments';
import { DELETED_RESTAURANTS, eraseVenuePeople } from './erase-venue-people';

/**
 * Issue 49, point 5: deleting a venue left its guest files (allergies), consents and views, and its scheduled
 * campaign mails still went out. Now what it knew of people goes with it; the group's history stays.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness(); // Sunday 22 November 2026, 11:00 in Paris
});
afterAll(async () => h.close());

const ALLERGIES = 'Allergie aux fruits à coque';
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc');
  // Zoé is known at both venues; Solène at Au Bureau only; Paul at Au Bureau only but with his own account.
  await seedCustomer(h.store, {
    email: 'zoe@example.fr',
    name: 'Zoé Roux',
    firstName: 'Zoé',
    lastName: 'Roux',
    emailMarketingConsent: true,
    restaurantIds: ['r1', 'r2'],
    restaurantStats: { r1: { points: 40 }, r2: { points: 10 } },
  });
  await seedCustomer(h.store, {
    email: 'solene@example.fr',
    name: 'Solène Petit',
    firstName: 'Solène',
    lastName: 'Petit',
    phone: '0698765432',
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 12),
  });
  await seedCustomer(h.store, {
    email: 'paul@example.fr',
    name: 'Paul Martin',
    firstName: 'Paul',
    lastName: 'Martin',
    hasPassword: true,
    emailMarketingConsent: true,
    ...statsWithPoints('r1', 3),
  });
  await seedReservation(h.store, {
    id: 'res-solene',
    restaurantId: 'r1',
    customerName: 'Solène Petit',
    customerFirstName: 'Solène',
    customerLastName: 'Petit',
    customerEmail: 'solene@example.fr',
    customerPhone: '0698765432',
    status: 'COMPLETED',
    date: '2026-11-10',
  });
  await h.store.set('waitlist/wl-r1', {
    id: 'wl-r1',
    restaurantId: 'r1',
    date: '2026-11-24',
    time: '20:00',
    partySize: 2,
    firstName: 'Nadia',
    lastName: 'Benali',
    email: 'nadia@example.fr',
    phone: '0611111111',
    status: 'WAITING',
  });
  // A reminder SMS still waiting at Au Bureau, one sent to Solène, a reply thread; and Le Petit Zinc's own SMS.
  const sms = (id: string, restaurantId: string, status: string, to: string) =>
    h.store.set(`sms_outbox/${id}`, {
      id,
      to,
      text: 'Rappel : votre table ce soir',
      status,
      restaurantId,
      phoneKey: smsPhoneKey(to),
      createdAt: '2026-11-24T08:00:00.000Z',
    });
  await sms('sms-r1-waiting', 'r1', 'pending', '+33611111111');
  await sms('sms-r1-sent', 'r1', 'sent', '+33698765432');
  await sms('sms-r2-waiting', 'r2', 'pending', '+33622222222');
  // A campaign SMS sent to the mobile Au Bureau's file of Solène held (in none of her bookings).
  await h.store.set('sms_outbox/campaign:c0:e-solene:sms', {
    id: 'campaign:c0:e-solene:sms',
    to: '+33611112222',
    phoneKey: smsPhoneKey('+33611112222'),
    text: 'Solène, soirée jazz vendredi. STOP : répondez STOP',
    status: 'sent',
    category: 'marketing',
    restaurantId: 'r1',
    customerId: 'solene@example.fr',
    campaignId: 'c0',
    createdAt: '2026-11-02T08:00:00.000Z',
  });
  await h.store.set('sms_threads/k-r1', {
    reservationId: 'res-solene',
    restaurantId: 'r1',
    at: '2026-11-24T08:00:00.000Z',
  });
});

const campaign = {
  type: 'promotion',
  subject: 'Bonjour [Prénom]',
  content: 'Cher [Nom du client], à bientôt chez [Nom du restaurant].',
  targetRestaurant: 'r1',
  targetSegment: 'all',
  redirection: { type: 'booking', url: '', label: 'Réserver une table', trackingEnabled: true },
  scheduleDate: '2026-11-25',
  scheduleTime: '10:00',
};

describe('deleteRestaurant and the people the venue knew', () => {
  it('erases its guest files, consents and views, its own customers, its waitlist; its scheduled campaign never leaves', async () => {
    await call(
      updateGuestFile,
      { restaurantId: 'r1', customerId: 'zoe@example.fr', allergies: ALLERGIES, notes: '', tags: [] },
      adminFull('r1'),
    );
    const scheduled = (await call(sendCampaign, campaign, adminFull('r1'))) as { campaignId: string };
    expect((await h.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(3);

    await call(deleteRestaurant, { restaurantId: 'r1' }, MASTER);

    // Views (guest file, consents and proofs) of Au Bureau: none left; Le Petit Zinc keeps its own.
    const views = (await h.store.query({ collection: 'restaurantCustomers' })).docs;
    expect(views.map((doc) => doc.id)).toEqual([customerViewPath('r2', 'zoe@example.fr').split('/')[1]]);
    expect(JSON.stringify((await h.store.everyDocument()).map((doc) => doc.data))).not.toContain(ALLERGIES);
    // Zoé stays Le Petit Zinc's customer only; Paul keeps his own account, known by no venue.
    expect((await h.store.get('customers/zoe@example.fr')).data).toMatchObject({
      restaurantIds: ['r2'],
      restaurantStats: { r2: { points: 10 } },
    });
    expect((await h.store.get('customers/paul@example.fr')).data).toMatchObject({ restaurantIds: [] });
    // Solène was known by Au Bureau only: erased, her booking kept as the group's history without her.
    expect((await h.store.get('customers/solene@example.fr')).exists).toBe(false);
    const history = JSON.stringify((await h.store.get('reservations/res-solene')).data);
    expect(history).not.toMatch(/Solène|Petit|solene@|0698765432/);
    expect((await h.store.get('waitlist/wl-r1')).exists).toBe(false);
    // Its SMS waiting to leave are withdrawn with their number and text; a « 1 » no longer finds its booking.
    expect((await h.store.get('sms_outbox/sms-r1-waiting')).data).toMatchObject({
      status: 'cancelled',
      error: 'venue-deleted',
      to: '',
      text: '',
    });
    expect((await h.store.get('sms_outbox/sms-r2-waiting')).data).toMatchObject({ status: 'pending' });
    expect((await h.store.get('sms_threads/k-r1')).exists).toBe(false);
    // Those that left for Solène, erased with her, keep neither her number nor their text nor her id.
    for (const id of ['sms-r1-sent', 'campaign:c0:e-solene:sms'])
      expect(JSON.stringify((await h.store.get(`sms_outbox/${id}`)).data), id).not.toMatch(
        /Solène|solene@|698765432|611112222|Rappel/,
      );

    // The scheduled campaign: withdrawn and emptied (Solène's mail went with her erasure), nothing leaves.
    const outbox = (await h.store.query({ collection: 'mail_outbox' })).docs;
    expect(outbox.map((doc) => doc.data?.withdrawnReason).sort()).toEqual([
      'erased',
      'venue-deleted',
      'venue-deleted',
    ]);
    for (const doc of outbox) {
      expect(doc.data).toMatchObject({ status: 'cancelled', to: '' });
      expect(JSON.stringify(doc.data)).not.toMatch(/zoe@|solene@|paul@|Zoé|Solène/);
    }
    h.setNow('2026-11-25T09:01:00.000Z');
    expect(await drainMailOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(h.mails).toHaveLength(0);
    expect((await h.store.get(`campaigns/${scheduled.campaignId}`)).data?.status).not.toBe('pending');
    expect((await h.store.get(`${DELETED_RESTAURANTS}/r1`)).data).toMatchObject({ peopleErased: true });
  });

  it('a run cut short is finished by running it again, which changes nothing more', async () => {
    await h.store.delete('restaurants/r1');
    const first = await eraseVenuePeople('r1', h.now());
    expect(first).toMatchObject({
      views: 3,
      customersErased: 1,
      waitlist: 1,
      smsWithdrawn: 1,
      smsThreads: 1,
    });
    expect(await eraseVenuePeople('r1', h.now())).toEqual({
      views: 0,
      customersErased: 0,
      mailsWithdrawn: 0,
      smsWithdrawn: 0,
      smsThreads: 0,
      waitlist: 0,
    });
  });
});
