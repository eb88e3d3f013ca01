import { appCheckTokenFor, createFunctionsClient } from '@app/data/functions-client';
import { config } from '../config/env';

/** The App Check token of every call (Firebase mode with a site key only). */
export const appCheckToken = appCheckTokenFor(config);

/** Calls a public callable function; booking pages use only this (no Firebase SDK in their bundle). */
export const callFunction = createFunctionsClient({
  baseUrl: config.functionsBase,
  getAppCheckToken: appCheckToken,
});
