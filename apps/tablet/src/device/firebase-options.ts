import type { FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator } from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { config, EMBEDDED } from '../config/env';

/** The web app's Firebase settings (the Auth emulator accepts the demo values). */
export function firebaseOptions(): FirebaseOptions {
  return {
    apiKey: config.firebaseApiKey,
    projectId: config.firebaseProjectId,
    ...(config.firebaseAuthDomain ? { authDomain: config.firebaseAuthDomain } : {}),
    ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
  };
}

/** In embedded mode (one machine) every Auth instance talks to the local emulator. */
export function connectEmulatorIfEmbedded(auth: Auth): void {
  if (EMBEDDED) connectAuthEmulator(auth, config.authEmulator, { disableWarnings: true });
}
