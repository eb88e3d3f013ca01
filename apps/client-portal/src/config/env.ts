/** The client portal's settings, read once from Vite's env (ARCHITECTURE §5, docs/contracts.md). */
import { DEFAULT_FUNCTIONS_BASE } from './defaults';

const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const config = {
  /** Production builds register the service worker (install, offline shell, updates); none is built in dev. */
  serviceWorker: env.PROD === true,
  functionsBase: text(env.VITE_FUNCTIONS_BASE, DEFAULT_FUNCTIONS_BASE),
  storeBase: text(env.VITE_STORE_BASE, 'http://127.0.0.1:5001/store'),
  authEmulator: text(env.VITE_AUTH_EMULATOR, 'http://127.0.0.1:9099'),
  backend: text(env.VITE_BACKEND, 'embedded') as 'embedded' | 'firebase',
  firebaseProjectId: text(env.VITE_FIREBASE_PROJECT_ID, 'demo-resto'),
  /** Only needed in Firebase mode; the Auth emulator accepts any key. */
  firebaseApiKey: text(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
  firebaseAuthDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN, ''),
  firebaseAppId: text(env.VITE_FIREBASE_APP_ID, ''),
  /** reCAPTCHA Enterprise site key of App Check (Firebase mode); without it no App Check token is sent. */
  appCheckSiteKey: text(env.VITE_APPCHECK_SITE_KEY, ''),
} as const;
