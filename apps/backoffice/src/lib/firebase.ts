/**
 * The Firebase web SDK, initialised once from the env: Auth (emulator in embedded mode) and Functions
 * (the local host via connectFunctionsEmulator in embedded mode, Cloud Functions in europe-west1 otherwise).
 */
import { initializeApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import { config, EMBEDDED } from '../config/env';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
}

let services: FirebaseServices | undefined;

/** Host and port of the functions base URL, for connectFunctionsEmulator. */
export function emulatorHostOf(base: string): { host: string; port: number } {
  const url = new URL(base);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return { host: url.hostname, port };
}

/** The app's Firebase services, created on first use. */
export function firebase(): FirebaseServices {
  if (services) return services;
  const app = initializeApp({
    apiKey: config.firebaseApiKey,
    projectId: config.firebaseProjectId,
    ...(config.firebaseAuthDomain ? { authDomain: config.firebaseAuthDomain } : {}),
    ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
  });
  // App Check (Firebase mode with a site key): the Functions SDK then sends its token with every call. Not in the
  // embedded mode, whose host cannot verify App Check tokens offline.
  if (!EMBEDDED && config.appCheckSiteKey)
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(config.appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  const auth = getAuth(app);
  const functions = getFunctions(app, config.functionsRegion);
  if (EMBEDDED) {
    connectAuthEmulator(auth, config.authEmulator, { disableWarnings: true });
    const { host, port } = emulatorHostOf(config.functionsBase);
    connectFunctionsEmulator(functions, host, port);
  }
  services = { app, auth, functions };
  return services;
}
