import { describe, expect, it } from 'vitest';
import { canRead } from './can-read';
import { POLICY_PUBLIC_COLLECTIONS, READ_POLICY, SERVER_ONLY_COLLECTIONS } from './read-policy';
import type { ReadAuth } from './read-policy-types';

const master: ReadAuth = { uid: 'm', claims: { role: 'master_admin', restaurantIds: [] } };
const full: ReadAuth = { uid: 'f', claims: { role: 'admin_full', restaurantIds: ['r1', 'r2'] } };
const admin: ReadAuth = { uid: 'a', claims: { role: 'admin', restaurantIds: ['r1'] } };
const client: ReadAuth = {
  uid: 'c',
  claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: 'ana@mail.fr' },
};
const anonymous: ReadAuth = null;

/** A document of r1 that belongs to ana, in every shape a collection uses. */
const doc = {
  restaurantId: 'r1',
  customerEmail: 'ana@mail.fr',
  customerId: 'ana@mail.fr',
  restaurantIds: ['r1'],
  targetRestaurant: 'r1',
};
/** The document id that designates r1 (or ana) in each collection. */
const idFor: Record<string, string> = {
  restaurants: 'r1',
  restaurantSettings: 'r1',
  floorPlans: 'r1',
  reviewStats: 'r1',
  restaurantStats: 'r1_m_2026-11',
  closedTimeSlots: 'r1_2026-11-22',
  settings: 'loyalty_config_r1',
  customers: 'ana@mail.fr',
  users: 'someone',
};
const read = (
  collection: string,
  auth: ReadAuth,
  data: Record<string, unknown> = doc,
  docId = idFor[collection] ?? 'd1',
) => canRead({ collection, docId, data, auth });

/** Expected reads of the r1/ana document: [master_admin, admin_full, admin, client, anonymous]. */
const MATRIX: Record<string, [boolean, boolean, boolean, boolean, boolean]> = {
  // The venue's documents: a diner reads their copy (customerReservations), never the reservation itself.
  reservations: [true, true, true, false, false],
  reservations_archive: [true, true, true, false, false],
  customerReservations: [true, false, false, true, false],
  // Staff read their venues' views, never the record (every venue's figures): the leak of issue 20.
  customers: [true, false, false, true, false],
  restaurantCustomers: [true, true, true, false, false],
  users: [true, true, true, false, false],
  restaurants: [true, true, true, true, false],
  restaurantSettings: [true, true, true, false, false],
  closedTimeSlots: [true, true, true, false, false],
  reviews: [true, true, true, false, false],
  reviewStats: [true, true, true, false, false],
  restaurantStats: [true, true, false, false, false],
  rewards: [true, true, true, true, false],
  rewardUsages: [true, true, true, false, false],
  rewardAudit: [true, true, true, false, false],
  blockedGuests: [true, true, true, false, false],
  loyaltyPoints: [true, true, true, false, false],
  email_logs: [true, true, false, false, false],
  automatic_execution_logs: [true, true, false, false, false],
  campaigns: [true, true, false, false, false],
  campaign_tracking: [true, false, false, false, false],
  floorPlans: [true, true, true, false, false],
  settings: [true, true, true, true, false],
  customerSecrets: [false, false, false, false, false],
  signInGuards: [false, false, false, false, false],
  userInvitations: [false, false, false, false, false],
  mail_outbox: [false, false, false, false, false],
  loyaltyLedger: [false, false, false, false, false],
  idempotency: [false, false, false, false, false],
  scanCodes: [false, false, false, false, false],
  tablets: [false, false, false, false, false],
  rateLimits: [false, false, false, false, false],
  tokenRevocations: [false, false, false, false, false],
  waitlist: [false, false, false, false, false],
  bookingGuards: [false, false, false, false, false],
  sms_outbox: [false, false, false, false, false],
  sms_threads: [false, false, false, false, false],
  sms_optouts: [false, false, false, false, false],
  sms_inbound: [false, false, false, false, false],
  deletedRestaurants: [false, false, false, false, false],
  sms_links: [false, false, false, false, false],
  dataExportAudit: [false, false, false, false, false],
  sms_usage: [false, false, false, false, false],
  apiKeys: [false, false, false, false, false],
  apiCalls: [false, false, false, false, false],
  apiIdempotency: [false, false, false, false, false],
  tillTickets: [false, false, false, false, false],
  webhookSubscriptions: [false, false, false, false, false],
  webhookEvents: [false, false, false, false, false],
  webhookDeliveries: [false, false, false, false, false],
};

describe('canRead matrix (roles × collections) on a document of r1 belonging to ana', () => {
  it('declares every collection', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(
      [...POLICY_PUBLIC_COLLECTIONS, ...SERVER_ONLY_COLLECTIONS].sort(),
    );
    expect(Object.keys(READ_POLICY).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX))('%s', (collection, expected) => {
    expect([master, full, admin, client, anonymous].map((auth) => read(collection, auth))).toEqual(expected);
  });
});

describe('canRead outside the caller’s scope', () => {
  const otherRestaurant = { ...doc, restaurantId: 'r9', restaurantIds: ['r9'], targetRestaurant: 'r9' };
  const otherCustomer = { ...doc, customerEmail: 'bob@mail.fr', customerId: 'bob@mail.fr' };

  it('refuses staff the documents of other restaurants', () => {
    for (const collection of [
      'reservations',
      'reviews',
      'rewards',
      'rewardUsages',
      'loyaltyPoints',
      'customers',
    ]) {
      expect(read(collection, admin, otherRestaurant), collection).toBe(false);
      expect(read(collection, master, otherRestaurant), collection).toBe(true);
    }
    expect(read('restaurants', admin, doc, 'r9')).toBe(false);
    expect(read('reviewStats', admin, doc, 'r9')).toBe(false);
    expect(read('reviewStats', master, doc, 'r9')).toBe(true);
    expect(read('closedTimeSlots', admin, doc, 'r9_2026-11-22')).toBe(false);
    expect(read('settings', full, doc, 'loyalty_config_r2')).toBe(true);
    expect(read('settings', admin, doc, 'loyalty_config_r2')).toBe(false);
    expect(read('campaigns', full, otherRestaurant)).toBe(false);
  });

  it('refuses customers the documents of others', () => {
    for (const collection of [
      'reservations',
      'reservations_archive',
      'customerReservations',
      'reviews',
      'rewards',
      'loyaltyPoints',
    ]) {
      expect(read(collection, client, otherCustomer), collection).toBe(false);
    }
    expect(read('customers', client, doc, 'bob@mail.fr')).toBe(false);
  });

  it('lets staff read missing per-day documents by id, but not field-guarded missing ones', () => {
    const missing = (collection: string, docId: string) =>
      canRead({ collection, docId, data: undefined, auth: admin });
    expect(missing('closedTimeSlots', 'r1_2026-11-22')).toBe(true);
    expect(missing('floorPlans', 'r1')).toBe(true);
    expect(missing('reservations', 'd1')).toBe(false);
  });

  it('lets staff read their own user profile and their colleagues', () => {
    expect(read('users', admin, { restaurantIds: ['r9'] }, 'a')).toBe(true);
    expect(read('users', admin, { restaurantIds: ['r9'] }, 'x')).toBe(false);
  });

  it('ignores malformed or missing claims and unknown collections', () => {
    expect(read('reservations', { uid: 'x', claims: { role: 'admin', restaurantIds: 'r1' } })).toBe(false);
    expect(read('reservations', { uid: 'x', claims: { role: 'chef', restaurantIds: ['r1'] } })).toBe(false);
    expect(read('reservations', { uid: 'x', claims: {} })).toBe(false);
    expect(
      read(
        'customerReservations',
        { uid: 'x', claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: '' } },
        { customerEmail: '' },
      ),
    ).toBe(false);
    expect(read('customers', { uid: 'x', claims: { role: 'client' } }, doc, '')).toBe(false);
    expect(read('secret_stuff', master)).toBe(false);
  });

  it('reads as a client only on a session opened with the custom token of the sign-in callables', () => {
    const own = { customerEmail: 'ana@mail.fr' };
    expect(read('customerReservations', client, own)).toBe(true);
    for (const firebase of [{ sign_in_provider: 'password' }, { sign_in_provider: 'anonymous' }, undefined]) {
      const other: ReadAuth = {
        uid: 'c',
        claims: { role: 'client', customerEmail: 'ana@mail.fr', firebase },
      };
      expect(read('customerReservations', other, own)).toBe(false);
    }
  });
});
