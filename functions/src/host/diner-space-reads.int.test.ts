import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpReader, createMySpaceReads, type MySpaceReads } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import type { MySpaceReservation, MyVoucher } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderIdentity, TokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { policyReadGate } from './store-api/policy-gate';
import { startTestHost } from './testing/start-test-host';

/**
 * The live customer space (packages/data my-space-reads) as a signed-in diner's browser runs it: over the local
 * host's store API, through the read policy gate. Ana reads her own record, bookings and vouchers; the same reads
 * aimed at Bob (his e-mail typed into the queries by a curious diner) are refused whole, never filtered.
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
  date,
  time: '20:00',
  partySize: 2,
  status,
  createdAt: '2026-11-01T10:00:00.000Z',
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
  const batch = host.store.batch();
  batch.set(`customers/${ANA}`, { id: ANA, email: ANA, restaurantIds: ['r1'], createdAt: NOW.toISOString() });
  batch.set(`customers/${BOB}`, { id: BOB, email: BOB, restaurantIds: ['r1'], createdAt: NOW.toISOString() });
  batch.set('restaurants/r1', { id: 'r1', name: 'Au Bureau', slug: 'au-bureau', emoji: '🍺' });
  batch.set('reservations/a-soon', booking('a-soon', ANA, '2026-12-01', 'PENDING'));
  batch.set('reservations/a-past', booking('a-past', ANA, '2026-11-02', 'COMPLETED'));
  batch.set('reservations/b-soon', booking('b-soon', BOB, '2026-11-30'));
  batch.set('reservations/b-past', booking('b-past', BOB, '2026-11-03', 'COMPLETED'));
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
});
