import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canRead } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { projectCustomerViews } from '../../lib/project-customer-views';
import { createOnlineReservation } from '../reservations/create-online-reservation';
import { setReservationStatus } from '../reservations/set-reservation-status';
import { staffCreateReservation } from '../reservations/staff-create-reservation';
import { MASTER, admin, call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedReservation } from '../../lib/testing/seed';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { deleteCustomer } from './staff-customers';
import { updateCustomer } from './update-customer';

/**
 * Each venue sees only its own customers (ARCHITECTURE §8), tried as issue 20 found the leak: Au Bureau's admin
 * books once with a Le Petit Zinc customer's e-mail, then tries to read, re-key and delete that customer.
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
  await seedCustomer(h.store, {
    email: 'zoe@example.fr',
    name: 'Zoé Lambert',
    firstName: 'Zoé',
    lastName: 'Lambert',
    phone: '0699887766',
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

describe('a venue’s view of a customer', () => {
  it('gives Au Bureau its own view after a booking, never Le Petit Zinc’s figures or the record', async () => {
    await bookAtR1WithZoesEmail();
    const record = (await h.store.get('customers/zoe@example.fr')).data ?? {};
    const view = (await h.store.get(customerViewPath('r1', 'zoe@example.fr'))).data ?? {};
    expect(view).toMatchObject({
      restaurantId: 'r1',
      customerId: 'zoe@example.fr',
      points: 0,
      totalReservations: 1,
      totalSpent: 0,
      restaurantCount: 2,
      name: 'Zoé Lambert',
    });
    expect(JSON.stringify(view)).not.toContain('840');
    expect(JSON.stringify(view)).not.toContain(ZINC);
    // The store API lets Au Bureau's staff read the view, not the record.
    expect(canRead({ collection: 'customers', docId: 'zoe@example.fr', data: record, auth: staffOfR1 })).toBe(
      false,
    );
    expect(
      canRead({ collection: 'restaurantCustomers', docId: String(view.id), data: view, auth: staffOfR1 }),
    ).toBe(true);
    // Le Petit Zinc's view learnt only that another venue knows her.
    expect((await h.store.get(customerViewPath(ZINC, 'zoe@example.fr'))).data).toMatchObject({
      points: 320,
      restaurantCount: 2,
    });
  });

  it('refuses Au Bureau re-keying or deleting a customer other venues know; master_admin may', async () => {
    await bookAtR1WithZoesEmail();
    const before = await writeSnapshot(h);
    const rekey = {
      customerId: 'zoe@example.fr',
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
    expect((await h.store.get(customerViewPath(ZINC, 'zoe.l@example.fr'))).data).toMatchObject({
      points: 320,
      email: 'zoe.l@example.fr',
    });
    await call(deleteCustomer, { customerId: 'zoe.l@example.fr' }, MASTER);
    expect((await h.store.get(customerViewPath(ZINC, 'zoe.l@example.fr'))).exists).toBe(false);
    expect((await h.store.get(customerViewPath('r1', 'zoe.l@example.fr'))).exists).toBe(false);
  });

  it('lets a venue edit the contact of its customer and keeps its consents to itself', async () => {
    await bookAtR1WithZoesEmail();
    await call(
      updateCustomer,
      {
        customerId: 'zoe@example.fr',
        email: 'zoe@example.fr',
        name: 'Zoé Lambert-Roux',
        phone: '0699887766',
        emailMarketingConsent: true,
      },
      admin('r1'),
    );
    expect((await h.store.get(customerViewPath('r1', 'zoe@example.fr'))).data).toMatchObject({
      name: 'Zoé Lambert-Roux',
      emailMarketingConsent: true,
    });
    expect((await h.store.get(customerViewPath(ZINC, 'zoe@example.fr'))).data).toMatchObject({
      name: 'Zoé Lambert-Roux',
      emailMarketingConsent: false,
    });
    expect((await h.store.get('customers/zoe@example.fr')).data?.emailMarketingConsent).toBe(false);
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

  it('carries the search tokens of the contact, so the file is searched without a scan', async () => {
    await bookAtR1WithZoesEmail();
    const view = (await h.store.get(customerViewPath('r1', 'zoe@example.fr'))).data ?? {};
    expect(view.searchTokens).toEqual(
      expect.arrayContaining(['zo', 'zoe', 'lambert', 'lambert zoe', 'zoe@example.fr', '0699', '33699']),
    );
  });

  it('gives the search tokens to the views of a store migrated before they existed', async () => {
    await h.store.update(customerViewPath(ZINC, 'zoe@example.fr'), { searchTokens: [] });
    await h.store.set('idempotency/migration_restaurant_customers_v1', { id: 'x', views: 1 });
    expect(await projectCustomerViews(h.store, h.now())).toBe(1);
    const view = (await h.store.get(customerViewPath(ZINC, 'zoe@example.fr'))).data ?? {};
    expect(view.searchTokens).toEqual(expect.arrayContaining(['lambert', '0699887766']));
    expect(view.points).toBe(320);
  });

  it('is made once for the records of a store that predates the views', async () => {
    await h.store.delete(customerViewPath(ZINC, 'zoe@example.fr'));
    expect(await projectCustomerViews(h.store, h.now())).toBe(1);
    expect((await h.store.get(customerViewPath(ZINC, 'zoe@example.fr'))).data).toMatchObject({
      points: 320,
      totalSpent: 840,
      firstSeenAt: '2026-01-01T00:00:00.000Z',
    });
    expect(await projectCustomerViews(h.store, h.now())).toBe(0);
  });
});
