/** The back office's settings, read once from Vite's env (ARCHITECTURE §5, docs/contracts.md). */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const backend = text(env.VITE_BACKEND, 'embedded');
if (backend !== 'embedded' && backend !== 'firebase') {
  throw new Error(`VITE_BACKEND doit valoir « embedded » ou « firebase » (reçu « ${backend} »)`);
}

export const config = {
  /** Production builds register the service worker (install, offline shell, updates); none is built in dev. */
  serviceWorker: env.PROD === true,
  backend: backend as 'embedded' | 'firebase',
  functionsBase: text(env.VITE_FUNCTIONS_BASE, 'http://127.0.0.1:5001/demo-resto/europe-west1'),
  storeBase: text(env.VITE_STORE_BASE, 'http://127.0.0.1:5001/store'),
  authEmulator: text(env.VITE_AUTH_EMULATOR, 'http://127.0.0.1:9099'),
  firebaseProjectId: text(env.VITE_FIREBASE_PROJECT_ID, 'demo-resto'),
  /** Only needed in Firebase mode; the Auth emulator accepts any key. */
  firebaseApiKey: text(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
  firebaseAuthDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN, ''),
  firebaseAppId: text(env.VITE_FIREBASE_APP_ID, ''),
  /** reCAPTCHA Enterprise site key of App Check (Firebase mode); without it no App Check token is sent. */
  appCheckSiteKey: text(env.VITE_APPCHECK_SITE_KEY, ''),
  functionsRegion: 'europe-west1',
  /** The diners' site: the establishment page shows the public booking link. */
  portalUrl: text(env.VITE_PORTAL_URL, 'http://127.0.0.1:5174').replace(/\/+$/, ''),
  /** The loyalty tablet's site: the establishment page shows the address a tablet is paired from. */
  tabletUrl: text(env.VITE_TABLET_URL, 'http://127.0.0.1:5175').replace(/\/+$/, ''),
} as const;

export type AppConfig = typeof config;
