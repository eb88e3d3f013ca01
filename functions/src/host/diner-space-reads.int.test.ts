import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpReader, createMySpaceReads, type MySpaceReads } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import { DINER_RESERVATIONS_COLLECTION, type MySpaceReservation, type MyVoucher } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setReservationStatus } from '../callables/reservations/set-reservation-status';
import { call, staffAuth } from '../lib/testing/test-env';
import { runtime } from '../lib/runtime';
import type { ReaderIdentity, TokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { policyReadGate } from './store-api/policy-gate';
import { startTestHost } from './testing/start-test-host';

/**
 * The live customer space (packages/data my-space-reads) as a signed-in diner's browser runs it: over the local
 * host's store API, through the read policy gate. Ana reads her own record, bookings and vouchers; the same reads
 * aimed at Bob (his e-mail typed into the queries by a curious diner) are refused whole, never filtered. Her
 * bookings are read from their diner copies (`customerReservations`): the reservations themselves, where staff
 * write their history, notes, refusal internals and tables, are refused to her, her own included.
 */
const NOW = new Date('2026-11-28T10:00:00.000Z');
const TODAY = '2026-11-28';
const ANA = 'ana@mail.fr';
const BOB = 'bob@mail.fr';

const DINERS: Record<string, ReaderIdentity> = {
  ana: {
    uid: 'c-ana',
    claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: ANA },
  },
  // A session opened another way than the sign-in callables' custom token: not a diner's.
  'ana-password': {
    uid: 'c-ana',
    claims: { role: 'client', firebase: { sign_in_provider: 'password' }, customerEmail: ANA },
  },
  // Signed in 24 hours and a second ago without remember-me: Firebase still refreshes it, the product does not.
  'ana-over': {
    uid: 'c-ana',
    claims: {
      role: 'client',
      firebase: { sign_in_provider: 'custom' },
      customerEmail: ANA,
      auth_time: NOW.getTime() / 1000 - 24 * 3600 - 1,
      sessionHours: 24,
    },
  },
};
const verify: TokenVerifier = async (token) => {
  const identity = DINERS[token];
  if (!identity) throw new Error('invalid token');
  return identity;
};

let dataDir: string;
let host: HostHandle;
const readsAs = (token: string | null): MySpaceReads =>
  createMySpaceReads(createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => token }));

const booking = (id: string, email: string, date: string, status = 'CONFIRMED') => ({
  id,
  restaurantId: 'r1',
  restaurantName: 'Au Bureau',
  customerEmail: email,
  customerName: 'Ana Lopez',
  customerPhone: '0612345678',
  date,
  time: '20:00',
  partySize: 2,
  status,
  notes: 'Note interne : cliente exigeante',
  tableId: 't3',
  statusHistory: [
    { status: status.toLowerCase(), changedBy: 'uid-staff-42', changedAt: '2026-11-01T10:00:00Z' },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  archived: false,
  isVirtualReservation: false,
});
const voucher = (id: string, email: string) => ({
  id,
  restaurantId: 'r1',
  customerEmail: email,
  barcode: 'REWARD:335478293',
  status: 'active',
  value: 4,
  createdAt: '2026-11-20T10:00:00.000Z',
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'diner-space-'));
  const indexesFile = new URL('../../../firestore.indexes.json', import.meta.url).pathname;
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: async (_dir, now) =>
      EmbeddedStore.open({ dataDir: 'memory://', indexes: await loadIndexesFile(indexesFile), now }),
    gate: policyReadGate,
    verify,
  });
  // Through the functions' store, as the callables write: each booking's diner copy is made in its commit.
  const batch = runtime().store.batch();
  batch.set(`customers/${ANA}`, { id: ANA, email: ANA, restaurantIds: ['r1'], createdAt: NOW.toISOString() });
  batch.set(`customers/${BOB}`, { id: BOB, email: BOB, restaurantIds: ['r1'], createdAt: NOW.toISOString() });
  batch.set('restaurants/r1', { id: 'r1', name: 'Au Bureau', slug: 'au-bureau', emoji: '🍺' });
  batch.set('reservations/a-soon', booking('a-soon', ANA, '2026-12-01', 'PENDING'));
  batch.set('reservations/a-past', booking('a-past', ANA, '2026-11-02', 'COMPLETED'));
  batch.set('reservations/b-soon', booking('b-soon', BOB, '2026-11-30'));
  batch.set('reservations/b-past', booking('b-past', BOB, '2026-11-03', 'COMPLETED'));
  batch.set('reservations/a-later', booking('a-later', ANA, '2026-12-05', 'PENDING'));
  batch.set('rewards/a-v', voucher('a-v', ANA));
  batch.set('rewards/b-v', voucher('b-v', BOB));
  await batch.commit();
}, 60_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The first answer of a live read: its first value, or the code of its refusal. */
function firstAnswer<T>(
  watch: (next: (value: T) => void, error: (err: Error) => void) => () => void,
): Promise<{ value: T } | { code: string }> {
  return new Promise((resolve) => {
    let done = false;
    const stop = watch(
      (value) => finish({ value }),
      (err) => finish({ code: (err as { code?: string }).code ?? String(err) }),
    );
    function finish(answer: { value: T } | { code: string }) {
      if (done) return;
      done = true;
      queueMicrotask(() => stop());
      resolve(answer);
    }
  });
}

describe('the live customer space through the local host, as a signed-in diner', () => {
  it('reads her own record, bookings from today, past visits, vouchers and venues, and nobody else’s', async () => {
    const reads = readsAs('ana');
    const identity = await firstAnswer((next, error) => reads.watchIdentity(ANA, next, error));
    expect(identity).toMatchObject({ value: { id: ANA } });
    const coming = await firstAnswer<MySpaceReservation[]>((next, error) =>
      reads.watchFrom({ email: ANA, fromDate: TODAY }, next, error),
    );
    expect('value' in coming && coming.value.map((row) => [row.id, row.status])).toEqual([
      ['a-soon', 'PENDING'],
      ['a-later', 'PENDING'],
    ]);
    const past = await reads.pastPage({ email: ANA, beforeDate: TODAY });
    expect(past.items.map((row) => row.id)).toEqual(['a-past']);
    const vouchers = await firstAnswer<MyVoucher[]>((next, error) =>
      reads.watchVouchers({ email: ANA, now: () => NOW }, next, error),
    );
    expect('value' in vouchers && vouchers.value.map((v) => v.id)).toEqual(['a-v']);
    const venues = await reads.readVenues({ restaurantIds: ['r1'], restaurantStats: {} });
    expect(venues.map((venue) => venue.name)).toEqual(['Au Bureau']);
  });

  it('refuses whole the same reads aimed at another diner', async () => {
    const reads = readsAs('ana');
    const denied = { code: 'permission-denied' };
    expect(await firstAnswer((next, error) => reads.watchIdentity(BOB, next, error))).toEqual(denied);
    expect(
      await firstAnswer((next, error) => reads.watchFrom({ email: BOB, fromDate: TODAY }, next, error)),
    ).toEqual(denied);
    expect(
      await firstAnswer((next, error) => reads.watchVouchers({ email: BOB, now: () => NOW }, next, error)),
    ).toEqual(denied);
    await expect(reads.pastPage({ email: BOB, beforeDate: TODAY })).rejects.toMatchObject(denied);
  });

  it('gives nothing to a caller without a diner’s session', async () => {
    for (const token of [null, 'ana-password']) {
      const reads = readsAs(token);
      const answer = await firstAnswer((next, error) =>
        reads.watchFrom({ email: ANA, fromDate: TODAY }, next, error),
      );
      expect('code' in answer && answer.code, String(token)).toMatch(/permission-denied|unauthenticated/);
      await expect(reads.pastPage({ email: ANA, beforeDate: TODAY })).rejects.toBeTruthy();
    }
  });

  it('gives nothing once her session is over, one-shot or live (as the callables refuse it)', async () => {
    const reads = readsAs('ana-over');
    const answer = await firstAnswer((next, error) =>
      reads.watchFrom({ email: ANA, fromDate: TODAY }, next, error),
    );
    // The http driver reports the host's 401 as Firestore would, permission-denied; the host says why.
    expect(answer).toEqual({ code: 'permission-denied' });
    await expect(reads.pastPage({ email: ANA, beforeDate: TODAY })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const raw = await fetch(`${host.url}/store/get`, {
      method: 'POST',
      headers: { Authorization: 'Bearer ana-over', 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: `customers/${ANA}` }),
    });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
  });

  it('refuses her the reservations themselves, her own included, by id and by query, live or not', async () => {
    const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => 'ana' });
    const denied = { code: 'permission-denied' };
    for (const path of ['reservations/a-soon', 'reservations_archive/a-past', 'reservations/b-soon'])
      await expect(reader.get(path), path).rejects.toMatchObject(denied);
    for (const collection of ['reservations', 'reservations_archive']) {
      await expect(
        reader.query({ collection, where: [{ field: 'customerEmail', op: '==', value: ANA }] }),
        collection,
      ).rejects.toMatchObject(denied);
    }
    expect(
      await firstAnswer((next, error) =>
        reader.onQuery(
          { collection: 'reservations', where: [{ field: 'customerEmail', op: '==', value: ANA }] },
          next,
          error,
        ),
      ),
    ).toEqual(denied);
    expect(await firstAnswer((next, error) => reader.onDoc('reservations/a-soon', next, error))).toEqual(
      denied,
    );
  });

  it('reads her own copy, which holds no staff field, and never another diner’s, even by its id', async () => {
    const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => 'ana' });
    const mine = await reader.get(`${DINER_RESERVATIONS_COLLECTION}/a-soon`);
    expect(mine.data).toMatchObject({ customerEmail: ANA, status: 'PENDING', restaurantName: 'Au Bureau' });
    expect(JSON.stringify(mine.data)).not.toMatch(/exigeante|uid-staff|t3|0612345678|statusHistory|notes/);
    await expect(reader.get(`${DINER_RESERVATIONS_COLLECTION}/b-soon`)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // The detail page's live read of one copy: hers, never Bob's.
    const reads = readsAs('ana');
    expect(await firstAnswer((next, error) => reads.watchBooking('a-soon', next, error))).toMatchObject({
      value: { id: 'a-soon', status: 'PENDING' },
    });
    expect(await firstAnswer((next, error) => reads.watchBooking('b-soon', next, error))).toEqual({
      code: 'permission-denied',
    });
    await expect(
      reader.query({
        collection: DINER_RESERVATIONS_COLLECTION,
        where: [{ field: 'restaurantId', op: '==', value: 'r1' }],
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('sees a staff status change live in her list, as staff make it through the callable', async () => {
    const reads = readsAs('ana');
    const confirmed = new Promise<MySpaceReservation[]>((resolve, reject) => {
      let settled = false;
      const stop = reads.watchFrom(
        { email: ANA, fromDate: TODAY },
        (rows) => {
          if (settled || rows.find((row) => row.id === 'a-later')?.status !== 'CONFIRMED') return;
          settled = true;
          queueMicrotask(() => stop());
          resolve(rows);
        },
        reject,
      );
    });
    await call(
      setReservationStatus,
      { reservationId: 'a-later', status: 'CONFIRMED' },
      staffAuth('admin', ['r1'], 'uid-staff-42'),
    );
    const rows = await confirmed;
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ['a-soon', 'PENDING'],
      ['a-later', 'CONFIRMED'],
    ]);
    // The venue's history names its staff member; her copy does not.
    const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => 'ana' });
    expect(JSON.stringify((await reader.get(`${DINER_RESERVATIONS_COLLECTION}/a-later`)).data)).not.toContain(
      'uid-staff-42',
    );
  });
});
