import { CallableError, createFunctionsClient } from '@app/data/functions-client';
import type { CallFunction } from '@app/data/functions-client';
import { config } from '../config/env';
import { reportDeviceRejected } from '../device/device-rejection';

/** Public callables (`tabletCheckCode`): no token. */
export const callPublic: CallFunction = createFunctionsClient({ baseUrl: config.functionsBase });

const deviceClient = createFunctionsClient({
  baseUrl: config.functionsBase,
  // The Auth SDK arrives with the first device call, not with the first paint.
  getToken: async () => (await import('../device/device-auth')).deviceIdToken(),
});

/**
 * Calls a tablet callable as this paired device (its own ID token). An 'unauthenticated' answer means the device
 * was revoked or unpaired: the credential is forgotten and the kiosk goes back to the code screen.
 */
export async function callAsDevice<TResult = unknown>(name: string, data: unknown = {}): Promise<TResult> {
  try {
    return await deviceClient<TResult>(name, data);
  } catch (error) {
    if (error instanceof CallableError && error.status === 'unauthenticated')
      await reportDeviceRejected(error.message);
    throw error;
  }
}

/** Calls a callable as the staff member pairing the tablet (`pairTablet`), with their ID token. */
export function callAsStaff(idToken: string): CallFunction {
  return createFunctionsClient({ baseUrl: config.functionsBase, getToken: async () => idToken });
}
