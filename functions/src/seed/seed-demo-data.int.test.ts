import {
  ARCHIVABLE_STATUSES,
  LOYALTY_LEVEL_KEYS,
  RESERVATION_STATUSES,
  STAFF_ROLES,
  WEEKDAYS,
  buildCustomerFileId,
  computeArchiveCutoff,
  computeGuestLabels,
  computeLoyaltyLevelKey,
  isArchivable,
  listTables,
  reservationSearchToken,
} from '@app/domain';
import {
  createCustomersRepository,
  createFloorPlansRepository,
  createLoyaltyRepository,
  createReviewsRepository,
  createReservationsRepository,
  createRestaurantsRepository,
  createRewardsRepository,
  createUsersRepository,
} from '@app/data';
import type { EmbeddedStore } from '@app/data/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMySpaceCards } from '../callables/customers/my-space-cards';
import { verifyPassword } from '../callables/customers/password-hash';
import { createMemoryAuthAdmin, type MemoryAuthAdmin } from '../lib/auth-admin';
import { takeWorkerStore, type WorkerStore } from '../lib/testing/worker-store';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';
import { seedDemoData, type SeedResult } from './seed-demo-data';
import { TABLES_VENUE } from './demo-tables-venue';

const NOW = new Date('2026-11-22T08:30:00.000Z');
let bench: WorkerStore;
let store: EmbeddedStore;
let auth: MemoryAuthAdmin;
let first: SeedResult;

beforeAll(async () => {
  bench = await takeWorkerStore(() => new Date());
  store = bench.store;
  auth = createMemoryAuthAdmin();
  first = await seedDemoData({ store, auth, now: NOW });
});
afterAll(async () => {
  await bench.release();
});

describe('seedDemoData (embedded store, in-memory Auth)', () => {
  it('creates one staff account per role with its claims and profile', async () => {
    expect(first.seeded).toBe(true);
    const users = createUsersRepository(store);
    for (const member of DEMO_STAFF) {
      const account = await auth.getUserByEmail(member.email);
      expect(account).not.toBeNull();
      expect(auth.users.get(account!.uid)?.claims).toEqual({
        role: member.role,
        restaurantIds: member.restaurantIds,
      });
      expect(auth.users.get(account!.uid)?.password).toBe(DEMO_PASSWORD);
      expect(await users.getById(account!.uid)).toMatchObject({ role: member.role, email: member.email });
    }
  });

  it('holds what the demo promises: venues with hours and a plan, a login per role, every level, status, reviews, vouchers', async () => {
    const today = '2026-11-22';
    const everyVenue = await createRestaurantsRepository(store).listAll();
    expect(everyVenue).toHaveLength(4);
    // The venue « Par tables » has no loyalty history (see below).
    const restaurants = everyVenue.filter((venue) => venue.id !== TABLES_VENUE.id);
    const everyStatus = new Set<string>();
    for (const venue of restaurants) {
      const openDays = WEEKDAYS.filter(
        (day) => !venue.openingHours[day].closed && venue.openingHours[day].timeSlots.length > 0,
      );
      expect(openDays.length, venue.name).toBeGreaterThanOrEqual(6);
      expect((await createRestaurantsRepository(store).getSettings(venue.id))?.openingHours).toEqual(
        venue.openingHours,
      );
      const plan = await createFloorPlansRepository(store).get(venue.id);
      expect(listTables(plan!).length, venue.name).toBeGreaterThanOrEqual(12);

      const reservations = await store.query<{ status: string; date: string }>({
        collection: 'reservations',
        where: [{ field: 'restaurantId', op: '==', value: venue.id }],
      });
      const statuses = (keep: (date: string) => boolean) =>
        new Set(reservations.docs.filter((d) => keep(d.data!.date)).map((d) => d.data!.status));
      statuses(() => true).forEach((status) => everyStatus.add(status));
      // History and bookings ahead, each with the statuses it can have.
      expect(statuses((date) => date < today)).toEqual(
        new Set(['COMPLETED', 'CANCELLED', 'NO_SHOW', 'VISIT_DECLARED']),
      );
      expect(statuses((date) => date > today)).toEqual(new Set(['PENDING', 'CONFIRMED', 'CANCELLED']));

      const config = await createLoyaltyRepository(store).getConfig(venue.id);
      const customers = await createCustomersRepository(store).listAllForRestaurant({
        restaurantId: venue.id,
      });
      const levels = new Set(
        customers.map((c) => computeLoyaltyLevelKey({ points: c.points, levels: config.levels })),
      );
      expect(levels, venue.name).toEqual(new Set(LOYALTY_LEVEL_KEYS));
      expect(
        (await createReviewsRepository(store).listForRestaurant({ restaurantId: venue.id })).length,
        venue.name,
      ).toBeGreaterThan(0);
      const vouchers = await createRewardsRepository(store).listForRestaurant({ restaurantId: venue.id });
      expect(new Set(vouchers.map((v) => v.status)), venue.name).toEqual(new Set(['active', 'used']));
    }
    // « Par tables »: its settings, its joinable tables and its coming bookings holding their tables.
    expect(await createRestaurantsRepository(store).getSettings(TABLES_VENUE.id)).toMatchObject({
      availabilityMode: 'tables',
      pacingCoversPer15Min: 12,
    });
    const tablesPlan = await createFloorPlansRepository(store).get(TABLES_VENUE.id);
    expect(tablesPlan?.tableGroups).toHaveLength(2);
    const held = await store.query<{ tableId: string; tablesFreeAt?: string }>({
      collection: 'reservations',
      where: [{ field: 'restaurantId', op: '==', value: TABLES_VENUE.id }],
    });
    expect(held.docs.length).toBeGreaterThan(0);
    expect(held.docs.every((d) => d.data!.tableId !== '' && d.data!.tablesFreeAt)).toBe(true);
    // The day list's marks: a few of today's guests at Au Bureau have an allergy, a note or tags in its file.
    const bureauViews = await createCustomersRepository(store).listAllForRestaurant({
      restaurantId: 'rest-bureau',
    });
    expect(bureauViews.filter((v) => v.allergies).length).toBeGreaterThanOrEqual(1);
    expect(bureauViews.filter((v) => v.notes).length).toBeGreaterThanOrEqual(1);
    expect(bureauViews.filter((v) => v.tags?.length).length).toBeGreaterThanOrEqual(1);
    // Issue 39: the guest file is searchable there, and today's guests carry each automatic label.
    expect(bureauViews.some((v) => v.searchTokens.includes('gluten'))).toBe(true);
    const todays = await createReservationsRepository(store).listForDay({
      restaurantId: 'rest-bureau',
      date: '2026-11-22',
    });
    const todaysIds = new Set(
      todays.map((r) =>
        buildCustomerFileId({ email: r.customerEmail, name: r.customerName, phone: r.customerPhone }),
      ),
    );
    const labels = new Set(
      bureauViews
        .filter((v) => todaysIds.has(v.customerId))
        .flatMap((v) => computeGuestLabels(v).labels.map((label) => label.kind)),
    );
    expect(labels).toEqual(new Set(['regular', 'new', 'no-shows']));
    const zincViews = await createCustomersRepository(store).listAllForRestaurant({
      restaurantId: 'rest-lezinc',
    });
    const zincFile = zincViews.find((v) => v.allergies === 'Crustacés');
    expect(zincFile).toBeDefined();
    expect(bureauViews.find((v) => v.customerId === zincFile?.customerId)?.allergies ?? '').not.toBe(
      'Crustacés',
    );
    // SEATED only exists during a service: today's, at the venue open on this Sunday.
    expect(everyStatus).toEqual(new Set(RESERVATION_STATUSES));
    const staff = await createUsersRepository(store).listAll();
    expect(staff.map((u) => u.role).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('stores every built document, readable through the repositories', async () => {
    expect(await store.count({ collection: 'reservations' })).toBe(first.counts.reservations);
    expect(await store.count({ collection: 'reservations_archive' })).toBe(first.counts.archivedReservations);
    expect(await store.count({ collection: 'customers' })).toBe(first.counts.customers);
    expect(await store.count({ collection: 'loyaltyLedger' })).toBe(first.counts.ledger);
    expect(await store.count({ collection: 'reviewStats' })).toBe(first.counts.reviewStats);
    // One scanCodes entry per voucher: the demo codes are distinct and the till finds them.
    expect(await store.count({ collection: 'scanCodes' })).toBe(first.counts.vouchers);
    const restaurants = await createRestaurantsRepository(store).listAll();
    expect(restaurants.map((r) => r.name)).toEqual([
      'Au Bureau',
      'La Table du Port',
      'Le Comptoir des Halles',
      'Le Petit Zinc',
    ]);

    const reservations = createReservationsRepository(store);
    const today = await reservations.listForDay({ restaurantId: 'rest-bureau', date: '2026-11-22' });
    expect(today.length).toBeGreaterThanOrEqual(13);
    expect((await reservations.listPending({ restaurantId: 'rest-bureau' })).length).toBeGreaterThan(0);
    // Upcoming demo bookings carry their search tokens: staff find one by its customer's phone or surname.
    const [coming] = await reservations.listForRange({
      restaurantId: 'rest-bureau',
      from: '2026-11-23',
      to: '2026-12-13',
    });
    expect(coming).toBeDefined();
    for (const typed of [coming?.customerPhone ?? '', coming?.customerLastName ?? '']) {
      const found = await reservations.searchUpcoming({
        restaurantId: 'rest-bureau',
        token: reservationSearchToken(typed) ?? '',
        fromDate: '2026-11-22',
      });
      expect(found.map((r) => r.id)).toContain(coming?.id);
    }

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
    // Her gifts, and the 10 € discount voucher she bought with 100 points.
    expect(vouchers.map((v) => v.status).sort()).toEqual(['active', 'active', 'used', 'used']);
    expect(vouchers.filter((v) => v.rewardType === 'discount').map((v) => v.value)).toEqual([10]);
    expect((await createLoyaltyRepository(store).getConfig('rest-lezinc')).pointsPerReview).toBe(10);
  });

  it('gives the demo customer a card at both her venues and an archived history, as her space reads them', async () => {
    const customer = (await store.get(`customers/${DEMO_CUSTOMER_EMAIL}`)).data!;
    const stats = customer.restaurantStats as Record<string, { points: number }>;
    expect(Object.keys(stats).sort()).toEqual(['rest-bureau', 'rest-lezinc']);
    const cards = await readMySpaceCards(store, customer);
    expect(cards.map((c) => [c.restaurantId, c.points])).toEqual([
      ['rest-bureau', stats['rest-bureau']!.points],
      ['rest-lezinc', stats['rest-lezinc']!.points],
    ]);
    expect(cards[1]!.earning.pointsForWalkIn).toBe(15);

    // The space's query of the archive: her e-mail, newest first.
    const archived = await store.query<{
      restaurantId: string;
      date: string;
      archived: boolean;
      status: string;
    }>({
      collection: 'reservations_archive',
      where: [{ field: 'customerEmail', op: '==', value: DEMO_CUSTOMER_EMAIL }],
      orderBy: [
        { field: 'date', direction: 'desc' },
        { field: 'time', direction: 'desc' },
      ],
      limit: 10,
    });
    expect(archived.docs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(archived.docs.map((d) => d.data!.restaurantId))).toEqual(
      new Set(['rest-bureau', 'rest-lezinc']),
    );
    const cutoff = computeArchiveCutoff({ today: '2026-11-22' });
    for (const doc of archived.docs) {
      expect(doc.data).toMatchObject({ archived: true, isArchived: true });
      expect(doc.data!.date < cutoff).toBe(true);
    }
    // What her space reads: a copy of each of her bookings, archived ones included, and nothing of staff's.
    const copies = await store.query({
      collection: 'customerReservations',
      where: [{ field: 'customerEmail', op: '==', value: DEMO_CUSTOMER_EMAIL }],
    });
    const active = await store.query({
      collection: 'reservations',
      where: [{ field: 'customerEmail', op: '==', value: DEMO_CUSTOMER_EMAIL }],
    });
    const ids = new Set(copies.docs.map((doc) => doc.id));
    for (const doc of [...active.docs, ...archived.docs]) expect(ids.has(doc.id), doc.id).toBe(true);
    for (const doc of copies.docs) expect(doc.data).not.toHaveProperty('statusHistory');
    expect(copies.docs.filter((doc) => doc.data?.archived === true).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves the archive job nothing to archive', async () => {
    const cutoff = computeArchiveCutoff({ today: '2026-11-22' });
    // The job's own query: each archivable status, not archived yet, then the date against the cutoff.
    for (const status of ARCHIVABLE_STATUSES) {
      const snap = await store.query<{ date: string; archived: boolean }>({
        collection: 'reservations',
        where: [
          { field: 'status', op: '==', value: status },
          { field: 'archived', op: '==', value: false },
        ],
      });
      expect(snap.docs.length, status).toBeGreaterThan(0);
      const due = snap.docs.filter((d) =>
        isArchivable({ status, date: d.data!.date, archived: d.data!.archived, cutoff }),
      );
      expect(due.map((d) => d.id)).toEqual([]);
    }
  });

  it('does nothing the second time, even with Auth accounts already there', async () => {
    const before = await store.count({ collection: 'reservations' });
    const again = await seedDemoData({ store, auth, now: new Date('2026-11-25T08:30:00.000Z') });
    expect(again).toEqual({ seeded: false, counts: {}, restoredAccounts: [] });
    expect(await store.count({ collection: 'reservations' })).toBe(before);
    expect(auth.users.size).toBe(DEMO_STAFF.length);
  });

  it('gives back the sign-in accounts Auth lost, with the profile’s claims, and leaves deleted ones deleted', async () => {
    const users = createUsersRepository(store);
    const [master, direction, accueil] = DEMO_STAFF.map((m) => m.email);
    // An account removed on purpose goes with its profile; the other profiles have been edited in the app.
    const removed = await users.findByEmail(accueil!);
    await store.delete(`users/${removed!.id}`);
    const edited = await users.findByEmail(direction!);
    await store.update(`users/${edited!.id}`, { restaurantIds: ['rest-lezinc'] });
    const reservations = await store.count({ collection: 'reservations' });

    // The Auth emulator was stopped before exporting its accounts: it starts empty.
    const freshAuth = createMemoryAuthAdmin();
    const result = await seedDemoData({ store, auth: freshAuth, now: NOW });
    expect(result).toEqual({ seeded: false, counts: {}, restoredAccounts: [master, direction] });
    expect(await store.count({ collection: 'reservations' })).toBe(reservations);
    expect(await freshAuth.getUserByEmail(accueil!)).toBeNull();
    for (const email of [master!, direction!]) {
      const account = await freshAuth.getUserByEmail(email);
      const profile = await users.findByEmail(email);
      expect(profile?.id).toBe(account?.uid);
      expect(freshAuth.users.get(account!.uid)).toMatchObject({
        password: DEMO_PASSWORD,
        claims: { role: profile?.role, restaurantIds: profile?.restaurantIds },
      });
    }
    expect(freshAuth.users.get((await freshAuth.getUserByEmail(direction!))!.uid)?.claims).toEqual({
      role: 'admin_full',
      restaurantIds: ['rest-lezinc'],
    });
    expect(await store.count({ collection: 'users' })).toBe(2);
    // Nothing more to restore the next time.
    expect((await seedDemoData({ store, auth: freshAuth, now: NOW })).restoredAccounts).toEqual([]);
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
