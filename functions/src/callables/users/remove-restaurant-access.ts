import type { DocData, Transaction } from '@app/data';
import { AuthAdminError, authAdmin } from '../../lib/auth-admin';
import { runtime } from '../../lib/runtime';
import { revokeStaffSessions } from '../../lib/token-revocation';
import { transact } from '../../lib/transact';

/**
 * What deleting a restaurant takes away from the staff (administration §6): the restaurant id leaves every
 * user's claims and profile, and their sessions end (the old token still lists it). Claims first, since they
 * grant access, then the profile: an interruption leaves the profile still listing the restaurant, so the next
 * attempt finds the user again and finishes.
 */
const PAGE_SIZE = 100;
/** Pages handled by one call: 5000 staff members hold the restaurant at most (a guard, not a real limit). */
const MAX_PAGES = 50;

const holdersOf = (restaurantId: string) => ({
  collection: 'users',
  where: [{ field: 'restaurantIds', op: 'array-contains' as const, value: restaurantId }],
});

function idsWithout(data: DocData | undefined, restaurantId: string): string[] {
  const ids = Array.isArray(data?.restaurantIds) ? data.restaurantIds.map(String) : [];
  return [...new Set(ids.filter((id) => id !== restaurantId))];
}

/** Removes the restaurant from every user holding it (claims, profile) and revokes their sessions. */
export async function removeRestaurantFromStaff(restaurantId: string): Promise<string[]> {
  const done: string[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { docs } = await runtime().store.query({ ...holdersOf(restaurantId), limit: PAGE_SIZE });
    if (docs.length === 0) return done;
    const accounts = docs.map((doc) => ({
      uid: doc.id,
      grant: { role: doc.data?.role, restaurantIds: idsWithout(doc.data, restaurantId) },
    }));
    for (const { uid, grant } of accounts) {
      try {
        await authAdmin().setCustomClaims(uid, grant);
      } catch (err) {
        // A profile without its account (deleted meanwhile) only needs the profile fixed.
        if (!(err instanceof AuthAdminError && err.code === 'user-not-found')) throw err;
      }
    }
    const nowIso = runtime().now().toISOString();
    await transact(async (tx) => {
      const fresh = await Promise.all(docs.map((doc) => tx.get(doc.path)));
      for (const snap of fresh) {
        if (snap.data)
          tx.update(snap.path, { restaurantIds: idsWithout(snap.data, restaurantId), updatedAt: nowIso });
      }
    });
    await revokeStaffSessions(accounts, 'restaurant-deleted');
    done.push(...accounts.map(({ uid }) => uid));
  }
  throw new Error(`removeRestaurantFromStaff: ${restaurantId} still held after ${MAX_PAGES} pages`);
}

/** Whether some user still holds the restaurant (read in the deleting transaction). */
export async function isRestaurantStillHeld(tx: Transaction, restaurantId: string): Promise<boolean> {
  return (await tx.query({ ...holdersOf(restaurantId), limit: 1 })).docs.length > 0;
}

/**
 * Takes the restaurant out of the pending invitations (accepting one must not grant it); an invitation left
 * with no restaurant is deleted, as the invite form requires one. Accepted ones are history and stay.
 */
export async function removeRestaurantFromInvitations(tx: Transaction, restaurantId: string): Promise<void> {
  const { docs } = await tx.query({
    collection: 'userInvitations',
    where: [
      { field: 'used', op: '==', value: false },
      { field: 'restaurantIds', op: 'array-contains', value: restaurantId },
    ],
    // A transaction writes 500 documents at most: the restaurant's four besides these.
    limit: 400,
  });
  for (const doc of docs) {
    const ids = idsWithout(doc.data, restaurantId);
    if (ids.length === 0) tx.delete(doc.path);
    else tx.update(doc.path, { restaurantIds: ids });
  }
}
