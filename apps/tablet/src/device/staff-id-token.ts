/**
 * A staff member's one-off sign-in to pair the tablet: on a temporary Firebase app kept in memory only, so the
 * staff session never stays on the shared device. The ID token goes to `pairTablet`; the app is deleted after.
 */
import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { MESSAGES } from '@app/domain';
import { firebaseOptions, connectEmulatorIfEmbedded } from './firebase-options';

const APP_NAME = 'tablet-pairing';

/** A refused staff sign-in, with the French text to show on the pairing screen. */
export class StaffSignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffSignInError';
  }
}

/** The French text for a failed e-mail/password sign-in (Firebase Auth error codes). */
export function staffSignInMessage(code: unknown): string {
  switch (code) {
    case 'auth/network-request-failed':
      return MESSAGES.auth.networkError;
    case 'auth/too-many-requests':
      return MESSAGES.tablet.tooManyRequests;
    case 'auth/user-disabled':
      return MESSAGES.auth.userDisabled;
    default:
      return MESSAGES.tablet.pairingSignInError;
  }
}

/** Signs the staff member in, returns their ID token, then signs out and deletes the temporary app. */
export async function staffIdToken(email: string, password: string): Promise<string> {
  const previous = getApps().find((a) => a.name === APP_NAME);
  if (previous) await deleteApp(previous).catch(() => undefined);
  const app = initializeApp(firebaseOptions(), APP_NAME);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectEmulatorIfEmbedded(auth);
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    return await user.getIdToken();
  } catch (error) {
    throw new StaffSignInError(staffSignInMessage((error as { code?: unknown } | null)?.code));
  } finally {
    await signOut(auth).catch(() => undefined);
    await deleteApp(app).catch(() => undefined);
  }
}
