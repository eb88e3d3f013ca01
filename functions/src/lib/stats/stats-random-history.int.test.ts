import { FieldValue, type DocData, type DocStore, type Transaction } from '@app/data';
import { RESERVATION_STATUSES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededRandom, type SeededRandom } from '../../seed/seeded-random';
import { runtime } from '../runtime';
import { openTestEnv, type TestEnv } from '../testing/test-env';
import { rebuildRestaurantStats } from './rebuild-restaurant-stats';
import { statsSnapshot } from './testing/stats-snapshot';
import { withStatsAggregation } from './with-stats-aggregation';

/**
 * Random histories through the decorated store (the runtime's): creates, edits, status changes, archive moves,
 * deletes, e-mail openings and bounces, vouchers issued and used, reviews, customer views, in direct writes,
 * batches and transactions, some of them failing. At checkpoints the counters kept write by write must equal a
 * recount of the raw data.
 */
let env: TestEnv;
let store: DocStore;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-01T10:00:00.000Z' });
  store = runtime().store;
});
afterAll(async () => env.close());

type Op =
  | { kind: 'set'; path: string; data: DocData; merge?: boolean }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'create'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

const RESTAURANTS = ['r1', 'r2'];
const DAYS = ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'];
const INSTANTS = [
  '2026-10-31T12:00:00.000Z',
  '2026-10-31T23:30:00.000Z', // 00:30 on 1 November in Paris
  '2026-11-01T10:00:00.000Z',
  '2026-11-30T23:10:00.000Z', // 00:10 on 1 December in Paris
];
const STATUSES = [...RESERVATION_STATUSES, 'no-show', 'Confirmed'];

function reservation(r: SeededRandom): DocData {
  const source = r.pick(['online', 'admin', 'tablet_declaration', undefined]);
  return {
    restaurantId: r.pick(RESTAURANTS),
    date: r.pick(DAYS),
    time: '19:30',
    partySize: r.int(1, 8),
    status: r.pick(STATUSES),
    ...(source ? { source } : {}),
    ...(r.chance(0.4) ? { createdBy: 'uid-staff' } : {}),
    ...(r.chance(0.2) ? { refusal: { reason: 'Complet' } } : {}),
    archived: r.chance(0.1),
    createdAt: r.pick(INSTANTS),
  };
}

function emailLog(r: SeededRandom): DocData {
  return {
    restaurantId: r.pick(RESTAURANTS),
    type: r.pick(['confirmation', 'campaign', 'review_request', 'mystery']),
    status: r.pick(['pending', 'sent', 'failed']),
    trackingEnabled: r.chance(0.5),
    sentAt: r.chance(0.2) ? FieldValue.serverTimestamp() : r.pick(INSTANTS),
    ...(r.chance(0.3) ? { openedAt: r.pick(INSTANTS) } : {}),
  };
}

function reward(r: SeededRandom): DocData {
  const status = r.pick(['active', 'used', 'expired']);
  return {
    restaurantId: r.pick(RESTAURANTS),
    value: r.pick([5, 10, 12.5, 0.1]),
    status,
    createdAt: r.pick(INSTANTS),
    ...(status === 'used' ? { usedAt: r.pick(INSTANTS) } : {}),
  };
}

/** One random write on a pool of ids (a write may well fail: updating a deleted document, creating twice). */
function randomOp(r: SeededRandom): Op {
  const res = `reservations/res-${r.int(0, 11)}`;
  const arc = `reservations_archive/res-${r.int(0, 11)}`;
  const log = `email_logs/log-${r.int(0, 7)}`;
  const rew = `rewards/rew-${r.int(0, 5)}`;
  const rev = `reviews/rev-${r.int(0, 4)}`;
  const view = `restaurantCustomers/view-${r.int(0, 4)}`;
  const choices: (() => Op)[] = [
    () => ({ kind: 'set', path: res, data: reservation(r) }),
    () => ({ kind: 'create', path: res, data: reservation(r) }),
    () => ({
      kind: 'update',
      path: res,
      data: { status: r.pick(STATUSES), ...(r.chance(0.3) ? { refusal: FieldValue.delete() } : {}) },
    }),
    () => ({ kind: 'update', path: res, data: { date: r.pick(DAYS) } }),
    () => ({ kind: 'update', path: res, data: { partySize: FieldValue.increment(r.int(-1, 2)) } }),
    () => ({ kind: 'set', path: res, data: { partySize: r.int(1, 9), source: 'admin' }, merge: true }),
    () => ({ kind: 'update', path: res, data: { archived: r.chance(0.5) } }),
    () => ({ kind: 'set', path: arc, data: { ...reservation(r), archived: true } }),
    () => ({ kind: 'delete', path: r.chance(0.5) ? res : arc }),
    () => ({ kind: 'set', path: log, data: emailLog(r) }),
    () => ({ kind: 'update', path: log, data: { openedAt: FieldValue.serverTimestamp() } }),
    () => ({ kind: 'update', path: log, data: { clickedAt: r.pick(INSTANTS), 'tracking.clicks': 1 } }),
    () => ({ kind: 'update', path: log, data: { status: 'failed', bouncedAt: r.pick(INSTANTS) } }),
    () => ({ kind: 'update', path: log, data: { openedAt: FieldValue.delete() } }),
    () => ({ kind: 'set', path: rew, data: reward(r) }),
    () => ({ kind: 'update', path: rew, data: { status: 'used', usedAt: r.pick(INSTANTS) } }),
    () => ({ kind: 'update', path: rew, data: { status: 'expired' } }),
    () => ({ kind: 'update', path: rew, data: { value: FieldValue.increment(5) } }),
    () => ({
      kind: 'set',
      path: rev,
      data: { restaurantId: r.pick(RESTAURANTS), rating: r.int(1, 5), createdAt: r.pick(INSTANTS) },
    }),
    () => ({ kind: 'update', path: rev, data: { rating: r.int(1, 5) } }),
    () => ({ kind: 'delete', path: rev }),
    () => ({
      kind: 'set',
      path: view,
      data: { restaurantId: r.pick(RESTAURANTS), firstSeenAt: r.pick(INSTANTS) },
      merge: true,
    }),
    () => ({
      kind: 'update',
      path: view,
      data: { createdAt: r.pick(INSTANTS), firstSeenAt: FieldValue.delete() },
    }),
    () => ({ kind: 'delete', path: view }),
    () => ({ kind: 'set', path: `customers/c-${r.int(0, 3)}`, data: { name: 'Ana' }, merge: true }),
  ];
  return r.pick(choices)();
}

function onTransaction(tx: Transaction, op: Op): void {
  if (op.kind === 'set') tx.set(op.path, op.data, { merge: op.merge === true });
  else if (op.kind === 'update') tx.update(op.path, op.data);
  else if (op.kind === 'create') tx.create(op.path, op.data);
  else tx.delete(op.path);
}

async function direct(op: Op): Promise<void> {
  if (op.kind === 'set') await store.set(op.path, op.data, { merge: op.merge === true });
  else if (op.kind === 'update') await store.update(op.path, op.data);
  else if (op.kind === 'create') await store.create(op.path, op.data);
  else await store.delete(op.path);
}

/** The archiving job's move: copy to the archive flagged, flag the active document; or a batch move. */
async function archiveMove(r: SeededRandom): Promise<void> {
  const id = `res-${r.int(0, 11)}`;
  if (r.chance(0.5)) {
    await store.runTransaction(async (tx) => {
      const snap = await tx.get(`reservations/${id}`);
      if (!snap.data || snap.data.archived === true) return;
      tx.set(`reservations_archive/${id}`, { ...snap.data, archived: true, archivedAt: INSTANTS[0] });
      tx.update(snap.path, { archived: true });
    });
    return;
  }
  const snap = await store.get(`reservations/${id}`);
  if (!snap.data) return;
  const batch = store.batch();
  batch.set(`reservations_archive/${id}`, { ...snap.data, archived: true });
  batch.delete(snap.path);
  await batch.commit();
}

async function step(r: SeededRandom): Promise<void> {
  env.clock.now = new Date(r.pick(INSTANTS));
  const mode = r.pick(['direct', 'direct', 'transaction', 'transaction', 'batch', 'archive'] as const);
  if (mode === 'archive') return archiveMove(r);
  if (mode === 'direct') return direct(randomOp(r));
  const ops = Array.from({ length: r.int(1, 4) }, () => randomOp(r));
  if (mode === 'batch') {
    const batch = store.batch();
    for (const op of ops) {
      if (op.kind === 'set') batch.set(op.path, op.data, { merge: op.merge === true });
      else if (op.kind === 'update') batch.update(op.path, op.data);
      else if (op.kind === 'create') batch.create(op.path, op.data);
      else batch.delete(op.path);
    }
    return batch.commit();
  }
  const readByQuery = r.chance(0.3);
  await store.runTransaction(async (tx) => {
    if (readByQuery) {
      await tx.query({
        collection: 'reservations',
        where: [{ field: 'restaurantId', op: '==', value: 'r1' }],
      });
    }
    for (const op of ops) if (r.chance(0.5)) await tx.get(op.path);
    for (const op of ops) onTransaction(tx, op);
  });
}

describe('restaurantStats kept write by write', () => {
  it('counts a booking and moves it between days and months', async () => {
    await store.create('reservations/one', {
      restaurantId: 'r9',
      date: '2026-11-30',
      partySize: 3,
      status: 'PENDING',
      source: 'online',
    });
    expect((await store.get('restaurantStats/r9_all')).data).toEqual({
      restaurantId: 'r9',
      period: 'all',
      key: 'all',
      counters: {
        reservations: 1,
        covers: 3,
        reservations_PENDING: 1,
        covers_PENDING: 3,
        source_online: 1,
        clientReservations: 1,
      },
    });
    await store.runTransaction(async (tx) => {
      tx.update('reservations/one', { date: '2026-12-01', status: 'NO_SHOW' });
    });
    const counters = async (id: string) => (await store.get(`restaurantStats/${id}`)).data?.counters;
    expect(await counters('r9_m_2026-11')).toMatchObject({
      reservations: 0,
      covers: 0,
      reservations_PENDING: 0,
    });
    expect(await counters('r9_m_2026-12')).toMatchObject({
      reservations: 1,
      covers: 3,
      reservations_NO_SHOW: 1,
    });
    expect(await counters('r9_all')).toMatchObject({
      reservations: 1,
      reservations_PENDING: 0,
      covers_NO_SHOW: 3,
    });
    const { stored, recounted } = await statsSnapshot(store);
    expect(stored).toEqual(recounted);
  });

  it('refuses a read after a write in a transaction, as Firestore does', async () => {
    await expect(
      store.runTransaction(async (tx) => {
        tx.set('reviews/x', { restaurantId: 'r9', rating: 5, createdAt: INSTANTS[0] });
        await tx.get('reviews/y');
      }),
    ).rejects.toThrow(/reads to be executed before all writes/);
    expect((await store.get('reviews/x')).exists).toBe(false);
  });

  it('splits a batch whose writes and counters exceed 500 per commit, and counts every write', async () => {
    // The store under the decoration, counting the writes of each commit.
    const commits: number[] = [];
    const counting = (tx: Transaction): Transaction =>
      new Proxy(tx, {
        get(target, prop) {
          const value = Reflect.get(target, prop) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (['set', 'update', 'create', 'delete'].includes(String(prop)))
              commits[commits.length - 1]! += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    const spied = new Proxy(env.store as DocStore, {
      get(target, prop) {
        if (prop === 'runTransaction') {
          return <R>(fn: (tx: Transaction) => Promise<R>) =>
            target.runTransaction((tx) => {
              commits.push(0);
              return fn(counting(tx));
            });
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const decorated = withStatsAggregation(spied, { now: () => env.clock.now });
    const batch = decorated.batch();
    const start = Date.UTC(2030, 0, 1);
    for (let i = 0; i < 400; i++) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      batch.set(`reservations/big-${i}`, { restaurantId: 'r8', date, partySize: 2, status: 'CONFIRMED' });
    }
    await batch.commit();
    // 400 bookings on 400 days make 400 + 400 + 14 + 1 writes: more than one commit, none above 500.
    expect(commits.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(Math.max(...commits)).toBeLessThanOrEqual(500);
    expect((await store.get('restaurantStats/r8_all')).data?.counters).toMatchObject({
      reservations: 400,
      covers: 800,
    });
    const { stored, recounted } = await statsSnapshot(store);
    expect(stored).toEqual(recounted);
    for (let i = 0; i < 400; i++) await env.store.delete(`reservations/big-${i}`);
    await rebuildRestaurantStats(store, { restaurantIds: ['r8'] });
  });

  it('equals a recount after a long random history', { timeout: 240_000 }, async () => {
    const r = createSeededRandom(20261122);
    let failures = 0;
    for (let i = 1; i <= 400; i++) {
      try {
        await step(r);
      } catch (err) {
        // Writes the store refuses (update of an absent document, create of an existing one) change nothing.
        const code = (err as { code?: string }).code;
        if (code !== 'not-found' && code !== 'already-exists') throw err;
        failures += 1;
      }
      if (i % 100 === 0) {
        const { stored, recounted } = await statsSnapshot(store);
        expect(stored, `after step ${i}`).toEqual(recounted);
      }
    }
    const { stored } = await statsSnapshot(store);
    // The history did count things, and some writes were refused and rolled back.
    // Two restaurants × (4 days, 3 months, all), and the restaurant of the first test.
    expect(Object.keys(stored).length).toBe(19);
    expect(Object.keys(stored['r1_all'] ?? {})).toEqual(
      expect.arrayContaining(['reservations', 'emails', 'vouchersIssued', 'reviews', 'newCustomers']),
    );
    expect(failures).toBeGreaterThan(10);
    // A rebuild then finds every document exact (increments brought to 0 aside).
    const report = await rebuildRestaurantStats(store);
    expect(report.written).toBe(0);
  });
});
