import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CallableError, createFunctionsClient, createHttpReader, type DocSnapshot } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRestaurant } from '../callables/settings/establishments';
import { seedRestaurant } from '../callables/testing/fixtures';
import { listTablets } from '../callables/tablet/tablet-pairing';
import { deleteUser, updateUser } from '../callables/users/staff-users';
import { firebaseAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { firebaseTokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { policyReadGate } from './store-api/policy-gate';
import { startTestAuthEmulator, type TestAuthEmulator } from './testing/auth-emulator';
import { createStaffAccount, TEST_STAFF_PASSWORD } from './testing/staff-account';
import { startTestHost } from './testing/start-test-host';
import { systemClock } from '../lib/system-clock';

/**
 * Access lost at once, end to end: real ID tokens from the Auth emulator, the real callables mounted on the local
 * host, the store API with the product's read policy. A token issued before master_admin changed the account
 * (role, restaurants, deletion, a deleted restaurant) is refused by callables and store reads right after the
 * change, and an open live subscription of that account is closed; a new sign-in gets the new claims.
 */
let emulator: TestAuthEmulator;
let app: App;
let host: HostHandle;
let dataDir: string;
let masterToken = '';

beforeAll(async () => {
  emulator = await startTestAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
  process.env.GCLOUD_PROJECT = 'demo-resto';
  // The default app: firebase-functions verifies the callables' ID tokens with it.
  app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: 'demo-resto' });
  setAuthAdmin(firebaseAuthAdmin(app));
  dataDir = await mkdtemp(join(tmpdir(), 'host-revocation-'));
  const indexes = await loadIndexesFile(join(import.meta.dirname, '../../../firestore.indexes.json'));
  host = await startTestHost({
    dataDir,
    // Tokens come from the Auth emulator, stamped with the machine's clock (sign-in times, revocations compare
    // with them): the host shares that clock. `pnpm test:dates` moves both together.
    now: systemClock,
    functions: { updateUser, deleteUser, deleteRestaurant, listTablets },
    openStore: () => EmbeddedStore.open({ dataDir: 'memory://', indexes }),
    gate: policyReadGate,
    verify: firebaseTokenVerifier(app),
    heartbeatMs: 200,
  });
  await seedRestaurant(host.store, 'r1', 'Au Bureau');
  await seedRestaurant(host.store, 'r2', 'Le Zinc');
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

/** A staff account in the emulator (claims) and its profile users/{uid}. */
function staffMember(name: string, role: string, restaurantIds: string[]) {
  return createStaffAccount({ app, store: host.store }, { name, role, restaurantIds });
}

const callAs = (token: string) =>
  createFunctionsClient({ baseUrl: host.functionsBase, getToken: async () => token });

async function refusalOf(promise: Promise<unknown>): Promise<{ status: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof CallableError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

const read = (path: string, token: string) =>
  fetch(`${host.url}/store/get`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ path }),
  });

/**
 * The refusal of a revoked token. The server's check answers "Erreur d'authentification. Veuillez vous
 * reconnecter."; against the emulator firebase-admin also checks the account itself (its tokens are unsigned)
 * and refuses first, with its own text, a deleted account or a revocation a second older than the sign-in.
 */
const REVOKED = { status: 'unauthenticated' };

describe('a demoted admin_full', () => {
  it('loses the callables of its former role and its live subscription at once; a new sign-in has the new role', async () => {
    const paul = await staffMember('paul', 'admin_full', ['r1']);
    const token = await emulator.signIn(paul.email, TEST_STAFF_PASSWORD);
    expect(await callAs(token)('listTablets', { restaurantId: 'r1' })).toEqual({ tablets: [], next: null });
    expect((await read('restaurants/r1', token)).status).toBe(200);

    const snapshots: DocSnapshot[] = [];
    const errors: Error[] = [];
    const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => token });
    const stop = reader.onDoc(
      'restaurants/r1',
      (snap) => snapshots.push(snap),
      (err) => errors.push(err),
    );
    await expect.poll(() => snapshots.length).toBe(1);

    await callAs(masterToken)('updateUser', {
      userId: paul.uid,
      name: paul.name,
      email: paul.email,
      role: 'admin',
      restaurantIds: ['r1'],
    });

    expect(await refusalOf(callAs(token)('listTablets', { restaurantId: 'r1' }))).toMatchObject(REVOKED);
    // As admin Paul may still read r1: the refusal is the session's, not the policy's.
    expect((await read('restaurants/r1', token)).status).toBe(401);
    await expect.poll(() => errors.length, { timeout: 3_000 }).toBe(1);
    expect(errors[0]).toMatchObject({ code: 'permission-denied' });
    stop();
    // Firebase Auth's own mark (refresh refused). Its `verifyIdToken(token, true)` would still let through a
    // token signed in within the revocation's second; the server's record does not.
    expect((await getAuth(app).getUser(paul.uid)).tokensValidAfterTime).toBeDefined();

    // Signed in again at once (even within the revocation's second): the new claims apply.
    const fresh = await emulator.signIn(paul.email, TEST_STAFF_PASSWORD);
    expect(await refusalOf(callAs(fresh)('listTablets', { restaurantId: 'r1' }))).toMatchObject({
      status: 'permission-denied',
    });
    expect((await read('restaurants/r1', fresh)).status).toBe(200);
  });

  it('ends the raw event stream with an unauthenticated error event', async () => {
    const nina = await staffMember('nina', 'admin_full', ['r1']);
    const token = await emulator.signIn(nina.email, TEST_STAFF_PASSWORD);
    const res = await fetch(`${host.url}/store/subscribe?doc=${encodeURIComponent('restaurants/r1')}`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = res.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await body.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil('event: snapshot');
    await callAs(masterToken)('updateUser', {
      userId: nina.uid,
      name: nina.name,
      email: nina.email,
      role: 'admin_full',
      restaurantIds: ['r1', 'r2'],
    });
    await readUntil('event: error');
    expect(text).toContain('"code":"unauthenticated"');
    expect((await body.read()).done).toBe(true);
  });
});

describe('a deleted user', () => {
  it('is refused by callables and by store reads right after deleteUser', async () => {
    const zoe = await staffMember('zoe', 'admin_full', ['r1']);
    const token = await emulator.signIn(zoe.email, TEST_STAFF_PASSWORD);
    expect((await read('restaurants/r1', token)).status).toBe(200);
    await callAs(masterToken)('deleteUser', { userId: zoe.uid });
    expect(await refusalOf(callAs(token)('listTablets', { restaurantId: 'r1' }))).toMatchObject(REVOKED);
    expect((await read('restaurants/r1', token)).status).toBe(401);
    expect((await read(`users/${zoe.uid}`, token)).status).toBe(401);
  });
});

describe('a deleted restaurant', () => {
  it('leaves the claims and profiles of its staff, whose old tokens are refused', async () => {
    const lea = await staffMember('lea', 'admin', ['r1', 'r2']);
    const token = await emulator.signIn(lea.email, TEST_STAFF_PASSWORD);
    expect((await read('restaurants/r2', token)).status).toBe(200);
    await callAs(masterToken)('deleteRestaurant', { restaurantId: 'r2' });
    expect((await getAuth(app).getUser(lea.uid)).customClaims).toEqual({
      role: 'admin',
      restaurantIds: ['r1'],
    });
    expect((await host.store.get(`users/${lea.uid}`)).data?.restaurantIds).toEqual(['r1']);
    expect((await read('restaurants/r1', token)).status).toBe(401);

    // Signed in again at once (even within the revocation's second): the new claims apply.
    const fresh = await emulator.signIn(lea.email, TEST_STAFF_PASSWORD);
    expect((await read('restaurants/r1', fresh)).status).toBe(200);
    expect((await read('restaurants/r2', fresh)).status).toBe(403);
  });
});
