import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpReader, type DocReader, type QuerySpec, type WhereClause } from '@app/data';
import { POLICY_PUBLIC_COLLECTIONS, SERVER_ONLY_COLLECTIONS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderIdentity, TokenVerifier } from './auth/token-verifier';
import { workerStoreForHost } from '../lib/testing/worker-store';
import type { HostHandle } from './start-host';
import { startTestHost } from './testing/start-test-host';
import { policyReadGate } from './store-api/policy-gate';

/**
 * The read policy as the local host enforces it on the `http` driver, as a matrix: six callers × every collection
 * (public and server-only), each through the browser's driver against a real host with the domain's policy gate:
 * a document read, a live document read, a query pinned to a restaurant (one-shot, count and live), a query
 * pinned to a customer, and an unpinned query. A refused query is refused whole (403), never filtered.
 * The tokens are checked by a stand-in verifier that maps them to claims; host-auth.int.test.ts shows that real
 * Auth emulator tokens reach the gate with the same claims.
 */
/** The host's pinned clock: what a reader may see does not depend on the date. */
const NOW = new Date('2026-11-22T10:00:00.000Z');
const CALLERS = ['anonymous', 'client', 'admin', 'admin_full', 'master_admin', 'other_staff'] as const;
type Caller = (typeof CALLERS)[number];

const IDENTITIES: Record<Exclude<Caller, 'anonymous'>, ReaderIdentity> = {
  client: {
    uid: 'c-ana',
    claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: 'ana@mail.fr' },
  },
  admin: { uid: 'u-admin', claims: { role: 'admin', restaurantIds: ['r1'] } },
  admin_full: { uid: 'u-full', claims: { role: 'admin_full', restaurantIds: ['r1'] } },
  master_admin: { uid: 'u-master', claims: { role: 'master_admin', restaurantIds: [] } },
  // Staff with every staff right, but of another restaurant.
  other_staff: { uid: 'u-other', claims: { role: 'admin_full', restaurantIds: ['r2'] } },
};

const verify: TokenVerifier = async (token) => {
  const identity = (IDENTITIES as Record<string, ReaderIdentity | undefined>)[token];
  if (!identity) throw new Error('invalid token');
  return identity;
};

type Row = [boolean, boolean, boolean, boolean, boolean, boolean];
const T = true;
const F = false;
const NONE: Row = [F, F, F, F, F, F];

/**
 * Who may read the document of restaurant r1 and customer ana, in the order of CALLERS:
 * [anonymous, client, admin, admin_full, master_admin, staff of r2]. Written out, not derived from the policy.
 */
const DOC_READS: Record<string, Row> = {
  // The venue's documents (staff history, notes, refusal internals, tables): a diner reads their copy instead.
  reservations: [F, F, T, T, T, F],
  reservations_archive: [F, F, T, T, T, F],
  customerReservations: [F, T, F, F, T, F],
  customers: [F, T, F, F, T, F],
  restaurantCustomers: [F, F, T, T, T, F],
  users: [F, F, T, T, T, F],
  restaurants: [F, T, T, T, T, F],
  restaurantSettings: [F, F, T, T, T, F],
  closedTimeSlots: [F, F, T, T, T, F],
  reviews: [F, F, T, T, T, F],
  reviewStats: [F, F, T, T, T, F],
  restaurantStats: [F, F, F, T, T, F],
  rewards: [F, T, T, T, T, F],
  rewardUsages: [F, F, T, T, T, F],
  rewardAudit: [F, F, T, T, T, F],
  blockedGuests: [F, F, T, T, T, F],
  loyaltyPoints: [F, F, T, T, T, F],
  email_logs: [F, F, F, T, T, F],
  automatic_execution_logs: [F, F, F, T, T, F],
  campaigns: [F, F, F, T, T, F],
  campaign_tracking: [F, F, F, F, T, F],
  floorPlans: [F, F, T, T, T, F],
  settings: [F, T, T, T, T, F],
  customerSecrets: NONE,
  signInGuards: NONE,
  userInvitations: NONE,
  mail_outbox: NONE,
  loyaltyLedger: NONE,
  idempotency: NONE,
  scanCodes: NONE,
  tablets: NONE,
  rateLimits: NONE,
  tokenRevocations: NONE,
  waitlist: NONE,
  bookingGuards: NONE,
  sms_outbox: NONE,
  sms_threads: NONE,
  sms_optouts: NONE,
  sms_inbound: NONE,
  deletedRestaurants: NONE,
  sms_links: NONE,
  dataExportAudit: NONE,
  sms_usage: NONE,
  apiKeys: NONE,
  apiCalls: NONE,
  apiIdempotency: NONE,
  tillTickets: NONE,
  webhookSubscriptions: NONE,
  webhookEvents: NONE,
  webhookDeliveries: NONE,
};

/** Collections a customer reads whole (public reference data): the only ones where another customer's document shows. */
const CLIENT_READS_EVERY_DOC = new Set(['restaurants', 'settings']);

/** Who may list the whole collection without any filter: master_admin, and customers for public reference data. */
const UNPINNED: Record<string, Row> = {
  restaurants: [F, T, F, F, T, F],
  settings: [F, T, F, F, T, F],
};

/** Document ids for r1/ana and for the twin of r2/bob, where the id designates the restaurant or customer. */
const ID_KEYED: Record<string, [string, string]> = {
  restaurants: ['r1', 'r2'],
  restaurantSettings: ['r1', 'r2'],
  floorPlans: ['r1', 'r2'],
  reviewStats: ['r1', 'r2'],
  restaurantStats: ['r1_m_2026-11', 'r2_m_2026-11'],
  closedTimeSlots: ['r1_2026-11-22', 'r2_2026-11-22'],
  settings: ['loyalty_config_r1', 'loyalty_config_r2'],
  customers: ['ana@mail.fr', 'bob@mail.fr'],
};

/** The filter that pins a query to restaurant r1 in each collection (none where the id carries it). */
function restaurantPin(collection: string): WhereClause[] | undefined {
  if (collection === 'customers' || collection === 'users') {
    return [{ field: 'restaurantIds', op: 'array-contains', value: 'r1' }];
  }
  if (collection === 'campaigns') return [{ field: 'targetRestaurant', op: '==', value: 'r1' }];
  if (ID_KEYED[collection]) return undefined;
  return [{ field: 'restaurantId', op: '==', value: 'r1' }];
}

/** The filter that pins a query to customer ana, in the collections a customer lists. */
function customerPin(collection: string): WhereClause[] | undefined {
  if (collection === 'loyaltyPoints') return [{ field: 'customerId', op: '==', value: 'ana@mail.fr' }];
  if (ID_KEYED[collection]) return undefined;
  return [{ field: 'customerEmail', op: '==', value: 'ana@mail.fr' }];
}

const twin = (restaurantId: string, email: string) => ({
  restaurantId,
  restaurantIds: [restaurantId],
  targetRestaurant: restaurantId,
  customerEmail: email,
  customerId: email,
});

const ALL_COLLECTIONS = [...POLICY_PUBLIC_COLLECTIONS, ...SERVER_ONLY_COLLECTIONS];
const idsOf = (collection: string): [string, string] => ID_KEYED[collection] ?? ['doc-r1', 'doc-r2'];

let dataDir: string;
let host: HostHandle;
const readers = {} as Record<Caller, DocReader>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'policy-matrix-'));
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: (_dir, now) => workerStoreForHost(now),
    gate: policyReadGate,
    verify,
  });
  const batch = host.store.batch();
  for (const collection of ALL_COLLECTIONS) {
    const [mine, other] = idsOf(collection);
    batch.set(`${collection}/${mine}`, { ...twin('r1', 'ana@mail.fr'), label: 'r1/ana' });
    batch.set(`${collection}/${other}`, { ...twin('r2', 'bob@mail.fr'), label: 'r2/bob' });
  }
  await batch.commit();
  for (const caller of CALLERS) {
    readers[caller] = createHttpReader({
      baseUrl: `${host.url}/store`,
      getToken: async () => (caller === 'anonymous' ? null : caller),
    });
  }
}, 60_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** 'ok' with what was read, 'denied' for permission-denied, or the unexpected error code. */
async function outcome<T>(
  read: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await read() };
  } catch (err) {
    return { ok: false, code: (err as { code?: string }).code ?? String(err) };
  }
}

/** The first answer of a live read: true on a first snapshot, false on permission-denied. */
function firstLiveAnswer(
  subscribe: (next: () => void, error: (err: Error) => void) => () => void,
): Promise<boolean | string> {
  return new Promise((resolve) => {
    let answered = false;
    // Deliveries are asynchronous, so `stop` is assigned before the first answer can arrive.
    const finish = (answer: boolean | string) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      stop();
      resolve(answer);
    };
    const timer = setTimeout(() => finish('timeout'), 5_000);
    const stop = subscribe(
      () => finish(true),
      (err) => finish((err as { code?: string }).code === 'permission-denied' ? false : String(err)),
    );
  });
}

/** Runs a query three ways (one-shot, count, live) and checks they agree; returns whether it was allowed. */
async function queryAllowed(
  reader: DocReader,
  spec: QuerySpec,
  expectedIds: string[],
): Promise<boolean | string> {
  const once = await outcome(() => reader.query(spec));
  const counted = await outcome(() => reader.count(spec));
  const live = await firstLiveAnswer((next, error) => reader.onQuery(spec, next, error));
  if (once.ok) expect(once.value.docs.map((d) => d.id)).toEqual(expectedIds);
  if (counted.ok) expect(counted.value).toBe(expectedIds.length);
  const verdicts = [once.ok || once.code, counted.ok || counted.code, live];
  // A refusal must be permission-denied on all three paths, and an answer must come on all three.
  expect(
    new Set(verdicts.map((v) => (v === 'permission-denied' ? false : v))).size,
    JSON.stringify({ spec, verdicts }),
  ).toBe(1);
  return verdicts[2] as boolean | string;
}

describe('read policy matrix through the local host (http driver)', () => {
  it('covers every collection the policy declares', () => {
    expect(Object.keys(DOC_READS).sort()).toEqual([...ALL_COLLECTIONS].sort());
  });

  it.each(ALL_COLLECTIONS)('%s', async (collection) => {
    const [mine, other] = idsOf(collection);
    const path = `${collection}/${mine}`;
    const expectedDoc = DOC_READS[collection] as Row;
    const pinR1 = restaurantPin(collection);
    const pinAna = customerPin(collection);
    const actual: Record<string, (boolean | string)[]> = {
      doc: [],
      otherDoc: [],
      liveDoc: [],
      restaurantQuery: [],
      customerQuery: [],
      unpinned: [],
    };
    for (const caller of CALLERS) {
      const reader = readers[caller];
      const doc = await outcome(() => reader.get(path));
      if (doc.ok) expect(doc.value.data?.label).toBe('r1/ana');
      actual.doc?.push(doc.ok || (doc.code === 'permission-denied' ? false : doc.code));
      const otherDoc = await outcome(() => reader.get(`${collection}/${other}`));
      if (otherDoc.ok) expect(otherDoc.value.data?.label).toBe('r2/bob');
      actual.otherDoc?.push(otherDoc.ok || (otherDoc.code === 'permission-denied' ? false : otherDoc.code));
      actual.liveDoc?.push(await firstLiveAnswer((next, error) => reader.onDoc(path, next, error)));
      if (pinR1)
        actual.restaurantQuery?.push(await queryAllowed(reader, { collection, where: pinR1 }, [mine]));
      if (pinAna)
        actual.customerQuery?.push(await queryAllowed(reader, { collection, where: pinAna }, [mine]));
      actual.unpinned?.push(await queryAllowed(reader, { collection }, idsOf(collection)));
    }
    const [, client, admin, adminFull, master] = expectedDoc;
    const expected: Record<string, boolean[]> = {
      doc: expectedDoc,
      // The twin of restaurant r2 and customer bob: r2's staff reads it as r1's staff reads r1's, the staff of r1
      // and customer ana never do (bar public reference data), master_admin does.
      otherDoc: [F, CLIENT_READS_EVERY_DOC.has(collection) && client, F, F, master, adminFull],
      liveDoc: expectedDoc,
      // Pinned to r1: the staff of r1 who may read r1's documents, and master_admin; never a customer or r2's staff.
      restaurantQuery: pinR1 ? [F, F, admin, adminFull, master, F] : [],
      // Pinned to ana: ana herself where she reads the collection, and master_admin; staff must pin a restaurant.
      customerQuery: pinAna ? [F, client, F, F, master, F] : [],
      unpinned: UNPINNED[collection] ?? [F, F, F, F, master, F],
    };
    expect(actual).toEqual(expected);
  });

  it('refuses a query that reaches beyond the caller’s restaurants instead of filtering it', async () => {
    const spec: QuerySpec = {
      collection: 'reservations',
      where: [{ field: 'restaurantId', op: 'in', value: ['r1', 'r2'] }],
    };
    await expect(readers.admin.query(spec)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(readers.master_admin.query(spec)).resolves.toMatchObject({ docs: expect.any(Array) });
    const own = await readers.admin.query({
      ...spec,
      where: [{ field: 'restaurantId', op: 'in', value: ['r1'] }],
    });
    expect(own.docs.map((d) => d.id)).toEqual(['doc-r1']);
  });

  it('refuses a batch read when one document of it is not readable', async () => {
    const paths = ['reservations/doc-r1', 'reservations/doc-r2'];
    await expect(readers.admin.getAll(paths)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await readers.admin.getAll(['reservations/doc-r1'])).map((d) => d.exists)).toEqual([true]);
    expect((await readers.master_admin.getAll(paths)).map((d) => d.exists)).toEqual([true, true]);
  });
});
