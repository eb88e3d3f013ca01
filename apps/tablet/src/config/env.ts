/** The tablet's settings, read once from Vite's env (ARCHITECTURE §5, docs/contracts.md). */
const env = import.meta.env;

/**
 * Whether this build talks to the local host rather than to Firebase, fixed when Vite builds: `pnpm build:firebase`
 * sets VITE_BACKEND=firebase (scripts/build-firebase.mjs). Vite writes the value into the code, so a Firebase build
 * leaves out the Auth emulator wiring and the local host's 127.0.0.1 addresses (the deploy check searches for them).
 */
export const EMBEDDED = import.meta.env.VITE_BACKEND !== 'firebase';

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const config = {
  /** Production builds register the service worker (install, offline shell, updates); none is built in dev. */
  serviceWorker: env.PROD === true,
  /** Where the callables live (the local host in embedded mode, Cloud Functions in production). */
  functionsBase: text(
    env.VITE_FUNCTIONS_BASE,
    EMBEDDED ? 'http://127.0.0.1:5001/demo-resto/europe-west1' : '',
  ),
  authEmulator: EMBEDDED ? text(env.VITE_AUTH_EMULATOR, 'http://127.0.0.1:5001') : '',
  backend: EMBEDDED ? 'embedded' : 'firebase',
  firebaseProjectId: text(env.VITE_FIREBASE_PROJECT_ID, EMBEDDED ? 'demo-resto' : ''),
  /** The Auth emulator accepts any key; a Firebase build gets the project's web API key. */
  firebaseApiKey: text(env.VITE_FIREBASE_API_KEY, EMBEDDED ? 'demo-api-key' : ''),
  firebaseAuthDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN, ''),
  firebaseAppId: text(env.VITE_FIREBASE_APP_ID, ''),
  /** reCAPTCHA Enterprise site key of App Check (Firebase mode); without it no App Check token is sent. */
  appCheckSiteKey: text(env.VITE_APPCHECK_SITE_KEY, ''),
  /** The diners' site, where the terms of use and the privacy notice live. */
  portalUrl: text(env.VITE_PORTAL_URL, EMBEDDED ? 'http://127.0.0.1:5174' : '').replace(/\/+$/, ''),
} as const;
