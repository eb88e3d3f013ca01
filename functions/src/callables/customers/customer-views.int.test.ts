import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canRead } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { projectCustomerViews } from '../../lib/project-customer-views';
import { createOnlineReservation } from '../reservations/create-online-reservation';
import { setReservationStatus } from '../reservations/set-reservation-status';
import { staffCreateReservation } from '../reservations/staff-create-reservation';
import {
  MASTER,
  admin,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedReservation } from '../../lib/testing/seed';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { deleteCustomer } from './staff-customers';
import { updateMyProfile } from './customer-profile';
import { updateCustomer } from './update-customer';

/**
 * Each venue sees only what it was given (ARCHITECTURE §8, §9), tried as issues 20 and 37 found the leaks: Au
 * Bureau's admin (or anybody online) books once with a Le Petit Zinc customer's e-mail, then tries to read,
 * re-key and delete that customer, and to mail her offers she accepted from Le Petit Zinc only.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const ZINC = 'r2';
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, ZINC, 'Le Petit Zinc');
  // Le Petit Zinc knows Zoé well: her birth date, postal code, phone, and her yes to its offers.
  await seedCustomer(h.store, {
    email: 'zoe@example.fr',
    name: 'Zoé Lambert',
    firstName: 'Zoé',
    lastName: 'Lambert',
    phone: '0699887766',
    birthDate: '1990-04-12',
    postalCode: '69002',
    emailMarketingConsent: true,
    smsMarketingConsent: true,
    totalSpent: 840,
    ...statsWithPoints(ZINC, 320, { totalSpent: 840, completed: 12 }),
  });
});

const staffOfR1 = {
  uid: 'u-admin',
  claims: { role: 'admin', restaurantIds: ['r1'] },
};

async function bookAtR1WithZoesEmail(): Promise<string> {
  const { reservationId } = await call<{ reservationId: string }>(
    staffCreateReservation,
    {
      restaurantId: 'r1',
      customerFirstName: 'Z',
      customerLastName: 'Inconnue',
      customerEmail: 'zoe@example.fr',
      customerPhone: '0611223344',
      date: '2026-11-24',
      time: '12:30',
      partySize: 2,
    },
    admin('r1'),
  );
  return reservationId;
}

const viewAt = async (restaurantId: string, customerId = 'zoe@example.fr') =>
  (await h.store.get(customerViewPath(restaurantId, customerId))).data ?? {};

describe('a venue’s view of a customer', () => {
  it('gives Au Bureau what its staff typed, never what Le Petit Zinc was told, nor its figures or consents', async () => {
    await bookAtR1WithZoesEmail();
    const record = (await h.store.get('customers/zoe@example.fr')).data ?? {};
    const view = await viewAt('r1');
    expect(view).toMatchObject({
      restaurantId: 'r1',
      customerId: 'zoe@example.fr',
      points: 0,
      totalReservations: 1,
      totalSpent: 0,
      restaurantCount: 2,
      name: 'Z Inconnue',
      phone: '+33611223344',
      birthDate: '',
      postalCode: '',
      emailMarketingConsent: false,
      smsMarketingConsent: false,
      rgpdConsent: false,
      consentProofs: {},
    });
    expect(JSON.stringify(view)).not.toMatch(/840|Lambert|0699887766|699887766|1990|69002/);
    expect(JSON.stringify(view)).not.toContain(ZINC);
    // The identity is the customer's: a booking never rewrites it.
    expect(record).toMatchObject({ name: 'Zoé Lambert', phone: '0699887766', birthDate: '1990-04-12' });
    // The store API lets Au Bureau's staff read the view, not the record.
    expect(canRead({ collection: 'customers', docId: 'zoe@example.fr', data: record, auth: staffOfR1 })).toBe(
      false,
    );
    expect(
      canRead({ collection: 'restaurantCustomers', docId: String(view.id), data: view, auth: staffOfR1 }),
    ).toBe(true);
    // Le Petit Zinc's view learnt only that another venue knows her.
    expect(await viewAt(ZINC)).toMatchObject({
      points: 320,
      restaurantCount: 2,
      phone: '0699887766',
      emailMarketingConsent: true,
    });
  });

  it('gives an anonymous online booking the same: the booking’s contact, no consent, the identity untouched', async () => {
    await call(createOnlineReservation, {
      restaurantId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      firstName: 'Zoé',
      lastName: 'L',
      email: 'zoe@example.fr',
      phone: '0700000000',
      terrace: false,
      specialRequests: '',
      requestId: '7b0e3c1a-1111-4111-8111-111111111111',
    });
    expect(await viewAt('r1')).toMatchObject({
      name: 'Zoé L',
      phone: '+33700000000',
      birthDate: '',
      postalCode: '',
      emailMarketingConsent: false,
      smsMarketingConsent: false,
    });
    expect((await h.store.get('customers/zoe@example.fr')).data).toMatchObject({
      name: 'Zoé Lambert',
      phone: '0699887766',
    });
  });

  it('never lets a later booking overwrite what the venue holds, and never grants a phone-only guest anything', async () => {
    await bookAtR1WithZoesEmail();
    await call(
      staffCreateReservation,
      {
        restaurantId: 'r1',
        customerFirstName: 'Zoé',
        customerLastName: 'Autre',
        customerEmail: 'zoe@example.fr',
        customerPhone: '0788776655',
        date: '2026-11-25',
        time: '12:30',
        partySize: 2,
      },
      admin('r1'),
    );
    expect(await viewAt('r1')).toMatchObject({ name: 'Z Inconnue', phone: '+33611223344' });
    await call(
      staffCreateReservation,
      {
        restaurantId: 'r1',
        customerFirstName: 'Hugo',
        customerLastName: 'Tel',
        customerEmail: '',
        customerPhone: '0655443322',
        date: '2026-11-25',
        time: '20:00',
        partySize: 2,
      },
      admin('r1'),
    );
    const guest = (await h.store.query({ collection: 'restaurantCustomers' })).docs
      .map((doc) => doc.data ?? {})
      .find((view) => view.name === 'Hugo Tel');
    expect(guest).toMatchObject({
      emailMarketingConsent: false,
      smsMarketingConsent: false,
      rgpdConsent: false,
      consentProofs: {},
    });
  });

  it('refuses Au Bureau re-keying or deleting a customer other venues know; master_admin may', async () => {
    await bookAtR1WithZoesEmail();
    const before = await writeSnapshot(h);
    const rekey = {
      customerId: 'zoe@example.fr',
      restaurantId: 'r1',
      email: 'pirate@example.fr',
      name: 'Zoé Lambert',
      phone: '0699887766',
    };
    expect((await failureOf(call(updateCustomer, rekey, admin('r1')))).code).toBe('permission-denied');
    expect((await failureOf(call(deleteCustomer, { customerId: 'zoe@example.fr' }, admin('r1')))).code).toBe(
      'permission-denied',
    );
    expect(await writeSnapshot(h)).toEqual(before);

    await call(updateCustomer, { ...rekey, email: 'zoe.l@example.fr' }, MASTER);
    expect((await h.store.get('customers/zoe@example.fr')).exists).toBe(false);
    expect((await h.store.get(customerViewPath('r1', 'zoe@example.fr'))).exists).toBe(false);
    expect(await viewAt(ZINC, 'zoe.l@example.fr')).toMatchObject({
      points: 320,
      email: 'zoe.l@example.fr',
      emailMarketingConsent: true,
      firstSeenAt: '2026-01-01T00:00:00.000Z',
    });
    await call(deleteCustomer, { customerId: 'zoe.l@example.fr' }, MASTER);
    expect((await h.store.get(customerViewPath(ZINC, 'zoe.l@example.fr'))).exists).toBe(false);
    expect((await h.store.get(customerViewPath('r1', 'zoe.l@example.fr'))).exists).toBe(false);
  });

  it('lets a venue edit its own view only: contact and consents with the staff’s proof, nothing elsewhere', async () => {
    await bookAtR1WithZoesEmail();
    h.setNow('2026-11-22T11:00:00.000Z');
    await call(
      updateCustomer,
      {
        customerId: 'zoe@example.fr',
        restaurantId: 'r1',
        email: 'zoe@example.fr',
        name: 'Zoé Lambert-Roux',
        phone: '0611223344',
        emailMarketingConsent: true,
      },
      admin('r1'),
    );
    expect(await viewAt('r1')).toMatchObject({
      name: 'Zoé Lambert-Roux',
      emailMarketingConsent: true,
      consentProofs: {
        email: {
          granted: true,
          at: '2026-11-22T11:00:00.000Z',
          method: 'staff',
          text: 'Le client accepte de recevoir les offres du restaurant par e-mail (recueilli par l’équipe)',
        },
      },
    });
    expect(await viewAt(ZINC)).toMatchObject({ name: 'Zoé Lambert', phone: '0699887766' });
    expect((await h.store.get('customers/zoe@example.fr')).data).toMatchObject({ name: 'Zoé Lambert' });
    // Without naming its venue, a venue's staff edits nothing.
    const { restaurantId: _r, ...unnamed } = {
      customerId: 'zoe@example.fr',
      restaurantId: 'r1',
      email: 'zoe@example.fr',
      name: 'X',
      phone: '0611223344',
    };
    expect((await failureOf(call(updateCustomer, unnamed, admin('r1')))).code).toBe('invalid-argument');
  });

  it('lets the customer correct what each venue holds, and adds nothing a venue did not hold', async () => {
    await bookAtR1WithZoesEmail();
    await call(
      updateMyProfile,
      {
        email: 'zoe@example.fr',
        name: 'Zoé Lambert',
        phone: '0677665544',
        birthDate: '1990-04-13',
        postalCode: '69003',
      },
      client('zoe@example.fr'),
    );
    expect(await viewAt(ZINC)).toMatchObject({
      phone: '0677665544',
      birthDate: '1990-04-13',
      postalCode: '69003',
    });
    expect(await viewAt('r1')).toMatchObject({ phone: '0677665544', birthDate: '', postalCode: '' });
  });

  it('never lets an anonymous booking rewrite a known customer’s name or phone', async () => {
    await call(createOnlineReservation, {
      restaurantId: ZINC,
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      firstName: 'Usurpatrice',
      lastName: 'Anonyme',
      email: 'zoe@example.fr',
      phone: '0700000000',
      terrace: false,
      specialRequests: '',
      requestId: '7b0e3c1a-2222-4222-8222-222222222222',
    });
    expect((await h.store.get('customers/zoe@example.fr')).data).toMatchObject({
      name: 'Zoé Lambert',
      phone: '0699887766',
    });
    expect(await viewAt(ZINC)).toMatchObject({ name: 'Zoé Lambert', phone: '0699887766' });
  });

  it('follows the points of its venue as bookings are honoured', async () => {
    const reservationId = await bookAtR1WithZoesEmail();
    await call(setReservationStatus, { reservationId, status: 'CONFIRMED' }, admin('r1'));
    h.setNow('2026-11-24T12:00:00.000Z');
    await call(setReservationStatus, { reservationId, status: 'COMPLETED' }, admin('r1'));
    const view = (await h.store.get(customerViewPath('r1', 'zoe@example.fr'))).data ?? {};
    expect(view.points).toBeGreaterThan(0);
    expect(view.completed).toBe(1);
    expect((await h.store.get(customerViewPath(ZINC, 'zoe@example.fr'))).data?.points).toBe(320);
  });

  it('erases a deleted customer everywhere, and a later status change never brings the record back', async () => {
    await seedReservation(h.store, {
      id: 'zoe-res',
      restaurantId: ZINC,
      customerName: 'Zoé Lambert',
      customerFirstName: 'Zoé',
      customerLastName: 'Lambert',
      customerEmail: 'zoe@example.fr',
      customerPhone: '0699887766',
      specialRequests: 'Allergie aux noix',
    });
    await h.store.set('reviews/zoe-review', {
      id: 'zoe-review',
      restaurantId: ZINC,
      customerName: 'Zoé Lambert',
      customerEmail: 'zoe@example.fr',
      customerId: 'zoe@example.fr',
      rating: 5,
      comment: 'Parfait',
    });
    await h.store.set('rewards/zoe-voucher', {
      id: 'zoe-voucher',
      restaurantId: ZINC,
      customerName: 'Zoé Lambert',
      customerEmail: 'zoe@example.fr',
      customerId: 'zoe@example.fr',
      status: 'active',
    });
    await h.store.set('loyaltyLedger/zoe-entry', { id: 'zoe-entry', customerId: 'zoe@example.fr', delta: 5 });
    await call(deleteCustomer, { customerId: 'zoe@example.fr' }, MASTER);

    const dump = JSON.stringify(
      await Promise.all(
        ['reservations/zoe-res', 'reviews/zoe-review', 'rewards/zoe-voucher'].map(
          async (path) => (await h.store.get(path)).data,
        ),
      ),
    );
    expect(dump).not.toMatch(/Zoé|Lambert|zoe@example\.fr|0699887766|noix/);
    expect(dump).toContain('Client supprimé');
    expect((await h.store.get('loyaltyLedger/zoe-entry')).exists).toBe(false);
    expect((await h.store.get(customerViewPath(ZINC, 'zoe@example.fr'))).exists).toBe(false);

    await call(setReservationStatus, { reservationId: 'zoe-res', status: 'CANCELLED' }, MASTER);
    expect((await h.store.get('customers/zoe@example.fr')).exists).toBe(false);
    expect((await h.store.query({ collection: 'restaurantCustomers' })).docs).toHaveLength(0);
  });

  it('erases a customer known by name and phone only: a later status change never brings them back', async () => {
    const paul = await seedCustomer(h.store, {
      id: 'Paul Martin_0655443322',
      name: 'Paul Martin',
      firstName: 'Paul',
      lastName: 'Martin',
      phone: '06 55 44 33 22',
      ...statsWithPoints('r1', 12, { totalReservations: 2, completed: 1 }),
    });
    const booking = {
      restaurantId: 'r1',
      customerName: 'Paul Martin',
      customerFirstName: 'Paul',
      customerLastName: 'Martin',
      customerEmail: '',
      specialRequests: 'Chaise haute',
    };
    await seedReservation(h.store, { ...booking, id: 'paul-res', customerPhone: '06 55 44 33 22' });
    await h.store.set('reservations_archive/paul-old', {
      ...booking,
      id: 'paul-old',
      customerPhone: '+33655443322',
      date: '2026-10-02',
      time: '20:00',
      status: 'COMPLETED',
      archived: true,
    });
    // Another customer sharing the phone keeps their booking.
    await seedReservation(h.store, {
      id: 'julie-res',
      customerName: 'Julie Martin',
      customerEmail: '',
      customerPhone: '0655443322',
    });
    await call(deleteCustomer, { customerId: paul }, admin('r1'));

    const erased = JSON.stringify([
      (await h.store.get('reservations/paul-res')).data,
      (await h.store.get('reservations_archive/paul-old')).data,
    ]);
    expect(erased).not.toMatch(/Paul|Martin|55 ?44|Chaise/);
    expect(erased).toContain('Client supprimé');
    expect((await h.store.get('reservations/julie-res')).data).toMatchObject({
      customerName: 'Julie Martin',
    });

    await call(setReservationStatus, { reservationId: 'paul-res', status: 'CANCELLED' }, admin('r1'));
    const customers = (await h.store.query({ collection: 'customers' })).docs.map((d) => d.id);
    const views = (await h.store.query({ collection: 'restaurantCustomers' })).docs.map((d) => d.id);
    expect(customers).toEqual(['zoe@example.fr']);
    expect(views).toEqual([customerViewPath(ZINC, 'zoe@example.fr').split('/')[1]]);
  });

  it('carries the search tokens of the contact it holds, so the file is searched without a scan', async () => {
    await bookAtR1WithZoesEmail();
    const view = await viewAt('r1');
    expect(view.searchTokens).toEqual(
      expect.arrayContaining(['z inconnue', 'inconnue', 'inconnue z', 'zoe@example.fr', '0611', '33611']),
    );
    expect(view.searchTokens).not.toEqual(expect.arrayContaining(['lambert']));
  });

  it('gives a store made before the proofs an imported proof per consent, and no e-mail consent without e-mail', async () => {
    await h.store.update(customerViewPath(ZINC, 'zoe@example.fr'), { consentProofs: {} });
    await seedCustomer(h.store, {
      id: 'Paul Martin_0655443322',
      name: 'Paul Martin',
      phone: '0655443322',
      emailMarketingConsent: true,
      restaurantIds: ['r1'],
    });
    await h.store.update(customerViewPath('r1', 'Paul Martin_0655443322'), { consentProofs: {} });
    expect(await projectCustomerViews(h.store, h.now())).toBeGreaterThan(0);
    expect((await viewAt(ZINC)).consentProofs).toMatchObject({
      email: {
        granted: true,
        method: 'import',
        text: 'Repris des données antérieures (texte affiché non conservé)',
      },
      sms: { granted: true, method: 'import' },
    });
    expect(await viewAt('r1', 'Paul Martin_0655443322')).toMatchObject({ emailMarketingConsent: false });
    expect((await h.store.get('customers/zoe@example.fr')).data?.lastActiveAt).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(await projectCustomerViews(h.store, h.now())).toBe(0);
  });

  it('is made once for the records of a store that predates the views', async () => {
    await h.store.delete(customerViewPath(ZINC, 'zoe@example.fr'));
    expect(await projectCustomerViews(h.store, h.now())).toBeGreaterThan(0);
    expect(await viewAt(ZINC)).toMatchObject({
      points: 320,
      totalSpent: 840,
      firstSeenAt: '2026-01-01T00:00:00.000Z',
      consentProofs: { email: { method: 'import' } },
    });
    expect(await projectCustomerViews(h.store, h.now())).toBe(0);
  });
});
