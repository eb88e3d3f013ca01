/**
 * The tablet's own Firebase Auth session (ARCHITECTURE §8, "The tablet is a paired device"): signed in with the
 * custom token `pairTablet` answers (role `tablet`, claims `restaurantId` and `deviceId`) and kept in localStorage,
 * so the kiosk stays paired across reloads and restarts. Loaded on demand: the first paint does without the SDK.
 */
import { getApps, initializeApp } from 'firebase/app';
import { browserLocalPersistence, initializeAuth, signInWithCustomToken, signOut } from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { firebaseOptions, connectEmulatorIfEmbedded } from './firebase-options';

const APP_NAME = 'tablet';

/** What this device is paired to, read from its credential. */
export interface PairedDevice {
  deviceId: string;
  restaurantId: string;
}

let auth: Auth | undefined;

function deviceAuth(): Auth {
  if (auth) return auth;
  const app = getApps().find((a) => a.name === APP_NAME) ?? initializeApp(firebaseOptions(), APP_NAME);
  // initializeAuth rather than getAuth: one persistence (localStorage) and no popup/redirect code in the bundle.
  auth = initializeAuth(app, { persistence: browserLocalPersistence });
  connectEmulatorIfEmbedded(auth);
  return auth;
}

/** Opens the device's session with the custom token of `pairTablet` (replaces a previous pairing). */
export async function signInDevice(token: string): Promise<void> {
  await signInWithCustomToken(deviceAuth(), token);
}

/** Forgets the device's credential (revoked or unpaired): the kiosk asks for the code again. */
export async function forgetDevice(): Promise<void> {
  await signOut(deviceAuth());
}

/** The ID token the tablet callables are called with; undefined when the device is not paired. */
export async function deviceIdToken(): Promise<string | undefined> {
  const a = deviceAuth();
  await a.authStateReady();
  return a.currentUser ? a.currentUser.getIdToken() : undefined;
}

/** Network failures are worth a retry; any other failure to read the credential means it is no longer valid. */
function isNetworkFailure(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}

/**
 * The restaurant and device id of this tablet's credential, or null when it has none (or one that is not a
 * tablet's). A credential that can no longer be refreshed (revoked, deleted) is forgotten; a network failure is
 * thrown, so that an offline kiosk is not mistaken for an unpaired one.
 */
export async function pairedDevice(): Promise<PairedDevice | null> {
  const a = deviceAuth();
  await a.authStateReady();
  const user = a.currentUser;
  if (!user) return null;
  try {
    const { claims } = await user.getIdTokenResult();
    if (claims.role !== 'tablet') return null;
    const { deviceId, restaurantId } = claims;
    return typeof deviceId === 'string' && typeof restaurantId === 'string'
      ? { deviceId, restaurantId }
      : null;
  } catch (error) {
    if (isNetworkFailure(error)) throw error;
    await signOut(a).catch(() => undefined);
    return null;
  }
}
