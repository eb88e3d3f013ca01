import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocData } from '@app/data';
import { customerUid } from '../../lib/auth-admin';
import { customerViewPath } from '../../lib/customer-views';
import { seedReservation } from '../../lib/testing/seed';
import { setReservationStatus } from '../reservations/set-reservation-status';
import { MASTER, admin, call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { mergeCustomers, previewCustomerMerge } from './merge-customers';

/**
 * Staff merge of duplicates (ARCHITECTURE §8 "duplicates are merged by staff from the customer profile"): Marie
 * has a record by e-mail at Au Bureau, and a second one by name and another phone, made when she booked by
 * phone. The preview shows the merge; the merge adds the figures, moves her documents and removes the duplicate.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const KEPT = 'marie@example.fr';
const DUPLICATE = 'Marie Curie_0622334455';
const ZINC = 'r2';

const stats = (extra: DocData) => ({
  totalReservations: 0,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  visitsDeclared: 0,
  reviews: 0,
  totalSpent: 0,
  giftsClaimed: 0,
  ...extra,
});

async function archiveReservation(id: string, fields: DocData): Promise<void> {
  await seedReservation(h.store, { id, ...fields });
  const data = (await h.store.get(`reservations/${id}`)).data ?? {};
  await h.store.set(`reservations_archive/${id}`, { ...data, archived: true, status: 'COMPLETED' });
  await h.store.delete(`reservations/${id}`);
}

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, ZINC, 'Le Zinc');
  await seedCustomer(h.store, {
    email: KEPT,
    phone: '0611223344',
    loyaltyPoints: 60,
    totalReservations: 3,
    totalSpent: 100,
    lastVisit: '2026-10-01',
    restaurantIds: ['r1'],
    restaurantStats: {
      r1: stats({ points: 60, totalReservations: 3, completed: 2, visitsDeclared: 1, totalSpent: 100 }),
    },
  });
  await h.store.update(customerViewPath('r1', KEPT), { notes: 'Allergie aux noix' });
  await seedCustomer(h.store, {
    id: DUPLICATE,
    phone: '06 22 33 44 55',
    birthDate: '1990-05-12',
    rgpdConsent: false,
    loyaltyPoints: 25.5,
    totalReservations: 2,
    totalSpent: 40,
    lastVisit: '2026-11-02',
    restaurantIds: ['r1'],
    restaurantStats: {
      r1: stats({
        points: 25.5,
        totalReservations: 2,
        completed: 1,
        totalSpent: 40,
        lastVisit: '2026-11-02',
      }),
    },
  });
  await h.store.update(customerViewPath('r1', DUPLICATE), {
    notes: 'Préfère la terrasse',
    smsMarketingConsent: true,
    consentProofs: {
      sms: { granted: true, at: '2026-11-02T12:00:00.000Z', method: 'staff', text: 'Accord' },
    },
  });
  await h.store.set(`customerSecrets/${DUPLICATE}`, { id: DUPLICATE, email: '', loginCodeAttempts: 0 });
  // Her phone booking (spelt with spaces), one archived (E.164), and her husband's on the same phone.
  await seedReservation(h.store, {
    id: 'dup-res',
    customerName: 'Marie Curie',
    customerFirstName: 'Marie',
    customerLastName: 'Curie',
    customerEmail: '',
    customerPhone: '06 22 33 44 55',
  });
  await archiveReservation('dup-old', {
    customerName: 'Marie Curie',
    customerFirstName: 'Marie',
    customerLastName: 'Curie',
    customerEmail: '',
    customerPhone: '+33622334455',
    date: '2026-11-02',
  });
  await seedReservation(h.store, {
    id: 'pierre-res',
    customerName: 'Pierre Curie',
    customerFirstName: 'Pierre',
    customerLastName: 'Curie',
    customerEmail: '',
    customerPhone: '0622334455',
  });
  await h.store.set('loyaltyLedger/dup-entry', {
    id: 'dup-entry',
    customerId: DUPLICATE,
    restaurantId: 'r1',
    delta: 25.5,
    type: 'reservation_completed',
    createdAt: '2026-11-02T22:00:00.000Z',
  });
  await h.store.set('rewards/dup-voucher', {
    id: 'dup-voucher',
    restaurantId: 'r1',
    customerId: DUPLICATE,
    customerEmail: '',
    customerName: 'Marie C.',
    status: 'active',
  });
  await h.store.set('reviews/dup-review', {
    id: 'dup-review',
    restaurantId: 'r1',
    customerId: DUPLICATE,
    customerEmail: '',
    customerName: 'Marie C.',
    rating: 5,
    comment: 'Parfait',
    searchTokens: ['ma', 'mar', 'pa', 'par'],
  });
});

const input = { restaurantId: 'r1', keptId: KEPT, duplicateId: DUPLICATE };

/** Every document a merge could write, the venues' views and the archive included. */
async function dump() {
  const extra = await Promise.all(
    ['restaurantCustomers', 'reservations_archive'].map(async (collection) =>
      (await h.store.query({ collection })).docs.map((d) => [d.path, d.data]),
    ),
  );
  return { ...(await writeSnapshot(h)), extra };
}

const NOT_FOUND = { code: 'not-found', message: 'Client non trouvé' };
const DENIED = {
  code: 'permission-denied',
  message: "Accès refusé : vous n'avez pas les permissions nécessaires",
};

describe('previewCustomerMerge', () => {
  it('shows both records at the venue, the merged record and what moves, and writes nothing', async () => {
    const before = await dump();
    expect(await call(previewCustomerMerge, input, admin('r1'))).toEqual({
      kept: {
        customerId: KEPT,
        name: 'Marie Curie',
        email: KEPT,
        phone: '0611223344',
        points: 60,
        totalReservations: 3,
        visits: 3,
        restaurantCount: 1,
      },
      duplicate: {
        customerId: DUPLICATE,
        name: 'Marie Curie',
        email: '',
        phone: '06 22 33 44 55',
        points: 25.5,
        totalReservations: 2,
        visits: 1,
        restaurantCount: 1,
      },
      result: {
        name: 'Marie Curie',
        email: KEPT,
        phone: '0611223344',
        points: 85.5,
        totalReservations: 5,
        visits: 4,
        restaurantCount: 1,
      },
      moves: { reservations: 2, vouchers: 1, reviews: 1, ledgerEntries: 1 },
      removesSignIn: false,
    });
    expect(await dump()).toEqual(before);
  });

  it('counts the venues of both records and announces the removal of an e-mail duplicate’s sign-in', async () => {
    await seedCustomer(h.store, {
      email: 'marie.c@example.fr',
      restaurantIds: ['r1', ZINC],
      restaurantStats: { r1: stats({ points: 4 }), [ZINC]: stats({ points: 9 }) },
    });
    const preview = await call<{
      result: { restaurantCount: number; points: number };
      removesSignIn: boolean;
    }>(previewCustomerMerge, { ...input, duplicateId: 'marie.c@example.fr' }, MASTER);
    expect(preview.result).toMatchObject({ restaurantCount: 2, points: 64 });
    expect(preview.removesSignIn).toBe(true);
  });
});

describe('mergeCustomers', () => {
  it('adds the figures, rewrites the view, moves the documents and removes the duplicate', async () => {
    expect(await call(mergeCustomers, input, admin('r1'))).toEqual({ ok: true, customerId: KEPT });

    const record = (await h.store.get(`customers/${KEPT}`)).data ?? {};
    expect(record).toMatchObject({
      loyaltyPoints: 85.5,
      totalReservations: 5,
      totalSpent: 140,
      lastVisit: '2026-11-02',
      phone: '0611223344',
      birthDate: '1990-05-12',
      restaurantIds: ['r1'],
      restaurantStats: {
        r1: {
          points: 85.5,
          totalReservations: 5,
          completed: 3,
          visitsDeclared: 1,
          totalSpent: 140,
          lastVisit: '2026-11-02',
        },
      },
    });
    expect((await h.store.get(customerViewPath('r1', KEPT))).data).toMatchObject({
      points: 85.5,
      totalReservations: 5,
      completed: 3,
      notes: 'Allergie aux noix\nPréfère la terrasse',
      smsMarketingConsent: true,
      consentProofs: { sms: { granted: true, method: 'staff', at: '2026-11-02T12:00:00.000Z' } },
      rgpdConsent: true,
      restaurantCount: 1,
    });
    expect((await h.store.get(`customers/${DUPLICATE}`)).exists).toBe(false);
    expect((await h.store.get(customerViewPath('r1', DUPLICATE))).exists).toBe(false);
    expect((await h.store.get(`customerSecrets/${DUPLICATE}`)).exists).toBe(false);

    const byEmail = async (collection: string) =>
      (
        await h.store.query({ collection, where: [{ field: 'customerEmail', op: '==', value: KEPT }] })
      ).docs.map((d) => d.id);
    expect(await byEmail('reservations')).toEqual(['dup-res']);
    expect(await byEmail('reservations_archive')).toEqual(['dup-old']);
    expect((await h.store.get('reservations/pierre-res')).data).toMatchObject({ customerEmail: '' });
    expect((await h.store.get('loyaltyLedger/dup-entry')).data?.customerId).toBe(KEPT);
    expect((await h.store.get('rewards/dup-voucher')).data).toMatchObject({
      customerId: KEPT,
      customerEmail: KEPT,
      customerName: 'Marie Curie',
    });
    const review = (await h.store.get('reviews/dup-review')).data ?? {};
    expect(review).toMatchObject({ customerId: KEPT, customerEmail: KEPT, customerName: 'Marie Curie' });
    expect(review.searchTokens).toEqual(expect.arrayContaining(['curie', 'parfait']));

    // A later status change of a moved booking counts on the kept record and never makes the duplicate again.
    await call(setReservationStatus, { reservationId: 'dup-res', status: 'CANCELLED' }, admin('r1'));
    expect((await h.store.get(`customers/${DUPLICATE}`)).exists).toBe(false);
    expect((await h.store.get(customerViewPath('r1', DUPLICATE))).exists).toBe(false);
  });

  it('answers « Client non trouvé » to a retry after success, and changes nothing', async () => {
    await call(mergeCustomers, input, admin('r1'));
    const before = await dump();
    expect(await failureOf(call(mergeCustomers, input, admin('r1')))).toEqual(NOT_FOUND);
    expect(await failureOf(call(previewCustomerMerge, input, admin('r1')))).toEqual(NOT_FOUND);
    expect(await dump()).toEqual(before);
  });

  it('removes the sign-in of a duplicate known by e-mail and moves its bookings to the kept e-mail', async () => {
    await seedCustomer(h.store, {
      email: 'marie.c@example.fr',
      phone: '',
      restaurantIds: ['r1'],
      restaurantStats: { r1: stats({ points: 4, totalReservations: 1 }) },
    });
    await h.store.set('customerSecrets/marie.c@example.fr', {
      id: 'marie.c@example.fr',
      email: 'marie.c@example.fr',
      passwordHash: 'x',
    });
    h.auth.users.set(customerUid('marie.c@example.fr'), {
      uid: customerUid('marie.c@example.fr'),
      email: '',
      password: '',
      claims: { role: 'client', customerEmail: 'marie.c@example.fr' },
    });
    await seedReservation(h.store, {
      id: 'mc-res',
      customerName: 'Marie Curie',
      customerEmail: 'marie.c@example.fr',
      customerPhone: '',
    });
    await call(mergeCustomers, { ...input, duplicateId: 'marie.c@example.fr' }, admin('r1'));
    expect((await h.store.get('reservations/mc-res')).data).toMatchObject({
      customerEmail: KEPT,
      customerPhone: '0611223344',
    });
    expect(h.auth.users.has(customerUid('marie.c@example.fr'))).toBe(false);
    expect((await h.store.get('customerSecrets/marie.c@example.fr')).exists).toBe(false);
    expect((await h.store.get(`customers/${KEPT}`)).data?.loyaltyPoints).toBe(64);
  });

  it('merges two phone-only records: the moved bookings key on the kept one', async () => {
    const kept = 'Marie Curie_0611223344';
    await seedCustomer(h.store, {
      id: kept,
      restaurantIds: ['r1'],
      restaurantStats: { r1: stats({ points: 10, totalReservations: 1 }) },
    });
    await call(mergeCustomers, { ...input, keptId: kept }, admin('r1'));
    expect((await h.store.get('reservations/dup-res')).data).toMatchObject({
      customerEmail: '',
      customerName: 'Marie Curie',
      customerPhone: '0611223344',
    });
    expect((await h.store.get('reservations/pierre-res')).data?.customerPhone).toBe('0622334455');
    await call(setReservationStatus, { reservationId: 'dup-res', status: 'CANCELLED' }, admin('r1'));
    expect((await h.store.get(`customers/${DUPLICATE}`)).exists).toBe(false);
    expect((await h.store.get(`customers/${kept}`)).data?.restaurantStats).toMatchObject({
      r1: { cancelled: 1, totalReservations: 3 },
    });
  });

  it('carries a venue’s notes and consents over when only the duplicate was known there (master_admin)', async () => {
    await h.store.update(`customers/${DUPLICATE}`, {
      restaurantIds: ['r1', ZINC],
      restaurantStats: {
        r1: stats({ points: 25.5, totalReservations: 2, completed: 1 }),
        [ZINC]: stats({ points: 12, totalReservations: 1 }),
      },
    });
    await seedCustomer(h.store, {
      ...(await h.store.get(`customers/${DUPLICATE}`)).data,
      id: DUPLICATE,
    });
    await h.store.update(customerViewPath(ZINC, DUPLICATE), {
      notes: 'Table 4',
      emailMarketingConsent: true,
      consentProofs: {
        email: { granted: true, at: '2025-03-01T00:00:00.000Z', method: 'tablet', text: 'Offres' },
      },
      firstSeenAt: '2025-03-01T00:00:00.000Z',
    });
    await call(mergeCustomers, input, MASTER);
    expect((await h.store.get(`customers/${KEPT}`)).data).toMatchObject({
      restaurantIds: ['r1', ZINC],
      loyaltyPoints: 97.5,
    });
    expect((await h.store.get(customerViewPath(ZINC, KEPT))).data).toMatchObject({
      points: 12,
      notes: 'Table 4',
      emailMarketingConsent: true,
      firstSeenAt: '2025-03-01T00:00:00.000Z',
      restaurantCount: 2,
    });
    expect((await h.store.get(customerViewPath('r1', KEPT))).data?.restaurantCount).toBe(2);
    expect((await h.store.get(customerViewPath(ZINC, DUPLICATE))).exists).toBe(false);
  });
});

describe('refusals: the French message, and nothing written', () => {
  async function refused(data: DocData, caller: Parameters<typeof call>[2]) {
    const before = await dump();
    const merge = await failureOf(call(mergeCustomers, data, caller));
    const preview = await failureOf(call(previewCustomerMerge, data, caller));
    expect(preview).toEqual(merge);
    expect(await dump()).toEqual(before);
    return merge;
  }

  it('1. refuses a venue the caller does not work for', async () => {
    expect(await refused(input, admin(ZINC))).toEqual(DENIED);
  });

  it('2. refuses merging a record with itself', async () => {
    expect(await refused({ ...input, duplicateId: KEPT }, admin('r1'))).toEqual({
      code: 'invalid-argument',
      message: 'Choisissez une autre fiche : un client ne peut pas être fusionné avec lui-même',
    });
  });

  it('3. answers « Client non trouvé » for a missing record or one the venue does not know', async () => {
    await seedCustomer(h.store, { email: 'zoe@example.fr', restaurantIds: [ZINC] });
    expect(await refused({ ...input, duplicateId: 'nobody@example.fr' }, admin('r1'))).toEqual(NOT_FOUND);
    expect(await refused({ ...input, keptId: 'nobody@example.fr' }, admin('r1'))).toEqual(NOT_FOUND);
    expect(await refused({ ...input, duplicateId: 'zoe@example.fr' }, admin('r1'))).toEqual(NOT_FOUND);
    expect(await refused({ ...input, keptId: 'zoe@example.fr' }, MASTER)).toEqual(NOT_FOUND);
  });

  it('4. refuses a duplicate another venue knows, unless master_admin', async () => {
    await h.store.update(`customers/${DUPLICATE}`, { restaurantIds: ['r1', ZINC] });
    expect(await refused(input, admin('r1'))).toEqual(DENIED);
    await expect(call(mergeCustomers, input, MASTER)).resolves.toEqual({ ok: true, customerId: KEPT });
  });

  it('5. refuses keeping the record without e-mail over the one with', async () => {
    expect(await refused({ ...input, keptId: DUPLICATE, duplicateId: KEPT }, admin('r1'))).toEqual({
      code: 'failed-precondition',
      message: "Gardez la fiche qui a un e-mail : c'est elle qui permet au client de se connecter",
    });
  });

  it('6. refuses a duplicate with more than 300 documents to move', async () => {
    const batch = h.store.batch();
    for (let i = 0; i < 300; i++)
      batch.set(`loyaltyLedger/bulk-${i}`, { id: `bulk-${i}`, customerId: DUPLICATE, restaurantId: 'r1' });
    await batch.commit();
    expect(await refused(input, admin('r1'))).toEqual({
      code: 'failed-precondition',
      message: "Cette fiche a trop d'historique pour être fusionnée depuis le back office",
    });
  });

  it('keeps a venue’s staff away from customers known only at another venue', async () => {
    await seedCustomer(h.store, { email: 'zoe@example.fr', restaurantIds: [ZINC] });
    await seedCustomer(h.store, { id: 'Zoé Lambert_0699887766', restaurantIds: [ZINC] });
    const zinc = { restaurantId: ZINC, keptId: 'zoe@example.fr', duplicateId: 'Zoé Lambert_0699887766' };
    expect(await refused(zinc, admin('r1'))).toEqual(DENIED);
    expect(await refused({ ...zinc, restaurantId: 'r1' }, admin('r1'))).toEqual(NOT_FOUND);
    await expect(call(mergeCustomers, zinc, MASTER)).resolves.toEqual({
      ok: true,
      customerId: 'zoe@example.fr',
    });
  });
});

describe('consents through a merge', () => {
  it('keeps the latest decision of either view: a withdrawal after the duplicate’s grant stays a withdrawal', async () => {
    await h.store.update(customerViewPath('r1', KEPT), {
      smsMarketingConsent: false,
      consentProofs: {
        sms: { granted: false, at: '2026-11-20T09:00:00.000Z', method: 'unsubscribe', text: 'Retrait' },
      },
    });
    await call(mergeCustomers, input, admin('r1'));
    expect((await h.store.get(customerViewPath('r1', KEPT))).data).toMatchObject({
      smsMarketingConsent: false,
      consentProofs: { sms: { granted: false, method: 'unsubscribe' } },
    });
  });
});
