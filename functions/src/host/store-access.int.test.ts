import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFunctionsClient } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRestaurant } from '../callables/testing/fixtures';
import { deleteUser } from '../callables/users/staff-users';
import { firebaseAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { seedReservation } from '../lib/testing/seed';
import { firebaseTokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { policyReadGate } from './store-api/policy-gate';
import { startTestAuthEmulator, type TestAuthEmulator } from './testing/auth-emulator';
import { createStaffAccount, TEST_STAFF_PASSWORD } from './testing/staff-account';
import { startTestHost } from './testing/start-test-host';
import { systemClock } from '../lib/system-clock';

/**
 * What the store API lets a signed-in account see beyond one-shot reads, with real Auth emulator tokens and the
 * product's read policy: aggregates (`/count`, `/sum`) answer only what `/query` would, and a live subscription
 * does not outlive its account: deleted, disabled or revoked in Auth (checked again every `recheckMs`), or deleted
 * through the product (its revocation record, at once).
 */
const RECHECK_MS = 300;
let emulator: TestAuthEmulator;
let app: App;
let host: HostHandle;
let dataDir: string;
let masterToken = '';

beforeAll(async () => {
  emulator = await startTestAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
  process.env.GCLOUD_PROJECT = 'demo-resto';
  app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: 'demo-resto' });
  setAuthAdmin(firebaseAuthAdmin(app));
  dataDir = await mkdtemp(join(tmpdir(), 'host-store-access-'));
  const indexes = await loadIndexesFile(join(import.meta.dirname, '../../../firestore.indexes.json'));
  host = await startTestHost({
    dataDir,
    // Tokens come from the Auth emulator, stamped with the machine's clock (sign-in times, revocations compare
    // with them): the host shares that clock. `pnpm test:dates` moves both together.
    now: systemClock,
    functions: { deleteUser },
    openStore: () => EmbeddedStore.open({ dataDir: 'memory://', indexes }),
    gate: policyReadGate,
    verify: firebaseTokenVerifier(app),
    heartbeatMs: 200,
    recheckMs: RECHECK_MS,
  });
  await seedRestaurant(host.store, 'r1', 'Au Bureau');
  await seedRestaurant(host.store, 'r2', 'Le Zinc');
  await seedReservation(host.store, { id: 'res-r1', restaurantId: 'r1', partySize: 2 });
  await seedReservation(host.store, { id: 'res-r2a', restaurantId: 'r2', partySize: 4 });
  await seedReservation(host.store, { id: 'res-r2b', restaurantId: 'r2', partySize: 6 });
  const master = await staffMember('master', 'master_admin', []);
  masterToken = await emulator.signIn(master.email, TEST_STAFF_PASSWORD);
});

afterAll(async () => {
  setAuthAdmin(undefined);
  await host?.close();
  if (app) await deleteApp(app);
  await emulator?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A staff account of the host's store, signed in (its ID token). */
async function staffMember(name: string, role: string, restaurantIds: string[]) {
  const account = await createStaffAccount({ app, store: host.store }, { name, role, restaurantIds });
  const token = await emulator.signIn(account.email, TEST_STAFF_PASSWORD);
  return { uid: account.uid, email: account.email, token };
}

const post = (route: string, body: unknown, token: string) =>
  fetch(`${host.url}/store/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

const reservationsOf = (...ids: string[]) => ({
  collection: 'reservations',
  where: [
    ids.length === 1
      ? { field: 'restaurantId', op: '==', value: ids[0] }
      : { field: 'restaurantId', op: 'in', value: ids },
  ],
});

/** A raw SSE subscription to restaurants/r1; `next(needle)` reads until the text contains it or the stream ends. */
async function subscribe(token: string) {
  const res = await fetch(`${host.url}/store/subscribe?doc=${encodeURIComponent('restaurants/r1')}`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = res.body!.getReader();
  let text = '';
  let ended = false;
  return {
    text: () => text,
    ended: () => ended,
    async until(needle: string) {
      while (!text.includes(needle) && !ended) {
        const { value, done } = await body.read();
        if (done) ended = true;
        else text += new TextDecoder().decode(value);
      }
    },
    cancel: () => body.cancel(),
  };
}

describe('aggregates', () => {
  it("refuse a staff member of r1 the count and the sum of r2's reservations", async () => {
    const { token } = await staffMember('aline', 'admin_full', ['r1']);
    expect(await (await post('count', { spec: reservationsOf('r1') }, token)).json()).toEqual({ count: 1 });
    expect(
      await (await post('sum', { spec: reservationsOf('r1'), field: 'partySize' }, token)).json(),
    ).toEqual({
      sum: 2,
    });
    for (const spec of [reservationsOf('r2'), reservationsOf('r1', 'r2'), { collection: 'reservations' }]) {
      for (const [route, body] of [
        ['query', { spec }],
        ['count', { spec }],
        ['sum', { spec, field: 'partySize' }],
      ] as const) {
        const res = await post(route, body, token);
        expect(res.status, `${route} ${JSON.stringify(spec)}`).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('permission-denied');
      }
    }
  });
});

describe('a live subscription', () => {
  it('ends with unauthenticated once the account is deleted in Auth', async () => {
    const { uid, token } = await staffMember('bruno', 'admin', ['r1']);
    const stream = await subscribe(token);
    await stream.until('event: snapshot');
    // Two re-checks pass while the account exists.
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 2.5));
    expect(stream.text()).not.toContain('event: error');
    await getAuth(app).deleteUser(uid);
    await stream.until('event: error');
    expect(stream.text()).toContain('"code":"unauthenticated"');
    await stream.until('never');
    expect(stream.ended()).toBe(true);
  });

  it('ends with unauthenticated once the account is disabled', async () => {
    const { uid, token } = await staffMember('chloe', 'admin', ['r1']);
    const stream = await subscribe(token);
    await stream.until('event: snapshot');
    await getAuth(app).updateUser(uid, { disabled: true });
    await stream.until('event: error');
    expect(stream.text()).toContain('"code":"unauthenticated"');
  });

  it('ends once the account is demoted and its sessions revoked in Auth', async () => {
    const { uid, token } = await staffMember('denis', 'admin_full', ['r1']);
    const stream = await subscribe(token);
    await stream.until('event: snapshot');
    // Firebase compares whole seconds: the revocation must fall after the sign-in's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(app).setCustomUserClaims(uid, { role: 'admin', restaurantIds: ['r1'] });
    await getAuth(app).revokeRefreshTokens(uid);
    await stream.until('event: error');
    expect(stream.text()).toContain('"code":"unauthenticated"');
  });

  it('ends at once when master_admin deletes the account', async () => {
    const { uid, token } = await staffMember('emma', 'admin', ['r1']);
    const stream = await subscribe(token);
    await stream.until('event: snapshot');
    const callAs = createFunctionsClient({ baseUrl: host.functionsBase, getToken: async () => masterToken });
    await callAs('deleteUser', { userId: uid });
    await stream.until('event: error');
    expect(stream.text()).toContain('"code":"unauthenticated"');
  });
});
