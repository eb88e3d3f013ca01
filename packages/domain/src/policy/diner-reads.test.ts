import { describe, expect, it } from 'vitest';
import { canRead } from './can-read';
import { queryIsAllowed, type PolicyWhere } from './query-is-allowed';
import { POLICY_PUBLIC_COLLECTIONS, SERVER_ONLY_COLLECTIONS } from './read-policy';
import type { ReadAuth } from './read-policy-types';

// What a signed-in diner reads of the store directly (the live customer space, packages/data my-space-reads):
// their own record, their copies of their bookings (`customerReservations`, never the reservations, which hold
// what the venue wrote for itself), vouchers, the restaurants and their loyalty rules. Everything else is refused,
// whatever the ids, filters or claims a diner's browser sends.

const ANA = 'ana@mail.fr';
const ana: ReadAuth = {
  uid: 'c',
  claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: ANA },
};

/** A document of restaurant r1 that belongs to ana, in every shape a collection uses. */
const anasDoc = {
  restaurantId: 'r1',
  customerEmail: ANA,
  customerId: ANA,
  email: ANA,
  restaurantIds: ['r1'],
  targetRestaurant: 'r1',
};
/** The ids that designate ana or restaurant r1 where the id carries it. */
const anasId: Record<string, string> = {
  customers: ANA,
  restaurantCustomers: `r1_${ANA}`,
  restaurants: 'r1',
  restaurantSettings: 'r1',
  floorPlans: 'r1',
  reviewStats: 'r1',
  restaurantStats: 'r1_all',
  closedTimeSlots: 'r1_2026-11-28',
  settings: 'loyalty_config_r1',
  tablets: 'r1',
  scanCodes: 'REWARD:335478293',
  customerSecrets: ANA,
  signInGuards: ANA,
  rateLimits: ANA,
};

const read = (collection: string, auth: ReadAuth, data: Record<string, unknown> = anasDoc) =>
  canRead({ collection, docId: anasId[collection] ?? 'd1', data, auth });
const query = (collection: string, where: PolicyWhere[], auth: ReadAuth = ana) =>
  queryIsAllowed({ collection, where, auth });
const mine: PolicyWhere = { field: 'customerEmail', op: '==', value: ANA };

describe('what a signed-in diner reads directly', () => {
  it('reads exactly what the space shows: their record, bookings, vouchers, the venues and their loyalty rules', () => {
    const readable = [...POLICY_PUBLIC_COLLECTIONS, ...SERVER_ONLY_COLLECTIONS].filter((collection) =>
      read(collection, ana),
    );
    expect(readable.sort()).toEqual(
      ['customerReservations', 'customers', 'restaurants', 'rewards', 'settings'].sort(),
    );
  });

  it('never reads what venues keep about them: their views, notes, usages, ledger, reviews, codes', () => {
    for (const collection of [
      'reservations',
      'reservations_archive',
      'restaurantCustomers',
      'rewardUsages',
      'rewardAudit',
      'blockedGuests',
      'loyaltyLedger',
      'loyaltyPoints',
      'reviews',
      'scanCodes',
      'customerSecrets',
      'mail_outbox',
      'email_logs',
      'waitlist',
    ]) {
      expect(read(collection, ana), collection).toBe(false);
      expect(query(collection, [mine]), collection).toBe(false);
      expect(query(collection, [{ field: 'customerId', op: '==', value: ANA }]), collection).toBe(false);
    }
  });

  it('runs the space’s own queries, pinned to their e-mail', () => {
    expect(query('customerReservations', [mine, { field: 'date', op: '>=', value: '2026-11-28' }])).toBe(
      true,
    );
    expect(query('customerReservations', [mine, { field: 'date', op: '<', value: '2026-11-28' }])).toBe(true);
    // The space's former queries on the reservations themselves: refused, even pinned to their e-mail.
    expect(query('reservations', [mine, { field: 'date', op: '>=', value: '2026-11-28' }])).toBe(false);
    expect(query('reservations_archive', [mine, { field: 'date', op: '<', value: '2026-11-28' }])).toBe(
      false,
    );
    expect(query('rewards', [mine])).toBe(true);
    expect(query('customers', [{ field: '__name__', op: '==', value: ANA }])).toBe(true);
  });

  it('refuses the same queries for another diner, for several, or left unpinned', () => {
    for (const collection of ['customerReservations', 'rewards']) {
      const date: PolicyWhere = { field: 'date', op: '>=', value: '2026-11-28' };
      expect(query(collection, [date]), collection).toBe(false);
      expect(
        query(collection, [{ field: 'customerEmail', op: '==', value: 'bob@mail.fr' }]),
        collection,
      ).toBe(false);
      // Another spelling of the address is another diner: the claim is compared as the server wrote it.
      expect(
        query(collection, [{ field: 'customerEmail', op: '==', value: 'Ana@Mail.fr' }]),
        collection,
      ).toBe(false);
      expect(
        query(collection, [{ field: 'customerEmail', op: 'in', value: [ANA, 'bob@mail.fr'] }]),
        collection,
      ).toBe(false);
      expect(query(collection, [{ field: 'customerEmail', op: '>=', value: '' }]), collection).toBe(false);
      expect(
        query(collection, [{ field: 'customerEmail', op: '!=', value: 'bob@mail.fr' }]),
        collection,
      ).toBe(false);
      expect(query(collection, [{ field: 'restaurantId', op: '==', value: 'r1' }]), collection).toBe(false);
    }
  });

  it('never lists the customer file, even their own line found another way', () => {
    expect(query('customers', [])).toBe(false);
    expect(query('customers', [{ field: 'email', op: '==', value: ANA }])).toBe(false);
    expect(query('customers', [{ field: 'restaurantIds', op: 'array-contains', value: 'r1' }])).toBe(false);
    expect(query('customers', [{ field: '__name__', op: '==', value: 'bob@mail.fr' }])).toBe(false);
    expect(canRead({ collection: 'customers', docId: 'bob@mail.fr', data: anasDoc, auth: ana })).toBe(false);
  });

  it('gains nothing from staff claims added to a diner’s token', () => {
    const forged: ReadAuth = {
      uid: 'c',
      claims: { ...ana!.claims, restaurantIds: ['r1'] },
    };
    const bobs = { ...anasDoc, customerEmail: 'bob@mail.fr', customerId: 'bob@mail.fr' };
    for (const collection of [
      'reservations',
      'customerReservations',
      'rewards',
      'restaurantCustomers',
      'rewardUsages',
      'reviews',
    ]) {
      expect(read(collection, forged, bobs), collection).toBe(false);
      expect(query(collection, [{ field: 'restaurantId', op: '==', value: 'r1' }], forged), collection).toBe(
        false,
      );
    }
    expect(canRead({ collection: 'restaurantSettings', docId: 'r1', data: undefined, auth: forged })).toBe(
      false,
    );
    expect(canRead({ collection: 'floorPlans', docId: 'r1', data: undefined, auth: forged })).toBe(false);
  });

  it('reads nothing without the e-mail claim the sign-in callables mint', () => {
    const noClaim: ReadAuth = {
      uid: 'c',
      claims: { role: 'client', firebase: { sign_in_provider: 'custom' } },
    };
    for (const collection of ['customers', 'customerReservations', 'rewards']) {
      expect(read(collection, noClaim, { ...anasDoc, customerEmail: undefined }), collection).toBe(false);
    }
    expect(read('reservations', null)).toBe(false);
    expect(read('customerReservations', null)).toBe(false);
    expect(read('restaurants', null)).toBe(false);
  });
});
