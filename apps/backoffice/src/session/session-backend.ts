import { STAFF_ROLES } from '@app/domain';
import type { StaffRole } from '@app/domain';
import { onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import type { StaffCallables } from '../lib/callables';
import type { Repositories } from '../lib/data';
import { firebase } from '../lib/firebase';
import type { RestaurantChoice, SessionBackend, StaffSession } from './session-types';

function asRole(value: unknown): StaffRole | null {
  return (STAFF_ROLES as readonly unknown[]).includes(value) ? (value as StaffRole) : null;
}

/**
 * The session over Firebase Auth and the repositories: the role and restaurants come from the token's custom
 * claims (what the server enforces), the name from the staff profile users/{uid}.
 */
export function createSessionBackend(repositories: Repositories, callables: StaffCallables): SessionBackend {
  const { auth } = firebase();
  async function loadStaff(uid: string, fresh: boolean): Promise<StaffSession | null> {
    const user = auth.currentUser;
    if (!user || user.uid !== uid) return null;
    const token = await user.getIdTokenResult(fresh);
    const role = asRole(token.claims.role);
    if (!role) return null;
    const profile = await repositories.users.getById(uid).catch(() => null);
    if (!profile) return null;
    const claimIds = token.claims.restaurantIds;
    const restaurantIds = Array.isArray(claimIds)
      ? claimIds.filter((id): id is string => typeof id === 'string')
      : [];
    return {
      uid,
      email: profile.email || user.email || '',
      name: profile.name,
      role,
      restaurantIds,
    } satisfies StaffSession;
  }
  return {
    onAuthChange: (next) => onAuthStateChanged(auth, (user) => next(user?.uid ?? null)),
    async signIn(email, password) {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return credential.user.uid;
    },
    signOut: () => signOut(auth),
    recordSignIn: (restaurantId) => callables.recordStaffSignIn({ restaurantId }),
    loadStaff: (uid) => loadStaff(uid, false),
    reloadStaff: (uid) => loadStaff(uid, true),
    watchProfile: (uid, next) =>
      repositories.users.watchById(
        uid,
        (profile) => next(profile ? { role: profile.role, restaurantIds: profile.restaurantIds } : null),
        () => next(null),
      ),

    async loadRestaurants(staff) {
      const list =
        staff.role === 'master_admin'
          ? await repositories.restaurants.listAll()
          : await repositories.restaurants.listByIds(staff.restaurantIds);
      return list.map((r): RestaurantChoice => ({
        id: r.id,
        name: r.name,
        emoji: r.emoji,
        ...(r.logo ? { logo: r.logo } : {}),
        ...(r.brandColor ? { brandColor: r.brandColor } : {}),
      }));
    },
  };
}
