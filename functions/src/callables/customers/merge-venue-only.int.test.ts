import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../../lib/customer-views';
import { seedReservation } from '../../lib/testing/seed';
import { admin, call, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { mergeCustomers, previewCustomerMerge } from './merge-customers';

/**
 * Issue 49, point 2: a merge at one venue works on that venue's view of the person only. Ana told Le Zinc (B) her
 * full name and her mobile, and Au Bureau (A) only « Ana L. » with no phone; her identity record holds what B was
 * told. Au Bureau's staff merge her second address (known at A only): the preview shows what A holds, and the
 * merge writes into A's bookings what A was told, never B's phone or name.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const KEPT = 'ana@mail.fr';
const DUPLICATE = 'ana.pro@mail.fr';
const B_PHONE = '+33699887766';
const B_NAME = 'Ana Lopez-Garcia';

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
  await seedCustomer(h.store, {
    email: KEPT,
    name: B_NAME,
    firstName: 'Ana',
    lastName: 'Lopez-Garcia',
    phone: B_PHONE,
    restaurantIds: ['r1', 'r2'],
    restaurantStats: { r1: { points: 10 }, r2: { points: 40 } },
  });
  // What Au Bureau was given: a first name and an initial, no phone.
  await h.store.update(customerViewPath('r1', KEPT), {
    name: 'Ana L.',
    firstName: 'Ana',
    lastName: 'L.',
    phone: '',
  });
  await seedCustomer(h.store, {
    email: DUPLICATE,
    name: 'Ana L.',
    firstName: 'Ana',
    lastName: 'L.',
    phone: '',
    restaurantIds: ['r1'],
    restaurantStats: { r1: { points: 5 } },
  });
  await seedReservation(h.store, {
    id: 'pro-lunch',
    restaurantName: 'Au Bureau',
    customerName: 'Ana L.',
    customerFirstName: 'Ana',
    customerLastName: 'L.',
    customerEmail: DUPLICATE,
    customerPhone: '',
  });
  await h.store.set('reviews/pro-review', {
    id: 'pro-review',
    restaurantId: 'r1',
    customerId: DUPLICATE,
    customerEmail: DUPLICATE,
    customerName: 'Ana L.',
    rating: 4,
    comment: 'Bien',
  });
});

const input = { restaurantId: 'r1', keptId: KEPT, duplicateId: DUPLICATE };

describe('a merge at Au Bureau, of a customer Le Zinc knows better', () => {
  it('previews what Au Bureau holds, never the identity record', async () => {
    const preview = await call(previewCustomerMerge, input, admin('r1'));
    expect(preview).toMatchObject({
      kept: { name: 'Ana L.', email: KEPT, phone: '', points: 10, restaurantCount: 2 },
      duplicate: { name: 'Ana L.', email: DUPLICATE, phone: '', points: 5 },
      result: { name: 'Ana L.', email: KEPT, phone: '', points: 15 },
    });
    const text = JSON.stringify(preview);
    expect(text).not.toContain(B_PHONE);
    expect(text).not.toContain('Garcia');
  });

  it("writes Au Bureau's own knowledge into its bookings and reviews, not Le Zinc's", async () => {
    await call(mergeCustomers, input, admin('r1'));
    const booking = (await h.store.get('reservations/pro-lunch')).data ?? {};
    expect(booking).toMatchObject({ customerEmail: KEPT, customerPhone: '', customerName: 'Ana L.' });
    expect((await h.store.get('reviews/pro-review')).data).toMatchObject({
      customerEmail: KEPT,
      customerName: 'Ana L.',
    });
    const view = (await h.store.get(customerViewPath('r1', KEPT))).data ?? {};
    expect(view).toMatchObject({ name: 'Ana L.', phone: '', points: 15 });
    expect(JSON.stringify([booking, view])).not.toContain(B_PHONE);
  });

  it("fills a booking's missing phone with the one Au Bureau was given by either record", async () => {
    await h.store.update(customerViewPath('r1', DUPLICATE), { phone: '+33611223344' });
    const preview = await call<{ result: { phone: string } }>(previewCustomerMerge, input, admin('r1'));
    expect(preview.result.phone).toBe('+33611223344');
    await call(mergeCustomers, input, admin('r1'));
    expect((await h.store.get('reservations/pro-lunch')).data?.customerPhone).toBe('+33611223344');
  });
});
