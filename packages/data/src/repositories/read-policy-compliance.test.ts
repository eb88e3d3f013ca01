import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canRead, queryIsAllowed, type ReadAuth } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { normalizeQuery } from '../docstore/normalize-query';
import type { DocReader, QuerySpec } from '../docstore/port';
import { assertIndexed, type IndexesFile } from '../drivers/embedded/indexes';
import { createCampaignsRepository } from './campaigns-repository';
import { createCustomersRepository } from './customers-repository';
import { createClosedSlotsRepository, createFloorPlansRepository } from './floor-plans-repository';
import { createLoyaltyRepository } from './loyalty-repository';
import { createMailLogsRepository } from './mail-logs-repository';
import { createReservationsRepository } from './reservations-repository';
import { createRestaurantsRepository } from './restaurants-repository';
import { createMySpaceReads } from './my-space-reads';
import { createReviewsRepository } from './reviews-repository';
import { createRewardsRepository } from './rewards-repository';
import { createInvitationsRepository, createUsersRepository } from './users-repository';

// Firestore's rules are not filters: a browser query is refused unless its filters guarantee that every
// document it could return is readable. This records what each repository method asks the store and checks it
// against the domain's read policy for the role that uses it, and against the composite indexes of the
// committed firestore.indexes.json (production refuses a query whose index is missing, at run time).
const INDEXES = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../../firestore.indexes.json', import.meta.url)), 'utf8'),
  ) as IndexesFile
).indexes;
function recordingReader() {
  const queries: QuerySpec[] = [];
  const gets: string[] = [];
  const reader: DocReader = {
    get: async (path) => {
      gets.push(path);
      return { id: path.split('/')[1] ?? '', path, exists: false, data: undefined };
    },
    getAll: async (paths) => {
      gets.push(...paths);
      return paths.map((path) => ({ id: path.split('/')[1] ?? '', path, exists: false, data: undefined }));
    },
    query: async (spec) => {
      queries.push(spec);
      return { docs: [] };
    },
    count: async (spec) => {
      queries.push(spec);
      return 0;
    },
    sum: async (spec) => {
      queries.push(spec);
      return 0;
    },
    onDoc: (path) => {
      gets.push(path);
      return () => undefined;
    },
    onQuery: (spec) => {
      queries.push(spec);
      return () => undefined;
    },
  };
  return { reader, queries, gets };
}

const admin: ReadAuth = { uid: 'u-admin', claims: { role: 'admin', restaurantIds: ['r1'] } };
const adminFull: ReadAuth = { uid: 'u-full', claims: { role: 'admin_full', restaurantIds: ['r1', 'r2'] } };
const client: ReadAuth = {
  uid: 'c1',
  claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: 'lea@exemple.fr' },
};

async function expectAllowed(
  auth: ReadAuth,
  run: (reader: DocReader) => Promise<unknown> | unknown,
): Promise<void> {
  const { reader, queries, gets } = recordingReader();
  await run(reader);
  expect(queries.length + gets.length).toBeGreaterThan(0);
  for (const spec of queries) {
    expect(
      queryIsAllowed({ collection: spec.collection, where: spec.where ?? [], auth }),
      JSON.stringify(spec),
    ).toBe(true);
    expect(() => assertIndexed(normalizeQuery(spec), INDEXES), JSON.stringify(spec)).not.toThrow();
  }
  for (const path of gets) {
    const [collection = '', docId = ''] = path.split('/');
    // Single reads of id-keyed documents are judged on the id (the document may not exist yet).
    expect(canRead({ collection, docId, data: undefined, auth }), path).toBe(true);
  }
}

describe('repository queries satisfy the read policy for the roles that use them, with the declared indexes', () => {
  it('staff of a restaurant: day view, pending, cancellations, customer history, archive', async () => {
    await expectAllowed(admin, async (reader) => {
      const repo = createReservationsRepository(reader);
      await repo.listForDay({ restaurantId: 'r1', date: '2026-11-22' });
      await repo.listForRange({ restaurantId: 'r1', from: '2026-11-01', to: '2026-11-30' });
      repo.watchDay({ restaurantId: 'r1', date: '2026-11-22' }, () => undefined);
      await repo.listPending({ restaurantId: 'r1' });
      repo.watchPending({ restaurantId: 'r1' }, () => undefined);
      await repo.listCancelledFrom({ restaurantId: 'r1', fromDate: '2026-11-22' });
      await repo.listForCustomer({ email: 'lea@exemple.fr', phone: '0611', restaurantId: 'r1' });
      await repo.listAllForRestaurant({ restaurantId: 'r1' });
      await repo.listArchived({ restaurantId: 'r1', from: '2026-01-01', to: '2026-12-31' });
      await repo.searchUpcoming({ restaurantId: 'r1', token: 'dup', fromDate: '2026-11-22' });
    });
  });

  it('staff of a restaurant: customer file, reviews, vouchers, points, venue, plan, slots, colleagues', async () => {
    await expectAllowed(admin, async (reader) => {
      const customers = createCustomersRepository(reader);
      await customers.listPage({ restaurantId: 'r1', cursor: { lastVisit: '2026-11-01', id: 'x' } });
      await customers.countForRestaurant('r1');
      const now = new Date('2026-11-24T12:00:00.000Z');
      for (const tab of ['all', 'vip', 'new'] as const) {
        await customers.listTabPage({ restaurantId: 'r1', tab, now, cursor: { value: 1, id: 'x' } });
        await customers.listTabPage({ restaurantId: 'r1', tab, now, search: 'lea dupont' });
      }
      await customers.findByPhone({ phone: '0611', restaurantId: 'r1' });
      await customers.listAllForRestaurant({ restaurantId: 'r1' });
      const reviews = createReviewsRepository(reader);
      await reviews.listForRestaurant({ restaurantId: 'r1' });
      await reviews.findForReservation({ restaurantId: 'r1', reservationId: 'x' });
      await reviews.listForCustomer({ email: 'lea@exemple.fr', restaurantId: 'r1' });
      await reviews.getStats('r1');
      const after = { createdAt: '2026-11-22T10:00:00.000Z', id: 'x' };
      await reviews.listPage({ restaurantId: 'r1', pageSize: 20 });
      await reviews.listPage({ restaurantId: 'r1', pageSize: 20, sentiment: 'positive', after });
      await reviews.listPage({ restaurantId: 'r1', pageSize: 20, token: 'lent', after });
      await reviews.listPage({ restaurantId: 'r1', pageSize: 20, sentiment: 'negative', token: 'lent' });
      const rewards = createRewardsRepository(reader);
      await rewards.findByBarcode({ restaurantId: 'r1', barcode: 'REWARD:3' });
      await rewards.listForCustomer({ email: 'lea@exemple.fr', restaurantId: 'r1' });
      await rewards.listForRestaurant({ restaurantId: 'r1' });
      await rewards.listUsagesSince({ restaurantId: 'r1', since: '2026-11-01T00:00:00.000Z' });
      await createLoyaltyRepository(reader).listPointsRecords({ restaurantId: 'r1' });
      await createLoyaltyRepository(reader).getConfig('r1');
      await createRestaurantsRepository(reader).listByIds(['r1']);
      await createRestaurantsRepository(reader).getSettings('r1');
      await createRestaurantsRepository(reader).getBookingSettings('r1');
      await createFloorPlansRepository(reader).get('r1');
      await createClosedSlotsRepository(reader).get({ restaurantId: 'r1', date: '2026-11-22' });
      await createUsersRepository(reader).getById('u-admin');
      await createUsersRepository(reader).listForRestaurant('r1');
    });
  });

  it('admin_full: reports and campaigns of their restaurants', async () => {
    await expectAllowed(adminFull, async (reader) => {
      const logs = createMailLogsRepository(reader);
      await logs.listEmailLogs({ restaurantId: 'r2', since: '2026-11-01T00:00:00.000Z' });
      await logs.listAutomationRuns({ restaurantId: 'r2' });
      await createCampaignsRepository(reader).listForRestaurant({ restaurantId: 'r2' });
    });
  });

  it('a signed-in customer: own vouchers, record, the venue and its loyalty rules', async () => {
    await expectAllowed(client, async (reader) => {
      await createRewardsRepository(reader).listForCustomer({ email: 'lea@exemple.fr', restaurantId: 'r1' });
      await createCustomersRepository(reader).getByEmail('Lea@exemple.fr');
      await createLoyaltyRepository(reader).getConfig('r1');
      await createRestaurantsRepository(reader).getById('r1');
    });
  });

  it('a signed-in customer never lists their reservations, reviews or points entries: staff and callables do', async () => {
    const { reader, queries } = recordingReader();
    // The reservations hold what the venue wrote for itself: the space reads the diner's copies instead.
    await createReservationsRepository(reader).listForCustomer({ email: 'lea@exemple.fr' });
    await createReviewsRepository(reader).listForCustomer({ email: 'lea@exemple.fr' });
    await createLoyaltyRepository(reader).listPointsRecords({
      restaurantId: 'r1',
      customerId: 'lea@exemple.fr',
    });
    expect(queries.map((spec) => spec.collection)).toEqual(['reservations', 'reviews', 'loyaltyPoints']);
    for (const spec of queries) {
      expect(queryIsAllowed({ collection: spec.collection, where: spec.where ?? [], auth: client })).toBe(
        false,
      );
    }
  });

  it('a signed-in customer: the live space (record, bookings from today, past pages, vouchers, venues)', async () => {
    await expectAllowed(client, async (reader) => {
      const reads = createMySpaceReads(reader);
      reads.watchIdentity('lea@exemple.fr', () => undefined);
      reads.watchFrom({ email: 'lea@exemple.fr', fromDate: '2026-11-28' }, () => undefined);
      await reads.pastPage({ email: 'lea@exemple.fr', beforeDate: '2026-11-28' });
      await reads.pastPage({
        email: 'lea@exemple.fr',
        beforeDate: '2026-11-28',
        cursor: { after: { date: '2026-01-10', time: '20:00', id: 'z1' } },
      });
      reads.watchVouchers(
        { email: 'lea@exemple.fr', now: () => new Date('2026-11-28T12:00:00Z') },
        () => undefined,
      );
      await reads.readVenues({ restaurantIds: ['r1'], restaurantStats: {} });
    });
  });

  it('master_admin and the functions: every other query is served by a declared index', async () => {
    const { reader, queries } = recordingReader();
    await createRestaurantsRepository(reader).listAll();
    await createRestaurantsRepository(reader).findBySlug('au-bureau');
    await createUsersRepository(reader).listAll();
    await createUsersRepository(reader).findByEmail('julie@exemple.fr');
    const invitations = createInvitationsRepository(reader);
    await invitations.findByToken('t');
    await invitations.listUnusedForEmail('julie@exemple.fr');
    await invitations.listAll();
    await createCampaignsRepository(reader).listTracking('c1');
    await createLoyaltyRepository(reader).listLedger({ customerId: 'lea@exemple.fr', restaurantId: 'r1' });
    await createReviewsRepository(reader).listForCustomer({ email: 'lea@exemple.fr' });
    expect(queries.length).toBeGreaterThanOrEqual(9);
    for (const spec of queries)
      expect(() => assertIndexed(normalizeQuery(spec), INDEXES), JSON.stringify(spec)).not.toThrow();
  });

  it('would refuse a query that does not name the caller’s scope (the check is not vacuous)', async () => {
    const { reader, queries } = recordingReader();
    await createReservationsRepository(reader).listForCustomer({
      email: 'lea@exemple.fr',
      restaurantId: 'r9',
    });
    expect(queryIsAllowed({ collection: 'reservations', where: queries[0]?.where ?? [], auth: admin })).toBe(
      false,
    );
    // The upcoming search of another restaurant is refused to staff of r1 only.
    await createReservationsRepository(reader).searchUpcoming({
      restaurantId: 'r2',
      token: 'dup',
      fromDate: '2026-11-22',
    });
    const search = queries.at(-1)?.where ?? [];
    expect(queryIsAllowed({ collection: 'reservations', where: search, auth: admin })).toBe(false);
    expect(queryIsAllowed({ collection: 'reservations', where: search, auth: adminFull })).toBe(true);
    const unindexed: QuerySpec = {
      collection: 'reservations',
      where: [{ field: 'customerName', op: '==', value: 'Léa' }],
      orderBy: [{ field: 'time' }],
    };
    expect(() => assertIndexed(normalizeQuery(unindexed), INDEXES)).toThrow(/firestore\.indexes\.json/);
  });
});
