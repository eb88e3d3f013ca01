import { createFunctionsClient, lazyAppCheckToken } from '@app/data/functions-client';
import { config } from '../config/env';

/** Calls a public callable function; booking pages use only this (no Firebase SDK in their bundle). */
/**
 * The App Check token of every call (Firebase mode with a site key only: the embedded host cannot verify App
 * Check tokens, so none is made there); the App Check SDK loads with the first call.
 */
export const appCheckToken = lazyAppCheckToken({
  siteKey: config.appCheckSiteKey,
  enabled: config.backend === 'firebase',
  firebaseOptions: {
    apiKey: config.firebaseApiKey,
    projectId: config.firebaseProjectId,
    ...(config.firebaseAuthDomain ? { authDomain: config.firebaseAuthDomain } : {}),
    ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
  },
});

export const callFunction = createFunctionsClient({
  baseUrl: config.functionsBase,
  getAppCheckToken: appCheckToken,
});
