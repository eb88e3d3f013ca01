import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { pickRestaurant, readRememberedRestaurant, rememberRestaurant } from './restaurant-memory';
import { NoStaffProfileError } from './session-types';
import type { RestaurantChoice, SessionBackend, StaffSession } from './session-types';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      staff: StaffSession;
      restaurants: RestaurantChoice[];
      restaurant: RestaurantChoice | null;
    };

export interface SessionApi {
  state: SessionState;
  signIn(email: string, password: string): Promise<StaffSession>;
  signOut(): Promise<void>;
  selectRestaurant(id: string): void;
  /** Reads the accessible restaurants again (one created or deleted), selecting `selectId` when given. */
  reloadRestaurants(selectId?: string): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/**
 * The staff session: Firebase account, staff profile and claims, accessible restaurants and the selected one.
 * An account without a staff profile is signed out at once and refused like a wrong password.
 */
export function SessionProvider({ backend, children }: { backend: SessionBackend; children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  // The uid whose profile is loaded or being loaded, so that the auth listener and signIn do not both load it.
  const current = useRef<string | null>(null);

  const open = useCallback(
    async (staff: StaffSession) => {
      const restaurants = await backend.loadRestaurants(staff).catch(() => [] as RestaurantChoice[]);
      const restaurant = pickRestaurant(restaurants, readRememberedRestaurant());
      rememberRestaurant(restaurant?.id ?? null);
      setState({ status: 'signed-in', staff, restaurants, restaurant });
      return restaurant;
    },
    [backend],
  );

  useEffect(
    () =>
      backend.onAuthChange((uid) => {
        if (uid === null) {
          current.current = null;
          setState({ status: 'signed-out' });
          return;
        }
        if (current.current === uid) return;
        current.current = uid;
        backend
          .loadStaff(uid)
          .then(async (staff) => {
            if (current.current !== uid) return;
            if (!staff) {
              current.current = null;
              await backend.signOut();
              setState({ status: 'signed-out' });
              return;
            }
            await open(staff);
          })
          .catch(() => {
            current.current = null;
            setState({ status: 'signed-out' });
          });
      }),
    [backend, open],
  );

  // A demoted, moved or deleted account loses its access at once: when its profile changes, the session is read
  // again with a fresh token (new claims); a revoked account cannot get one and is signed out.
  const signedInUid = state.status === 'signed-in' ? state.staff.uid : null;
  const staffRef = useRef<StaffSession | null>(null);
  staffRef.current = state.status === 'signed-in' ? state.staff : null;
  useEffect(() => {
    if (!signedInUid || !backend.watchProfile) return;
    const endSession = () => {
      current.current = null;
      void backend.signOut().finally(() => setState({ status: 'signed-out' }));
    };
    return backend.watchProfile(signedInUid, (profile) => {
      const staff = staffRef.current;
      if (!staff || staff.uid !== signedInUid) return;
      // A profile gone or unreadable (deleted, revoked, or a dropped stream) is checked with a fresh token: a
      // revoked or deleted account cannot get one and is signed out; a mere network drop keeps the session.
      const same =
        profile !== null &&
        profile.role === staff.role &&
        [...profile.restaurantIds].sort().join() === [...staff.restaurantIds].sort().join();
      if (same) return;
      const reload = backend.reloadStaff ?? backend.loadStaff;
      reload(signedInUid)
        .then(async (next) => {
          if (next) await open(next);
          else endSession();
        })
        .catch(endSession);
    });
  }, [backend, open, signedInUid]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const uid = await backend.signIn(email.trim(), password);
      current.current = uid;
      const staff = await backend.loadStaff(uid);
      if (!staff) {
        current.current = null;
        await backend.signOut();
        throw new NoStaffProfileError();
      }
      const restaurant = await open(staff);
      // Only a sign-in counts, not a session restored on reload; the count never holds up or fails the sign-in.
      if (restaurant) backend.recordSignIn?.(restaurant.id).catch(() => undefined);
      return staff;
    },
    [backend, open],
  );

  const signOut = useCallback(async () => {
    current.current = null;
    await backend.signOut();
    setState({ status: 'signed-out' });
  }, [backend]);

  const selectRestaurant = useCallback((id: string) => {
    setState((previous) => {
      if (previous.status !== 'signed-in') return previous;
      const restaurant = previous.restaurants.find((r) => r.id === id);
      if (!restaurant) return previous;
      rememberRestaurant(restaurant.id);
      return { ...previous, restaurant };
    });
  }, []);

  const reloadRestaurants = useCallback(
    async (selectId?: string) => {
      if (state.status !== 'signed-in') return;
      const restaurants = await backend.loadRestaurants(state.staff);
      setState((previous) => {
        if (previous.status !== 'signed-in') return previous;
        const wanted = selectId ?? previous.restaurant?.id ?? null;
        const restaurant = pickRestaurant(restaurants, wanted);
        rememberRestaurant(restaurant?.id ?? null);
        return { ...previous, restaurants, restaurant };
      });
    },
    [backend, state],
  );

  const api = useMemo<SessionApi>(
    () => ({ state, signIn, signOut, selectRestaurant, reloadRestaurants }),
    [state, signIn, signOut, selectRestaurant, reloadRestaurants],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/** The session API of the nearest SessionProvider. */
export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession doit être utilisé dans un SessionProvider');
  return api;
}

/** The signed-in staff session; only for screens behind the /app guard. */
export function useStaffSession() {
  const { state, selectRestaurant, signOut } = useSession();
  if (state.status !== 'signed-in') throw new Error('Écran réservé au personnel connecté');
  return { ...state, selectRestaurant, signOut };
}
