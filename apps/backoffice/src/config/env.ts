/** The back office's settings, read once from Vite's env (ARCHITECTURE §5, docs/contracts.md). */
const env = import.meta.env;

if (env.VITE_BACKEND !== undefined && env.VITE_BACKEND !== 'embedded' && env.VITE_BACKEND !== 'firebase') {
  throw new Error(`VITE_BACKEND doit valoir « embedded » ou « firebase » (reçu « ${env.VITE_BACKEND} »)`);
}

/**
 * Whether this build talks to the local host rather than to Firebase, fixed when Vite builds: `pnpm build:firebase`
 * sets VITE_BACKEND=firebase (scripts/build-firebase.mjs). Vite writes the value into the code, so a Firebase build
 * leaves out what only the local host needs: the Auth and Functions emulator wiring, the local store driver and
 * their 127.0.0.1 addresses (the deploy check searches the built files for them).
 */
export const EMBEDDED = import.meta.env.VITE_BACKEND !== 'firebase';

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const config = {
  /** Production builds register the service worker (install, offline shell, updates); none is built in dev. */
  serviceWorker: env.PROD === true,
  backend: EMBEDDED ? 'embedded' : 'firebase',
  functionsBase: text(
    env.VITE_FUNCTIONS_BASE,
    EMBEDDED ? 'http://127.0.0.1:5001/demo-resto/europe-west1' : '',
  ),
  /** The local host's store API (embedded mode); Firebase builds read Firestore. */
  storeBase: EMBEDDED ? text(env.VITE_STORE_BASE, 'http://127.0.0.1:5001/store') : '',
  authEmulator: EMBEDDED ? text(env.VITE_AUTH_EMULATOR, 'http://127.0.0.1:5001') : '',
  firebaseProjectId: text(env.VITE_FIREBASE_PROJECT_ID, EMBEDDED ? 'demo-resto' : ''),
  /** The Auth emulator accepts any key; a Firebase build gets the project's web API key. */
  firebaseApiKey: text(env.VITE_FIREBASE_API_KEY, EMBEDDED ? 'demo-api-key' : ''),
  firebaseAuthDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN, ''),
  firebaseAppId: text(env.VITE_FIREBASE_APP_ID, ''),
  /** reCAPTCHA Enterprise site key of App Check (Firebase mode); without it no App Check token is sent. */
  appCheckSiteKey: text(env.VITE_APPCHECK_SITE_KEY, ''),
  functionsRegion: 'europe-west1',
  /** The diners' site: the establishment page shows the public booking link. */
  portalUrl: text(env.VITE_PORTAL_URL, EMBEDDED ? 'http://127.0.0.1:5174' : '').replace(/\/+$/, ''),
  /** The loyalty tablet's site: the establishment page shows the address a tablet is paired from. */
  tabletUrl: text(env.VITE_TABLET_URL, EMBEDDED ? 'http://127.0.0.1:5175' : '').replace(/\/+$/, ''),
} as const;

export type AppConfig = typeof config;
