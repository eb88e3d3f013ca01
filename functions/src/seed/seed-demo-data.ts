import { CustomerSecretSchema } from '@app/domain';
import {
  CollectionWriter,
  FieldValue,
  automationLogsWriter,
  createUsersRepository,
  customersWriter,
  defineCollection,
  emailLogsWriter,
  floorPlansWriter,
  loyaltyConfigId,
  loyaltyConfigWriter,
  loyaltyLedgerWriter,
  loyaltyPointsWriter,
  restaurantSettingsWriter,
  restaurantsWriter,
  reservationsArchiveWriter,
  reservationsWriter,
  reviewStatsWriter,
  reviewsWriter,
  rewardUsagesWriter,
  rewardsWriter,
  usersWriter,
  type DocStore,
  type WriteBatch,
} from '@app/data';
import { migrateVoucherStaffFields } from '../callables/loyalty/migrate-voucher-staff-fields';
import { backfillDinerCopies } from '../lib/diner-copies/backfill-diner-copies';
import { projectCustomerViews } from '../lib/project-customer-views';
import { rebuildRestaurantStats } from '../lib/stats/rebuild-restaurant-stats';
import { buildDemoProductEvents } from './demo-product-events';
import { hashPassword } from '../callables/customers/password-hash';
import type { AuthAdmin } from '../lib/auth-admin';
import { AuthAdminError } from '../lib/auth-admin';
import { buildDemoDataset, type DemoDataset, type StaffWithUid } from './build-demo-dataset';
import { parisDate } from './demo-calendar';
import { writeDemoGuestNotes } from './demo-guest-notes';
import { DEMO_CUSTOMERS_WITH_PASSWORD, DEMO_PASSWORD, DEMO_STAFF } from './demo-staff';

// Server-only secrets of customers (password hashes), as the customer login callables read them.
const secretsWriter = new CollectionWriter(defineCollection('customerSecrets', CustomerSecretSchema));

/** The Auth operations the seed needs (the functions' AuthAdmin: emulator-backed, or in memory in tests). */
export type SeedAuth = Pick<AuthAdmin, 'createUser' | 'getUserByEmail' | 'setCustomClaims'>;

export interface SeedDemoDataOptions {
  store: DocStore;
  auth: SeedAuth;
  /** "Now" of the demo, from the caller's clock; the data are built around this day (Europe/Paris). */
  now: Date;
}

export interface SeedResult {
  /** False when the store already held restaurants: no demo document was written. */
  seeded: boolean;
  counts: Record<string, number>;
  /**
   * E-mails of demo staff whose sign-in account had gone from Auth while their profile was still in the store
   * (an Auth emulator stopped before it could export its accounts) and which were made again.
   */
  restoredAccounts: string[];
}

// Firestore refuses batches above 500 writes; stay well below.
const BATCH_SIZE = 400;

async function writeInBatches(store: DocStore, ops: ((batch: WriteBatch) => void)[]): Promise<void> {
  for (let start = 0; start < ops.length; start += BATCH_SIZE) {
    const batch = store.batch();
    for (const op of ops.slice(start, start + BATCH_SIZE)) op(batch);
    await batch.commit();
  }
}

/** Creates (or finds again) each staff account and sets its role and restaurants as custom claims. */
async function ensureStaffAccounts(auth: SeedAuth): Promise<StaffWithUid[]> {
  const staff: StaffWithUid[] = [];
  for (const member of DEMO_STAFF) {
    let uid: string;
    try {
      uid = (
        await auth.createUser({ email: member.email, password: DEMO_PASSWORD, displayName: member.name })
      ).uid;
    } catch (err) {
      // The Auth emulator keeps its accounts in its own folder: after a store reset they are still there.
      if (!(err instanceof AuthAdminError && err.code === 'email-already-exists')) throw err;
      const existing = await auth.getUserByEmail(member.email);
      if (!existing) throw err;
      uid = existing.uid;
    }
    await auth.setCustomClaims(uid, { role: member.role, restaurantIds: [...member.restaurantIds] });
    staff.push({ ...member, uid });
  }
  return staff;
}

/**
 * On a store seeded earlier: gives back their sign-in account to demo staff whose profile is still in the store
 * but whose Auth account is gone (the Auth emulator keeps its accounts apart, exported only on a clean stop).
 * The new account gets the profile's role and restaurants, and the profile moves to the new uid. A demo account
 * deleted on purpose (its profile deleted with it) stays deleted.
 */
async function restoreDemoStaffAccounts(store: DocStore, auth: SeedAuth): Promise<string[]> {
  const users = createUsersRepository(store);
  const restored: string[] = [];
  for (const member of DEMO_STAFF) {
    if (await auth.getUserByEmail(member.email)) continue;
    const profile = await users.findByEmail(member.email);
    if (!profile) continue;
    const { uid } = await auth.createUser({
      email: member.email,
      password: DEMO_PASSWORD,
      displayName: profile.name,
    });
    await auth.setCustomClaims(uid, { role: profile.role, restaurantIds: [...profile.restaurantIds] });
    const formerUid = profile.id;
    const batch = store.batch();
    usersWriter.batchSet(batch, uid, { ...profile, id: uid });
    if (formerUid !== uid) batch.delete(usersWriter.path(formerUid));
    await batch.commit();
    restored.push(member.email);
  }
  return restored;
}

function countsOf(data: DemoDataset): Record<string, number> {
  return Object.fromEntries(Object.entries(data).map(([key, list]) => [key, (list as unknown[]).length]));
}

/**
 * Seeds the demo (three venues, staff per role, diners at every loyalty level with consistent ledgers,
 * reservations in every status and an archived history, reviews, vouchers, e-mail and automation logs). Idempotent: a store that
 * already has restaurants keeps its documents (only lost demo staff sign-in accounts are made again).
 * Restaurants are written last, so a seed interrupted half-way is simply done again on the next start (every id
 * is deterministic, rewriting is harmless).
 */
export async function seedDemoData({ store, auth, now }: SeedDemoDataOptions): Promise<SeedResult> {
  const existing = await store.query({ collection: 'restaurants', limit: 1 });
  if (existing.docs.length > 0) {
    // A store made before the venues' views existed gets them once; one made before the diners' copies of
    // their reservations, those.
    await projectCustomerViews(store, now);
    await backfillDinerCopies(store, now);
    await migrateVoucherStaffFields(store, now);
    // A store made before the restaurants' counters existed gets them once.
    const stats = await store.query({ collection: 'restaurantStats', limit: 1 });
    if (stats.docs.length === 0) await rebuildRestaurantStats(store);
    return { seeded: false, counts: {}, restoredAccounts: await restoreDemoStaffAccounts(store, auth) };
  }

  const staff = await ensureStaffAccounts(auth);
  const data = buildDemoDataset({ now, staff });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const nowIso = now.toISOString();

  const ops: ((batch: WriteBatch) => void)[] = [
    ...data.users.map((u) => (b: WriteBatch) => usersWriter.batchSet(b, u.id, u)),
    ...data.settings.map((s) => (b: WriteBatch) => restaurantSettingsWriter.batchSet(b, s.restaurantId, s)),
    ...data.floorPlans.map((p) => (b: WriteBatch) => floorPlansWriter.batchSet(b, p.restaurantId, p)),
    ...data.loyaltyConfigs.map(
      ({ restaurantId, config }) =>
        (b: WriteBatch) =>
          loyaltyConfigWriter.batchSet(b, loyaltyConfigId(restaurantId), {
            ...config,
            restaurantId,
            updatedAt: nowIso,
          }),
    ),
    ...data.reservations.map((r) => (b: WriteBatch) => reservationsWriter.batchSet(b, r.id, r)),
    ...data.archivedReservations.map(
      (r) => (b: WriteBatch) => reservationsArchiveWriter.batchSet(b, r.id, r),
    ),
    ...data.reviews.map((r) => (b: WriteBatch) => reviewsWriter.batchSet(b, r.id, r)),
    ...data.reviewStats.map((s) => (b: WriteBatch) => reviewStatsWriter.batchSet(b, s.restaurantId, s)),
    ...data.ledger.map((e) => (b: WriteBatch) => loyaltyLedgerWriter.batchSet(b, e.id, e)),
    ...data.pointsRecords.map((p) => (b: WriteBatch) => loyaltyPointsWriter.batchSet(b, p.id, p)),
    ...data.customers.map((c) => (b: WriteBatch) => customersWriter.batchSet(b, c.id, c)),
    ...data.customerViews.map((v) => (b: WriteBatch) => b.set(`restaurantCustomers/${v.id}`, v)),
    ...data.vouchers.map((v) => (b: WriteBatch) => rewardsWriter.batchSet(b, v.id, v)),
    // Their codes are registered as live ones are (scanCodes), so the till finds them and no draw reuses them.
    ...data.vouchers.map((v) => (b: WriteBatch) => {
      b.set(`scanCodes/${v.barcode}`, {
        code: v.barcode,
        kind: 'reward',
        rewardId: v.id,
        customerId: v.customerId,
        restaurantId: v.restaurantId,
        createdAt: v.createdAt,
      });
    }),
    ...data.usages.map((u) => (b: WriteBatch) => rewardUsagesWriter.batchSet(b, u.id, u)),
    ...data.emailLogs.map((l) => (b: WriteBatch) => emailLogsWriter.batchSet(b, l.id, l)),
    ...data.runLogs.map((l) => (b: WriteBatch) => automationLogsWriter.batchSet(b, l.id, l)),
    ...data.campaigns.map((c) => (b: WriteBatch) => b.set(`campaigns/${c.id}`, c)),
    ...data.invitations.map((i) => (b: WriteBatch) => b.set(`userInvitations/${i.id}`, i)),
    ...data.waitlist.map((w) => (b: WriteBatch) => b.set(`waitlist/${w.id}`, w)),
    ...data.closedSlots.map(
      ({ id, ...slots }) =>
        (b: WriteBatch) =>
          b.set(`closedTimeSlots/${id}`, slots),
    ),
    // A tablet paired a month ago at Au Bureau, so the establishment page lists one (its credential was never
    // minted here: a real kiosk is paired from /tablette/BUREAU with a staff login).
    (b: WriteBatch) => {
      const day = 24 * 3_600_000;
      b.set('tablets/demo-bureau-comptoir', {
        id: 'demo-bureau-comptoir',
        restaurantId: 'rest-bureau',
        name: 'Tablette comptoir',
        pairedByUid: staff.find((m) => m.email === 'direction@resto-demo.fr')?.uid ?? '',
        pairedByName: 'Marc Dupont',
        pairedByEmail: 'direction@resto-demo.fr',
        pairedAt: new Date(now.getTime() - 30 * day).toISOString(),
        lastSeenAt: new Date(now.getTime() - day).toISOString(),
      });
    },
    ...DEMO_CUSTOMERS_WITH_PASSWORD.map((email) => (b: WriteBatch) => {
      secretsWriter.batchSet(b, email, { id: email, email, passwordHash, updatedAt: nowIso });
    }),
  ];
  await writeInBatches(store, ops);
  // The views are the demo's own (demo-views.ts): this only marks the store as having today's shape; then a
  // few of today's guests get the guest file's marks.
  await projectCustomerViews(store, now);
  await writeDemoGuestNotes(store, { reservations: data.reservations, today: parisDate(now) });
  // The diners' copies of their reservations (the seed writes on the raw store, which keeps none).
  await backfillDinerCopies(store, now);
  // The demo's vouchers hold no staff identity already: this marks the store as having that shape.
  await migrateVoucherStaffFields(store, now);
  // The restaurants' counters, so that the analytics have them on the first start; then the booking pages'
  // visits, which no document holds (Rapports' funnel), added to them.
  await rebuildRestaurantStats(store);
  await writeInBatches(
    store,
    buildDemoProductEvents({
      reservations: [...data.reservations, ...data.archivedReservations],
      today: parisDate(now),
    }).map(({ path, data: doc }) => (b: WriteBatch) => {
      const increments = Object.fromEntries(
        Object.entries(doc.counters).map(([name, by]) => [name, FieldValue.increment(by)]),
      );
      b.set(path, { ...doc, counters: increments }, { merge: true });
    }),
  );
  // Last: their presence is what marks the store as seeded.
  await writeInBatches(
    store,
    data.restaurants.map((r) => (b: WriteBatch) => restaurantsWriter.batchSet(b, r.id, r)),
  );
  return { seeded: true, counts: countsOf(data), restoredAccounts: [] };
}
