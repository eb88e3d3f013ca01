import { MESSAGES } from '@app/domain';
import { CallableError, appCheckTokenFor, createFunctionsClient } from '@app/data/functions-client';
import type { CallFunction } from '@app/data/functions-client';
import { config } from '../config/env';
import { reportDeviceRejected } from '../device/device-rejection';

/** The App Check token of every call (Firebase mode with a site key only). */
const appCheckToken = appCheckTokenFor(config);

/** Public callables (`tabletCheckCode`): no token. */
export const callPublic: CallFunction = createFunctionsClient({
  baseUrl: config.functionsBase,
  getAppCheckToken: appCheckToken,
});

const REVOKED_ACCOUNT_CODES = new Set([
  'auth/user-token-expired',
  'auth/user-not-found',
  'auth/user-disabled',
]);

const deviceClient = createFunctionsClient({
  baseUrl: config.functionsBase,
  getAppCheckToken: appCheckToken,
  // The Auth SDK arrives with the first device call, not with the first paint.
  getToken: async () => {
    const auth = await import('../device/device-auth');
    try {
      return await auth.deviceIdToken();
    } catch (error) {
      // A revoked device's account is deleted: once its ID token expires, it cannot be refreshed.
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && REVOKED_ACCOUNT_CODES.has(code))
        throw new CallableError('unauthenticated', MESSAGES.tablet.notPaired);
      throw error;
    }
  },
});

/**
 * Calls a tablet callable as this paired device (its own ID token). An 'unauthenticated' answer means the device
 * was revoked or unpaired: the credential is forgotten and the kiosk goes back to the code screen.
 */
export async function callAsDevice<TResult = unknown>(name: string, data: unknown = {}): Promise<TResult> {
  try {
    return await deviceClient<TResult>(name, data);
  } catch (error) {
    // Whatever words came with it (the platform's own 'Unauthenticated' for a deleted account), the kiosk says why.
    if (error instanceof CallableError && error.status === 'unauthenticated')
      await reportDeviceRejected(MESSAGES.tablet.notPaired);
    throw error;
  }
}

/** Calls a callable as the staff member pairing the tablet (`pairTablet`), with their ID token. */
export function callAsStaff(idToken: string): CallFunction {
  return createFunctionsClient({
    baseUrl: config.functionsBase,
    getToken: async () => idToken,
    getAppCheckToken: appCheckToken,
  });
}
