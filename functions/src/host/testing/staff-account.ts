import type { DocStore } from '@app/data';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The password of the staff accounts the host tests create. */
export const TEST_STAFF_PASSWORD = 'secret12';

/**
 * A staff account in the Auth emulator (its role and restaurants as claims) and its profile `users/{uid}` in
 * the host's store, as an invitation leaves them.
 */
export async function createStaffAccount(
  { app, store }: { app: App; store: DocStore },
  { name, role, restaurantIds }: { name: string; role: string; restaurantIds: string[] },
): Promise<{ uid: string; email: string; name: string }> {
  const email = `${name}.${Date.now()}@resto.fr`;
  const user = await getAuth(app).createUser({ email, password: TEST_STAFF_PASSWORD, displayName: name });
  await getAuth(app).setCustomUserClaims(user.uid, { role, restaurantIds });
  await store.set(`users/${user.uid}`, {
    id: user.uid,
    name,
    email,
    role,
    restaurantIds,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  return { uid: user.uid, email, name };
}
