import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAuthEmulator, type TestAuthEmulator } from '../host/testing/auth-emulator';
import { AuthAdminError, firebaseAuthAdmin, type AuthAdmin } from './auth-admin';

/**
 * The firebase-admin implementation against a real Auth emulator (firebase-tools, offline, ~10 s to start),
 * on free ports so that it collides neither with the local host's emulator on 9099 nor with another run.
 */
let emulator: TestAuthEmulator | undefined;
let app: App | undefined;
let auth: AuthAdmin;

beforeAll(async () => {
  emulator = await startTestAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostAndPort;
  app = initializeApp({ projectId: 'demo-resto' }, 'auth-admin-int-test');
  auth = firebaseAuthAdmin(app);
});

afterAll(async () => {
  if (app) await deleteApp(app);
  await emulator?.stop();
});

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('firebase-admin Auth against the emulator', () => {
  it('creates a user, refuses the same e-mail, sets claims, finds and deletes it', async () => {
    const email = `staff.${Date.now()}@resto.fr`;
    const { uid } = await auth.createUser({ email, password: 'secret12', displayName: 'Léa' });
    await expect(auth.createUser({ email, password: 'secret12' })).rejects.toEqual(
      new AuthAdminError('email-already-exists', 'E-mail déjà utilisé'),
    );
    await auth.setCustomClaims(uid, { role: 'admin_full', restaurantIds: ['r1', 'r2'] });
    expect(await auth.getUserByEmail(email)).toEqual({ uid, email });
    const renamed = `renamed.${Date.now()}@resto.fr`;
    await auth.updateUser(uid, { email: renamed });
    expect(await auth.getUserByEmail(renamed)).toEqual({ uid, email: renamed });
    await auth.deleteUser(uid);
    await auth.deleteUser(uid);
    expect(await auth.getUserByEmail(renamed)).toBeNull();
    await expect(auth.setCustomClaims(uid, { role: 'admin' })).rejects.toEqual(
      new AuthAdminError('user-not-found', 'Utilisateur introuvable'),
    );
  });

  it('revokes the refresh tokens: Auth then refuses the sessions opened before', async () => {
    const email = `revoked.${Date.now()}@resto.fr`;
    const { uid } = await auth.createUser({ email, password: 'secret12' });
    const signIn = await fetch(
      `http://${emulator?.hostAndPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret12', returnSecureToken: true }),
      },
    ).then((res) => res.json() as Promise<{ idToken: string }>);
    // Firebase compares whole seconds and lets a sign-in of the revocation's own second through.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await auth.revokeRefreshTokens(uid);
    const admin = getAuth(app);
    expect((await admin.getUser(uid)).tokensValidAfterTime).toBeDefined();
    await expect(admin.verifyIdToken(signIn.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    await auth.deleteUser(uid);
    await expect(auth.revokeRefreshTokens(uid)).resolves.toBeUndefined();
  });

  it('mints a custom token carrying the client claims', async () => {
    const token = await auth.createCustomToken('client_abc', {
      role: 'client',
      customerEmail: 'marie@example.fr',
    });
    const payload = decodeJwtPayload(token);
    expect(payload.uid).toBe('client_abc');
    expect(payload.claims).toEqual({ role: 'client', customerEmail: 'marie@example.fr' });
  });

  it("makes the custom token's account first, so the browser's first sign-in is no sign-up (self sign-up stays off)", async () => {
    const users = getAuth(app);
    await expect(users.getUser('tablet_first')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await auth.createCustomToken('tablet_first', { role: 'tablet' });
    expect((await users.getUser('tablet_first')).uid).toBe('tablet_first');
    // Minting again for the same account (a second sign-in) neither fails nor makes another one.
    await Promise.all([
      auth.createCustomToken('tablet_first', { role: 'tablet' }),
      auth.createCustomToken('client_twice', { role: 'client' }),
      auth.createCustomToken('client_twice', { role: 'client' }),
    ]);
    expect((await users.getUsers([{ uid: 'tablet_first' }, { uid: 'client_twice' }])).users).toHaveLength(2);
  });
});
