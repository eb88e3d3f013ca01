/** The client portal's settings, read once from Vite's env (ARCHITECTURE §5). */
const env = import.meta.env;

export const config = {
  functionsBase:
    (env.VITE_FUNCTIONS_BASE as string | undefined) ?? 'http://127.0.0.1:5001/demo-resto/europe-west1',
  storeBase: (env.VITE_STORE_BASE as string | undefined) ?? 'http://127.0.0.1:5001/store',
  authEmulator: (env.VITE_AUTH_EMULATOR as string | undefined) ?? 'http://127.0.0.1:9099',
  backend: ((env.VITE_BACKEND as string | undefined) ?? 'embedded') as 'embedded' | 'firebase',
  firebaseProjectId: (env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? 'demo-resto',
} as const;
