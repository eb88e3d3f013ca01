/**
 * The first master_admin of a new project (README « Deploying to Firebase »). Staff never sign themselves up: every
 * other account comes from an invitation a master_admin sends from the back office, so the first one is made
 * here, with the project's credentials, as `acceptInvitation` makes an account: Auth user, custom claims
 * { role, restaurantIds } and the profile users/{uid}. Run again on an existing account, it makes that account a
 * master_admin (claims and profile) and leaves its password alone, so a run cut short can simply be repeated.
 */
import { randomBytes } from 'node:crypto';
import type { DocStore } from '@app/data';
import { usersWriter } from '@app/data';
import { EmailSchema } from '@app/domain';
import type { AuthAdmin } from '../lib/auth-admin';

export interface MasterAdminRequest {
  email: string;
  name: string;
}

export interface MasterAdminResult {
  uid: string;
  email: string;
  /** The password of a new account, to hand over once; undefined when the account existed. */
  password?: string;
  created: boolean;
}

/**
 * A password for the first sign-in (120 random bits), printed once: the back office has no password change, so it
 * goes into the team's password manager (the Firebase console's « Reset password » e-mails a new one if lost).
 */
export function newInitialPassword(): string {
  return randomBytes(15).toString('base64url');
}

/** Creates (or promotes) the master_admin account and its profile. `now` stamps the profile. */
export async function createMasterAdmin(
  request: MasterAdminRequest,
  deps: { auth: AuthAdmin; store: DocStore; now: Date },
): Promise<MasterAdminResult> {
  const email = EmailSchema.parse(request.email);
  const name = request.name.trim();
  if (!name) throw new Error('A name is needed (--name "Prénom Nom")');
  const { auth, store, now } = deps;
  const existing = await auth.getUserByEmail(email);
  const password = existing ? undefined : newInitialPassword();
  const uid =
    existing?.uid ?? (await auth.createUser({ email, password: password as string, displayName: name })).uid;
  await auth.setCustomClaims(uid, { role: 'master_admin', restaurantIds: [] });
  const profile = await store.get<{ createdAt?: string }>(usersWriter.path(uid));
  await usersWriter.set(store, uid, {
    id: uid,
    name,
    email,
    role: 'master_admin',
    restaurantIds: [],
    createdAt: profile.data?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return { uid, email, created: !existing, ...(password ? { password } : {}) };
}
