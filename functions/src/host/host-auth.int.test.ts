import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { onCall } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintCustomerSession } from '../callables/customers/customer-session';
import { firebaseAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { readCaller } from '../lib/caller';
import { firebaseTokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { startTestHost } from './testing/start-test-host';
import { startTestAuthEmulator, type TestAuthEmulator } from './testing/auth-emulator';
import { createMemoryStore } from './testing/memory-store';
import { SAMPLE_GATE } from './testing/sample-gate';
import { runtime } from '../lib/runtime';
import { systemClock } from '../lib/system-clock';

/**
 * The host against a real Auth emulator: ID tokens minted by the emulator are verified by firebase-admin, both by
 * the store API and by callables (firebase-functions checks them itself), with the claims set by the admin SDK.
 */
let emulator: TestAuthEmulator;
let app: App;
let host: HostHandle;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  emulator = await startTestAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
  process.env.GCLOUD_PROJECT = 'demo-resto';
  app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: 'demo-resto' });
  const auth = getAuth(app);
  for (const restaurantId of ['r1', 'r2']) {
    const email = `staff.${restaurantId}.${Date.now()}@resto.fr`;
    const user = await auth.createUser({ email, password: 'secret12' });
    await auth.setCustomUserClaims(user.uid, { role: 'admin', restaurantIds: [restaurantId] });
    tokens[restaurantId] = await emulator.signIn(email, 'secret12');
  }
  dataDir = await mkdtemp(join(tmpdir(), 'host-auth-'));
  host = await startTestHost({
    dataDir,
    // Tokens come from the Auth emulator, stamped with the machine's clock (sign-in times, revocations compare
    // with them): the host shares that clock. `pnpm test:dates` moves both together.
    now: systemClock,
    functions: {
      whoami: onCall((request) => ({
        uid: request.auth?.uid ?? null,
        role: request.auth?.token.role ?? null,
        caller: readCaller(request.auth, runtime().now()),
      })),
    },
    openStore: async () => createMemoryStore(),
    gate: SAMPLE_GATE,
    verify: firebaseTokenVerifier(app),
  });
  await host.store.set('reservations/a', { restaurantId: 'r1' });
});

afterAll(async () => {
  await host?.close();
  if (app) await deleteApp(app);
  await emulator?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (path: string, token?: string) =>
  fetch(`${host.url}/store/get`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ path }),
  });

describe('store API with emulator tokens', () => {
  it('reads with the claims of a real ID token and refuses another restaurant’s staff', async () => {
    expect((await get('reservations/a', tokens.r1)).status).toBe(200);
    expect((await get('reservations/a', tokens.r2)).status).toBe(403);
    expect((await get('reservations/a')).status).toBe(403);
  });

  it('answers 401 to a token the emulator did not issue', async () => {
    expect((await get('reservations/a', 'not-a-jwt')).status).toBe(401);
    const [header, , signature] = (tokens.r1 ?? '').split('.');
    const otherProject = Buffer.from(
      JSON.stringify({ aud: 'other-project', sub: 'x', iat: 1, exp: 9e9 }),
    ).toString('base64url');
    expect((await get('reservations/a', `${header}.${otherProject}.${signature}`)).status).toBe(401);
  });
});

describe('callables with emulator tokens', () => {
  it('passes the verified claims to the callable, and nothing without a token', async () => {
    const call = (token?: string) =>
      fetch(`${host.functionsBase}/whoami`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ data: {} }),
      }).then((res) => res.json());
    expect(await call(tokens.r1)).toMatchObject({ result: { role: 'admin' } });
    expect(await call()).toEqual({ result: { uid: null, role: null, caller: null } });
  });

  it("keeps a customer's session through the emulator's exchange of the custom token (the e-mail claim survives)", async () => {
    setAuthAdmin(firebaseAuthAdmin(app));
    try {
      const session = await mintCustomerSession('Lea@Exemple.fr');
      const exchanged = (await fetch(
        `http://${emulator.hostAndPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: session.token, returnSecureToken: true }),
        },
      ).then((res) => res.json())) as { idToken: string };
      const answer = await fetch(`${host.functionsBase}/whoami`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${exchanged.idToken}` },
        body: JSON.stringify({ data: {} }),
      }).then((res) => res.json());
      expect(answer).toMatchObject({
        result: { role: 'client', caller: { kind: 'client', role: 'client', email: 'lea@exemple.fr' } },
      });
    } finally {
      setAuthAdmin(undefined);
    }
  });
});
