import { fileURLToPath } from 'node:url';
import {
  createCustomersRepository,
  createLoyaltyRepository,
  createReservationsRepository,
  createRestaurantsRepository,
  createRewardsRepository,
  createUsersRepository,
} from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../callables/customers/password-hash';
import { createMemoryAuthAdmin, type MemoryAuthAdmin } from '../lib/auth-admin';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';
import { seedDemoData, type SeedResult } from './seed-demo-data';

const NOW = new Date('2026-11-22T08:30:00.000Z');
let store: EmbeddedStore;
let auth: MemoryAuthAdmin;
let first: SeedResult;

beforeAll(async () => {
  const indexes = await loadIndexesFile(fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url)));
  store = await EmbeddedStore.open({ dataDir: 'memory://', indexes });
  auth = createMemoryAuthAdmin();
  first = await seedDemoData({ store, auth, now: NOW });
});
afterAll(async () => {
  await store.close();
});

describe('seedDemoData (embedded store, in-memory Auth)', () => {
  it('creates one staff account per role with its claims and profile', async () => {
    expect(first.seeded).toBe(true);
    const users = createUsersRepository(store);
    for (const member of DEMO_STAFF) {
      const account = await auth.getUserByEmail(member.email);
      expect(account).not.toBeNull();
      expect(auth.users.get(account!.uid)?.claims).toEqual({ role: member.role, restaurantIds: member.restaurantIds });
      expect(auth.users.get(account!.uid)?.password).toBe(DEMO_PASSWORD);
      expect(await users.getById(account!.uid)).toMatchObject({ role: member.role, email: member.email });
    }
  });

  it('stores every built document, readable through the repositories', async () => {
    expect(await store.count({ collection: 'reservations' })).toBe(first.counts.reservations);
    expect(await store.count({ collection: 'customers' })).toBe(first.counts.customers);
    expect(await store.count({ collection: 'loyaltyLedger' })).toBe(first.counts.ledger);
    const restaurants = await createRestaurantsRepository(store).listAll();
    expect(restaurants.map((r) => r.name)).toEqual(['Au Bureau', 'La Table du Port', 'Le Petit Zinc']);

    const reservations = createReservationsRepository(store);
    const today = await reservations.listForDay({ restaurantId: 'rest-bureau', date: '2026-11-22' });
    expect(today.length).toBeGreaterThanOrEqual(13);
    expect((await reservations.listPending({ restaurantId: 'rest-bureau' })).length).toBeGreaterThan(0);

    for (const restaurant of restaurants) {
      const customers = createCustomersRepository(store);
      const total = await customers.countForRestaurant(restaurant.id);
      const page = await customers.listPage({ restaurantId: restaurant.id });
      // Twelve regulars per venue plus diners of the neighbouring venue: every one has a last visit, so all show.
      expect(total).toBeGreaterThanOrEqual(12);
      expect(page.items).toHaveLength(Math.min(total, 20));
      expect(page.nextCursor === null).toBe(total <= 20);
    }
  });

  it('lets the demo customer sign in with the demo password and see vouchers', async () => {
    const secret = await store.get(`customerSecrets/${DEMO_CUSTOMER_EMAIL}`);
    expect(await verifyPassword(DEMO_PASSWORD, String(secret.data?.passwordHash))).toBe(true);
    const customer = await createCustomersRepository(store).getByEmail(DEMO_CUSTOMER_EMAIL);
    expect(customer?.hasPassword).toBe(true);
    expect(customer?.restaurantStats['rest-bureau']?.points).toBeGreaterThanOrEqual(1000);
    const vouchers = await createRewardsRepository(store).listForCustomer({ email: DEMO_CUSTOMER_EMAIL });
    expect(vouchers.map((v) => v.status).sort()).toEqual(['active', 'used', 'used']);
    expect((await createLoyaltyRepository(store).getConfig('rest-lezinc')).pointsPerReview).toBe(10);
  });

  it('does nothing the second time, even with Auth accounts already there', async () => {
    const before = await store.count({ collection: 'reservations' });
    const again = await seedDemoData({ store, auth, now: new Date('2026-11-25T08:30:00.000Z') });
    expect(again).toEqual({ seeded: false, counts: {} });
    expect(await store.count({ collection: 'reservations' })).toBe(before);
    expect(auth.users.size).toBe(DEMO_STAFF.length);
  });

  it('reuses existing Auth accounts when the store was emptied but Auth kept its users', async () => {
    await store.reset();
    const uids = await Promise.all(DEMO_STAFF.map(async (m) => (await auth.getUserByEmail(m.email))?.uid));
    const result = await seedDemoData({ store, auth, now: NOW });
    expect(result.seeded).toBe(true);
    expect(auth.users.size).toBe(DEMO_STAFF.length);
    const users = await createUsersRepository(store).listAll();
    expect(users.map((u) => u.id).sort()).toEqual([...uids].sort());
  });
});
