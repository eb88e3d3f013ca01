import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { onCall } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintCustomerSession } from '../callables/customers/customer-session';
import { customerUid, firebaseAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { readCaller } from '../lib/caller';
import { hostSessions } from './auth/host-sessions';
import { firebaseTokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { startTestHost } from './testing/start-test-host';
import { startTestAuthEmulator, type TestAuthEmulator } from './testing/auth-emulator';
import { exchangeThroughHost, signInThroughHost } from './testing/host-sign-in';
import { createMemoryStore } from './testing/memory-store';
import { SAMPLE_GATE } from './testing/sample-gate';
import { runtime } from '../lib/runtime';
import { systemClock } from '../lib/system-clock';

/**
 * The host against a real Auth emulator, with its signed sessions on as `pnpm start` runs it (issue 49, point 10):
 * staff sign in through the host's Auth gateway, which signs the emulator's tokens; the store API and callables
 * accept those (claims set by the admin SDK) and nothing else: not the emulator's own unsigned tokens, not an
 * `alg: none` token anybody can write for a customer's or a staff member's uid, not another key's.
 */
let emulator: TestAuthEmulator;
let app: App;
let host: HostHandle;
let dataDir: string;
const tokens: Record<string, string> = {};
const uids: Record<string, string> = {};
const emails: Record<string, string> = {};

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
    uids[restaurantId] = user.uid;
    emails[restaurantId] = email;
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
    sessions: { authEmulatorHost: emulator.hostAndPort },
  });
  for (const restaurantId of ['r1', 'r2'])
    tokens[restaurantId] = (
      await signInThroughHost(host.url, emails[restaurantId] ?? '', 'secret12')
    ).idToken;
  await host.store.set('reservations/a', { restaurantId: 'r1' });
  await host.store.set('customers/lea@exemple.fr', { email: 'lea@exemple.fr' });
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

describe('store API with the host’s signed sessions', () => {
  it('reads with the claims of a real ID token and refuses another restaurant’s staff', async () => {
    expect((await get('reservations/a', tokens.r1)).status).toBe(200);
    expect((await get('reservations/a', tokens.r2)).status).toBe(403);
    expect((await get('reservations/a')).status).toBe(403);
  });

  it('answers 401 to a token the host did not sign', async () => {
    expect((await get('reservations/a', 'not-a-jwt')).status).toBe(401);
    // The emulator's own token for the same account, as a process talking to it directly gets it.
    expect((await get('reservations/a', await emulator.signIn(emails.r1 ?? '', 'secret12'))).status).toBe(
      401,
    );
    const [header, , signature] = (tokens.r1 ?? '').split('.');
    const otherProject = Buffer.from(
      JSON.stringify({ aud: 'other-project', sub: 'x', iat: 1, exp: 9e9 }),
    ).toString('base64url');
    expect((await get('reservations/a', `${header}.${otherProject}.${signature}`)).status).toBe(401);
  });
});

describe('callables with the host’s signed sessions', () => {
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
      const exchanged = await exchangeThroughHost(host.url, session.token);
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

/** An `alg: none` token as any local process can write one: the emulator's shape, the uid and claims it likes. */
function unsignedToken(uid: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    ...claims,
    iss: 'https://securetoken.google.com/demo-resto',
    aud: 'demo-resto',
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'custom' },
  })}.`;
}

const whoami = (token: string) =>
  fetch(`${host.functionsBase}/whoami`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: {} }),
  });
const subscribe = (path: string, token: string) =>
  fetch(`${host.url}/store/subscribe?doc=${encodeURIComponent(path)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
  });
const gateway = (action: string, body: object) =>
  fetch(`${host.url}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('an attacker on the machine, against the signed sessions (issue 49, point 10)', () => {
  it('gets nothing with an alg:none token naming a customer’s uid or a staff uid, anywhere', async () => {
    const forged = {
      customer: {
        token: unsignedToken(customerUid('lea@exemple.fr'), {
          role: 'client',
          customerEmail: 'lea@exemple.fr',
          sessionHours: 24,
        }),
        path: 'customers/lea@exemple.fr',
      },
      staff: {
        token: unsignedToken(uids.r1 ?? '', { role: 'admin', restaurantIds: ['r1'] }),
        path: 'reservations/a',
      },
      // The same, claiming the signature scheme the host uses but with no signature.
      staffHs256: {
        token: (tokens.r1 ?? '').replace(/\.[^.]+$/, '.'),
        path: 'reservations/a',
      },
    };
    for (const [who, { token, path }] of Object.entries(forged)) {
      expect((await get(path, token)).status, `${who}: store get`).toBe(401);
      const stream = await subscribe(path, token);
      expect(stream.status, `${who}: live read`).toBe(401);
      await stream.body?.cancel();
      const called = await whoami(token);
      expect(called.status, `${who}: callable`).toBe(401);
      expect(await called.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
    }
    // The real session reads the same, live too.
    const live = await subscribe('reservations/a', tokens.r1 ?? '');
    expect(live.status).toBe(200);
    await live.body?.cancel();
  });

  it('gets nothing with a token another key signed, nor with the emulator’s own', async () => {
    const emulatorToken = await emulator.signIn(emails.r1 ?? '', 'secret12');
    const otherHost = hostSessions(randomBytes(32)).sign(emulatorToken, 'id');
    for (const token of [emulatorToken, otherHost]) {
      expect((await get('reservations/a', token)).status).toBe(401);
      expect((await whoami(token)).status).toBe(401);
    }
  });

  it('signs in nobody with a custom token it did not sign, and refreshes only its own sessions', async () => {
    const forgedCustom = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(
      JSON.stringify({
        aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
        uid: customerUid('lea@exemple.fr'),
        claims: { role: 'client', customerEmail: 'lea@exemple.fr' },
      }),
    ).toString('base64url');
    const refused = await gateway('signInWithCustomToken', { token: `${forgedCustom}.${claims}.` });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { message: 'INVALID_CUSTOM_TOKEN' } });
    expect((await gateway('lookup', { idToken: forged('x') })).status).toBe(400);
    // Sign-up and the emulator's other routes are not offered to browsers.
    expect((await gateway('signUp', { email: 'x@y.fr', password: 'secret12' })).status).toBe(404);

    const refresh = (refreshToken: string) =>
      fetch(`${host.url}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      });
    const direct = (await fetch(
      `http://${emulator.hostAndPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: emails.r1, password: 'secret12', returnSecureToken: true }),
      },
    ).then((res) => res.json())) as { refreshToken: string };
    expect((await refresh(direct.refreshToken)).status).toBe(400);
    const own = await signInThroughHost(host.url, emails.r2 ?? '', 'secret12');
    const renewed = (await (await refresh(own.refreshToken)).json()) as { id_token: string };
    expect((await whoami(renewed.id_token)).status).toBe(200);
    expect((await get('reservations/a', renewed.id_token)).status).toBe(403);
  });
});

function forged(uid: string): string {
  return unsignedToken(uid, { role: 'master_admin' });
}
