import type { App } from 'firebase-admin/app';
import { readEnv } from '../config/env';
import { installedRuntime, runtime } from './runtime';

/**
 * The few Firebase Auth operations the functions need (create user, claims, custom tokens, delete), behind
 * one interface: firebase-admin in production and against the Auth emulator, an in-memory twin for tests
 * that do not start the emulator. Callables use `authAdmin()`, never firebase-admin directly.
 */
export interface AuthAdmin {
  /** Creates an e-mail/password account; fails with AuthAdminError('email-already-exists'). */
  createUser(input: { email: string; password: string; displayName?: string }): Promise<{ uid: string }>;
  getUserByEmail(email: string): Promise<{ uid: string; email: string } | null>;
  setCustomClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /**
   * Changes the sign-in e-mail, display name or password; fails with AuthAdminError('email-already-exists').
   */
  updateUser(
    uid: string,
    changes: { email?: string; displayName?: string; password?: string },
  ): Promise<void>;
  /**
   * Mints a custom token (customers, paired tablets) for an account that exists: made here when absent, so that the
   * browser's first signInWithCustomToken is a sign-in, never a sign-up, which a project with self sign-up turned
   * off refuses (README « Deploying to Firebase »: accounts are created only by the functions).
   */
  createCustomToken(uid: string, claims: Record<string, unknown>): Promise<string>;
  /** Deletes the account; a missing account is not an error (deleting twice is harmless). */
  deleteUser(uid: string): Promise<void>;
  /**
   * Revokes the account's refresh tokens: from now on its sessions cannot get a new ID token (Firebase Auth sets
   * `tokensValidAfterTime`; `verifyIdToken(token, true)` then refuses the older ones). A missing account is not an
   * error. Refusing the ID tokens already issued is the server's part (token-revocation.ts).
   */
  revokeRefreshTokens(uid: string): Promise<void>;
}

export type AuthAdminErrorCode = 'email-already-exists' | 'user-not-found' | 'invalid-password';

export class AuthAdminError extends Error {
  constructor(
    readonly code: AuthAdminErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthAdminError';
  }
}

export { customerUid } from './customer-uid';

function firebaseCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string')
    return err.code;
  return undefined;
}

/** The firebase-admin implementation; honours FIREBASE_AUTH_EMULATOR_HOST like every firebase-admin client. */
export function firebaseAuthAdmin(app?: App): AuthAdmin {
  // Loaded on the first Auth operation, not with the module (issue 53: most requests of an instance need none).
  const auth = async () => {
    const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/auth'),
    ]);
    return getAuth(app ?? getApps()[0] ?? initializeApp({ projectId: readEnv().GCLOUD_PROJECT }));
  };
  return {
    async createUser({ email, password, displayName }) {
      try {
        const user = await (
          await auth()
        ).createUser({ email, password, ...(displayName ? { displayName } : {}) });
        return { uid: user.uid };
      } catch (err) {
        const code = firebaseCode(err);
        if (code === 'auth/email-already-exists')
          throw new AuthAdminError('email-already-exists', 'E-mail déjà utilisé');
        if (code === 'auth/invalid-password')
          throw new AuthAdminError('invalid-password', 'Mot de passe trop faible');
        throw err;
      }
    },
    async getUserByEmail(email) {
      try {
        const user = await (await auth()).getUserByEmail(email);
        return { uid: user.uid, email: user.email ?? email };
      } catch (err) {
        if (firebaseCode(err) === 'auth/user-not-found') return null;
        throw err;
      }
    },
    async setCustomClaims(uid, claims) {
      try {
        await (await auth()).setCustomUserClaims(uid, claims);
      } catch (err) {
        if (firebaseCode(err) === 'auth/user-not-found')
          throw new AuthAdminError('user-not-found', 'Utilisateur introuvable');
        throw err;
      }
    },
    async updateUser(uid, changes) {
      try {
        await (await auth()).updateUser(uid, changes);
      } catch (err) {
        const code = firebaseCode(err);
        if (code === 'auth/email-already-exists')
          throw new AuthAdminError('email-already-exists', 'E-mail déjà utilisé');
        if (code === 'auth/user-not-found')
          throw new AuthAdminError('user-not-found', 'Utilisateur introuvable');
        throw err;
      }
    },
    async createCustomToken(uid, claims) {
      try {
        await (await auth()).getUser(uid);
      } catch (err) {
        if (firebaseCode(err) !== 'auth/user-not-found') throw err;
        try {
          await (await auth()).createUser({ uid });
        } catch (raced) {
          // Two sign-ins of the same diner at once: the other call made it.
          if (firebaseCode(raced) !== 'auth/uid-already-exists') throw raced;
        }
      }
      const token = await (await auth()).createCustomToken(uid, claims);
      // On the local host, signed by the host: its Auth gateway refuses a custom token it did not sign.
      const sign = installedRuntime()?.signCustomToken;
      return sign ? sign(token) : token;
    },
    async deleteUser(uid) {
      try {
        await (await auth()).deleteUser(uid);
      } catch (err) {
        if (firebaseCode(err) !== 'auth/user-not-found') throw err;
      }
    },
    async revokeRefreshTokens(uid) {
      try {
        await (await auth()).revokeRefreshTokens(uid);
      } catch (err) {
        if (firebaseCode(err) !== 'auth/user-not-found') throw err;
      }
    },
  };
}

interface MemoryUser {
  uid: string;
  email: string;
  password: string;
  displayName?: string;
  claims: Record<string, unknown>;
  /** Seconds since the epoch, set by revokeRefreshTokens (Firebase's `validSince`). */
  tokensValidAfter?: number;
}

/**
 * In-memory Auth for tests; `users` and `decodeToken` let a test check what was created and minted. `now` is
 * Auth's clock (when refresh tokens are revoked): the functions' runtime clock unless a test gives another.
 */
export interface MemoryAuthAdmin extends AuthAdmin {
  users: Map<string, MemoryUser>;
  decodeToken(token: string): { uid: string; claims: Record<string, unknown> };
}

export function createMemoryAuthAdmin(now: () => Date = () => runtime().now()): MemoryAuthAdmin {
  const users = new Map<string, MemoryUser>();
  let seq = 0;
  const byEmail = (email: string) => [...users.values()].find((u) => u.email === email.toLowerCase());
  return {
    users,
    async createUser({ email, password, displayName }) {
      if (byEmail(email)) throw new AuthAdminError('email-already-exists', 'E-mail déjà utilisé');
      if (password.length < 6) throw new AuthAdminError('invalid-password', 'Mot de passe trop faible');
      seq += 1;
      const uid = `uid_${seq}`;
      users.set(uid, {
        uid,
        email: email.toLowerCase(),
        password,
        claims: {},
        ...(displayName ? { displayName } : {}),
      });
      return { uid };
    },
    async getUserByEmail(email) {
      const user = byEmail(email);
      return user ? { uid: user.uid, email: user.email } : null;
    },
    async setCustomClaims(uid, claims) {
      const user = users.get(uid);
      if (!user) throw new AuthAdminError('user-not-found', 'Utilisateur introuvable');
      user.claims = { ...claims };
    },
    async updateUser(uid, changes) {
      const user = users.get(uid);
      if (!user) throw new AuthAdminError('user-not-found', 'Utilisateur introuvable');
      const other = changes.email ? byEmail(changes.email) : undefined;
      if (other && other.uid !== uid) throw new AuthAdminError('email-already-exists', 'E-mail déjà utilisé');
      if (changes.email) user.email = changes.email.toLowerCase();
      if (changes.displayName) user.displayName = changes.displayName;
      if (changes.password) user.password = changes.password;
    },
    async createCustomToken(uid, claims) {
      if (!users.has(uid)) users.set(uid, { uid, email: '', password: '', claims: {} });
      return `memory.${Buffer.from(JSON.stringify({ uid, claims })).toString('base64url')}`;
    },
    async deleteUser(uid) {
      users.delete(uid);
    },
    async revokeRefreshTokens(uid) {
      const user = users.get(uid);
      if (user) user.tokensValidAfter = Math.floor(now().getTime() / 1000);
    },
    decodeToken(token) {
      const body = token.replace(/^memory\./, '');
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        uid: string;
        claims: Record<string, unknown>;
      };
    },
  };
}

let current: AuthAdmin | undefined;

/** Replaces the Auth implementation (tests install the in-memory one; the host may install its own). */
export function setAuthAdmin(next: AuthAdmin | undefined): void {
  current = next;
}

/** The Auth implementation in force: the installed one, else firebase-admin (emulator or production). */
export function authAdmin(): AuthAdmin {
  current ??= firebaseAuthAdmin();
  return current;
}
