import { createFunctionsClient } from '@app/data/functions-client';
import { config } from '../config/env';
import { appCheckToken } from './functions';

/**
 * Calls a callable as the signed-in customer (their Firebase ID token as bearer). The Auth SDK is loaded on
 * first call, so pages that never call it stay without it.
 */
export const callAsCustomer = createFunctionsClient({
  baseUrl: config.functionsBase,
  getToken: async () => (await import('../session/customer-auth')).customerIdToken(),
  getAppCheckToken: appCheckToken,
});
