import { CallableError } from '@app/data/functions-client';

/**
 * What to tell the customer when a callable fails: the server's French message when it refused for a reason
 * (e.g. 'Il vous faut 100 points pour obtenir ce cadeau'), the screen's own message for a crash or no network.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof CallableError &&
    error.status !== 'internal' &&
    error.status !== 'unavailable' &&
    error.message
  )
    return error.message;
  return fallback;
}
