import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDataExport } from '@app/domain';
import { customerUid } from '../../lib/auth-admin';
import { customerViewPath } from '../../lib/customer-views';
import { backfillDinerCopies } from '../../lib/diner-copies/backfill-diner-copies';
import { seedReservation } from '../../lib/testing/seed';
import { customerLoginPassword, customerRequestCode } from '../customers/customer-login';
import { updateMyProfile } from '../customers/customer-profile';
import { hashPassword } from '../customers/password-hash';
import {
  MASTER,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { confirmAccountDeletion, requestAccountDeletion } from './account-deletion';
import { exportCustomerData, exportMyData } from './export-data';
import { getMyPrivacy, updateMyConsents } from './my-consents';

/**
 * The diner's RGPD rights, self-served (ARCHITECTURE §9): consents per venue that a withdrawal clears everywhere
 * at once, the data export (the customer's and the venues'), the account's deletion confirmed by an e-mailed code.
 * Written as the attacks: another venue's staff asking for the export, a login code used to delete, a venue named
 * that does not know the customer.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const ZOE = client('zoe@example.fr');
const ZINC = 'r2';
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, ZINC, 'Le Petit Zinc');
  await seedRestaurant(h.store, 'r3', 'La Table du Port');
  await seedCustomer(h.store, {
    email: 'zoe@example.fr',
    name: 'Zoé Lambert',
    firstName: 'Zoé',
    lastName: 'Lambert',
    emailMarketingConsent: true,
    smsMarketingConsent: true,
    restaurantIds: ['r1', ZINC],
    restaurantStats: { r1: { points: 12 }, [ZINC]: { points: 320 } },
  });
  await h.store.update(customerViewPath(ZINC, 'zoe@example.fr'), { notes: 'Table près de la fenêtre' });
  await seedReservation(h.store, {
    id: 'res-bureau',
    restaurantId: 'r1',
    customerName: 'Zoé Lambert',
    customerEmail: 'zoe@example.fr',
  });
  await seedReservation(h.store, {
    id: 'res-zinc',
    restaurantId: ZINC,
    customerName: 'Zoé Lambert',
    customerEmail: 'zoe@example.fr',
    specialRequests: 'Sans gluten',
  });
  await seedReservation(h.store, { id: 'res-ana', customerEmail: 'ana@example.fr', customerName: 'Ana' });
});

const viewAt = async (restaurantId: string) =>
  (await h.store.get(customerViewPath(restaurantId, 'zoe@example.fr'))).data ?? {};

describe('consents per venue', () => {
  it('shows each venue’s own consents, when and how given', async () => {
    const mine = await call(getMyPrivacy, {}, ZOE);
    expect(mine.venues.map((v) => [v.restaurantName, v.email.granted, v.email.method])).toEqual([
      ['Au Bureau', true, 'form'],
      ['Le Petit Zinc', true, 'form'],
    ]);
  });

  it('grants only the venue named, and refuses a venue that does not know the customer, writing nothing', async () => {
    await call(updateMyConsents, { channel: 'sms', restaurantIds: [] }, ZOE);
    h.setNow('2026-11-22T11:00:00.000Z');
    await call(updateMyConsents, { channel: 'sms', restaurantIds: [ZINC] }, ZOE);
    expect(await viewAt(ZINC)).toMatchObject({
      smsMarketingConsent: true,
      consentProofs: {
        sms: {
          granted: true,
          at: '2026-11-22T11:00:00.000Z',
          method: 'form',
          text: 'Recevoir les offres de Le Petit Zinc par SMS',
        },
      },
    });
    expect(await viewAt('r1')).toMatchObject({ smsMarketingConsent: false });
    const before = await writeSnapshot(h);
    expect(await failureOf(call(updateMyConsents, { channel: 'email', restaurantIds: ['r3'] }, ZOE))).toEqual(
      { code: 'not-found', message: 'Restaurant non trouvé' },
    );
    expect(await writeSnapshot(h)).toEqual(before);
    expect((await h.store.get(customerViewPath('r3', 'zoe@example.fr'))).exists).toBe(false);
  });

  it('withdraws at every venue at once, from « Mes choix » as from the profile’s box', async () => {
    await call(updateMyConsents, { channel: 'email', restaurantIds: [] }, ZOE);
    for (const venue of ['r1', ZINC])
      expect(await viewAt(venue)).toMatchObject({
        emailMarketingConsent: false,
        smsMarketingConsent: true,
        consentProofs: {
          email: { granted: false, text: 'Retrait dans l’espace client, pour tous les restaurants' },
        },
      });
    await call(
      updateMyProfile,
      { email: 'zoe@example.fr', name: 'Zoé Lambert', phone: '0611223344', smsMarketingConsent: false },
      ZOE,
    );
    for (const venue of ['r1', ZINC])
      expect(await viewAt(venue)).toMatchObject({ smsMarketingConsent: false });
    // A ticked box there grants nothing: granting names a venue.
    await call(
      updateMyProfile,
      { email: 'zoe@example.fr', name: 'Zoé Lambert', phone: '0611223344', emailMarketingConsent: true },
      ZOE,
    );
    for (const venue of ['r1', ZINC])
      expect(await viewAt(venue)).toMatchObject({ emailMarketingConsent: false });
  });
});

describe('the data export', () => {
  it('gives the customer everything held about them, per venue, as JSON and CSV, and nothing of anyone else', async () => {
    await h.store.set('email_logs/log1', {
      id: 'log1',
      recipientEmail: 'zoe@example.fr',
      restaurantId: ZINC,
      subject: 'Réservation confirmée',
      status: 'sent',
    });
    await h.store.set('customerSecrets/zoe@example.fr', {
      id: 'zoe@example.fr',
      passwordHash: 'scrypt$secret',
    });
    const { data, csv } = await call<{ data: CustomerDataExport; csv: string }>(exportMyData, {}, ZOE);
    expect(data.account).toMatchObject({ id: 'zoe@example.fr', name: 'Zoé Lambert' });
    const zinc = data.venues.find((v) => v.restaurantId === ZINC);
    expect(zinc?.profile).toMatchObject({ notes: 'Table près de la fenêtre', points: 320 });
    expect(zinc?.documents.reservations.map((r) => r.id)).toEqual(['res-zinc']);
    expect(zinc?.documents.emails.map((m) => m.id)).toEqual(['log1']);
    expect(data.venues.find((v) => v.restaurantId === 'r1')?.documents.reservations.map((r) => r.id)).toEqual(
      ['res-bureau'],
    );
    const all = JSON.stringify(data) + csv;
    expect(all).not.toContain('res-ana');
    expect(all).not.toContain('scrypt$secret');
    expect(all).not.toContain('searchTokens');
    expect(csv).toContain('Le Petit Zinc;Réservations;res-zinc;specialRequests;Sans gluten');
    expect(data.truncated).toBe(false);
  });

  it('is bounded: a long history is cut at 200 per list, and says so', async () => {
    const batch = h.store.batch();
    for (let i = 0; i < 205; i++)
      batch.set(`email_logs/bulk${String(i).padStart(3, '0')}`, {
        id: `bulk${i}`,
        recipientEmail: 'zoe@example.fr',
        restaurantId: 'r1',
        status: 'sent',
      });
    await batch.commit();
    const { data } = await call<{ data: CustomerDataExport }>(exportMyData, {}, ZOE);
    expect(data.venues.find((v) => v.restaurantId === 'r1')?.documents.emails).toHaveLength(200);
    expect(data.truncated).toBe(true);
  });

  it('gives a venue’s admin_full their venue’s part only; another venue’s staff nothing', async () => {
    const { data } = await call<{ data: CustomerDataExport }>(
      exportCustomerData,
      { customerId: 'zoe@example.fr', restaurantId: 'r1' },
      adminFull('r1'),
    );
    expect(data.account).toBeNull();
    expect(data.venues.map((v) => v.restaurantId)).toEqual(['r1']);
    expect(JSON.stringify(data)).not.toMatch(/fenêtre|Sans gluten|res-zinc|320/);
    // Le Petit Zinc's manager, naming Au Bureau (not theirs), or a customer their venue does not know.
    expect(
      await failureOf(
        call(exportCustomerData, { customerId: 'zoe@example.fr', restaurantId: 'r1' }, adminFull(ZINC)),
      ),
    ).toMatchObject({ code: 'permission-denied' });
    await seedCustomer(h.store, { email: 'ana@example.fr', restaurantIds: ['r3'] });
    expect(
      await failureOf(
        call(exportCustomerData, { customerId: 'ana@example.fr', restaurantId: ZINC }, adminFull(ZINC)),
      ),
    ).toEqual({ code: 'not-found', message: 'Client non trouvé' });
    const whole = await call<{ data: CustomerDataExport }>(
      exportCustomerData,
      { customerId: 'zoe@example.fr', restaurantId: 'r1' },
      MASTER,
    );
    expect(whole.data.venues.map((v) => v.restaurantId).sort()).toEqual(['r1', ZINC]);
    expect(whole.data.account).not.toBeNull();
  });
});

describe('« Supprimer mon compte »', () => {
  const codeOf = (subject: RegExp) =>
    /(\d{6})/.exec(h.mails.filter((m) => subject.test(m.subject)).at(-1)?.subject ?? '')?.[1] ?? '';

  it('erases the account and every trace only with the code mailed for it; a login code never does', async () => {
    await h.store.set('customerSecrets/zoe@example.fr', {
      id: 'zoe@example.fr',
      passwordHash: await hashPassword('secret12'),
    });
    h.auth.users.set(customerUid('zoe@example.fr'), {
      uid: customerUid('zoe@example.fr'),
      email: 'zoe@example.fr',
      password: '',
      claims: {},
    });
    await h.store.set('waitlist/wl1', {
      id: 'wl1',
      restaurantId: ZINC,
      date: '2026-11-24',
      time: '20:00',
      partySize: 2,
      firstName: 'Zoé',
      lastName: 'Lambert',
      email: 'zoe@example.fr',
      phone: '0611223344',
      status: 'WAITING',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    await h.store.set('campaign_tracking/t1', {
      campaignId: 'c1',
      customerEmail: 'zoe@example.fr',
      action: 'open',
      userAgent: 'Mail/1.0',
    });
    await h.store.set('email_logs/log1', {
      id: 'log1',
      recipientEmail: 'zoe@example.fr',
      recipientName: 'Zoé Lambert',
      restaurantId: ZINC,
      subject: 'Réservation confirmée',
      status: 'sent',
    });
    // Her copies of her bookings (what her space reads), and one left behind by a booking since removed.
    await backfillDinerCopies(h.store, h.now());
    expect((await h.store.get('customerReservations/res-zinc')).data).toMatchObject({
      customerEmail: 'zoe@example.fr',
    });
    await h.store.set('customerReservations/res-gone', {
      id: 'res-gone',
      customerEmail: 'zoe@example.fr',
      restaurantName: 'Au Bureau',
      date: '2026-01-10',
      time: '20:00',
      status: 'COMPLETED',
    });

    // A login code (asked on the sign-in page) is no deletion code.
    await call(customerRequestCode, { email: 'zoe@example.fr' });
    expect(await failureOf(call(confirmAccountDeletion, { code: codeOf(/connexion/) }, ZOE))).toMatchObject({
      code: 'permission-denied',
      message: 'Code incorrect',
    });
    h.setNow('2026-11-22T10:06:00.000Z');
    await call(requestAccountDeletion, {}, ZOE);
    const code = codeOf(/confirmation/);
    expect(h.mails.at(-1)?.text).toContain('suppression de votre compte');
    expect(
      await failureOf(call(confirmAccountDeletion, { code: code === '111111' ? '222222' : '111111' }, ZOE)),
    ).toEqual({ code: 'permission-denied', message: 'Code incorrect' });
    expect((await h.store.get('customers/zoe@example.fr')).exists).toBe(true);

    await call(confirmAccountDeletion, { code }, ZOE);
    expect((await h.store.get('customers/zoe@example.fr')).exists).toBe(false);
    expect((await h.store.get('customerSecrets/zoe@example.fr')).exists).toBe(false);
    for (const venue of ['r1', ZINC])
      expect((await h.store.get(customerViewPath(venue, 'zoe@example.fr'))).exists).toBe(false);
    expect(h.auth.users.has(customerUid('zoe@example.fr'))).toBe(false);
    const traces = JSON.stringify(
      await Promise.all(
        ['reservations/res-zinc', 'waitlist/wl1', 'campaign_tracking/t1', 'email_logs/log1'].map(
          async (path) => (await h.store.get(path)).data,
        ),
      ),
    );
    expect(traces).not.toMatch(/zoe@example\.fr|Zoé|Lambert|0611223344|Sans gluten|Mail\/1\.0/);
    expect((await h.store.get('waitlist/wl1')).data).toMatchObject({ status: 'CANCELLED' });
    // Every mail about her in the outbox (login and deletion codes) lost its address and body.
    for (const doc of (await h.store.query({ collection: 'mail_outbox' })).docs)
      expect(JSON.stringify(doc.data)).not.toContain('zoe@example.fr');
    expect(
      await failureOf(call(customerLoginPassword, { email: 'zoe@example.fr', password: 'secret12' })),
    ).toMatchObject({ code: 'permission-denied' });
    // Her copies are gone; another customer's booking and copy are untouched.
    for (const id of ['res-zinc', 'res-bureau', 'res-gone'])
      expect((await h.store.get(`customerReservations/${id}`)).exists, id).toBe(false);
    expect((await h.store.get('reservations/res-ana')).data).toMatchObject({
      customerEmail: 'ana@example.fr',
    });
    expect((await h.store.get('customerReservations/res-ana')).data).toMatchObject({
      customerEmail: 'ana@example.fr',
    });
  });

  it('moves a mail and its log whose id still names the address (queued before ids hid it) to a hidden id', async () => {
    const legacy = 'login-code:zoe@example.fr:2026-11-01T10:00:00.000Z';
    await h.store.set(`mail_outbox/${legacy}`, {
      id: legacy,
      to: 'zoe@example.fr',
      recipientName: 'Zoé',
      subject: 'Votre code de connexion : 123456',
      logSubject: 'Code de connexion',
      html: '<p>123456</p>',
      text: '123456',
      type: 'login_code',
      trackingId: legacy,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: '2026-11-01T10:00:00.000Z',
      createdAt: '2026-11-01T10:00:00.000Z',
      policy: 'rethrow',
    });
    await h.store.set(`email_logs/${legacy}`, {
      id: legacy,
      recipientEmail: 'zoe@example.fr',
      recipientName: 'Zoé',
      subject: 'Code de connexion',
      status: 'sent',
      trackingId: legacy,
    });
    await call(requestAccountDeletion, {}, ZOE);
    await call(confirmAccountDeletion, { code: codeOf(/confirmation/) }, ZOE);
    for (const collection of ['mail_outbox', 'email_logs']) {
      const docs = (await h.store.query({ collection })).docs;
      expect(JSON.stringify(docs.map((doc) => [doc.id, doc.data]))).not.toContain('zoe@example.fr');
      expect(docs.length).toBeGreaterThan(0);
    }
    expect((await h.store.get(`mail_outbox/${legacy}`)).exists).toBe(false);
  });
});
