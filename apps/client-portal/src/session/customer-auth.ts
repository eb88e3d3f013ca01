/**
 * The customer's Firebase Auth session (the Auth emulator on one machine): signed in with the custom token the
 * login callables return, persisted in localStorage with remember-me and in sessionStorage without. Loaded only
 * by the customer pages, so that the booking pages stay without the Firebase SDK.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  setPersistence,
  signInWithCustomToken,
  signOut,
} from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { config, EMBEDDED } from '../config/env';

let auth: Auth | undefined;
let app: FirebaseApp | undefined;

/** The customer pages' Firebase app (the customer's session; Firestore reads in Firebase mode). */
export function customerFirebaseApp(): FirebaseApp {
  customerAuth();
  return app as FirebaseApp;
}

function customerAuth(): Auth {
  if (auth) return auth;
  app = initializeApp(
    {
      apiKey: config.firebaseApiKey,
      projectId: config.firebaseProjectId,
      ...(config.firebaseAuthDomain ? { authDomain: config.firebaseAuthDomain } : {}),
      ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
    },
    'customer',
  );
  // Not getAuth(): its popup and redirect sign-in (never used here: the portal signs in with the callables'
  // custom tokens) weighs about 9 KB gzipped and, on a phone, loads Google's apis.google.com iframe script at
  // start, one more origin before the customer space can read anything. The two storages signInCustomer uses.
  auth = initializeAuth(app, { persistence: [browserLocalPersistence, browserSessionPersistence] });
  if (EMBEDDED) connectAuthEmulator(auth, config.authEmulator, { disableWarnings: true });
  return auth;
}

/** Opens the Firebase session with the token of `customerVerifyCode` or `customerLoginPassword`. */
export async function signInCustomer(token: string, remember: boolean): Promise<void> {
  const a = customerAuth();
  await setPersistence(a, remember ? browserLocalPersistence : browserSessionPersistence);
  await signInWithCustomToken(a, token);
}

export async function signOutCustomer(): Promise<void> {
  await signOut(customerAuth());
}

/** The e-mail of the signed-in customer's token, or null without a client session. */
export async function signedInCustomerEmail(): Promise<string | null> {
  const a = customerAuth();
  await a.authStateReady();
  const user = a.currentUser;
  if (!user) return null;
  try {
    const { claims } = await user.getIdTokenResult();
    return claims.role === 'client' && typeof claims.customerEmail === 'string' ? claims.customerEmail : null;
  } catch {
    return null;
  }
}

/** The ID token the client callables are called with. */
export async function customerIdToken(): Promise<string | undefined> {
  const a = customerAuth();
  await a.authStateReady();
  return a.currentUser ? a.currentUser.getIdToken() : undefined;
}
