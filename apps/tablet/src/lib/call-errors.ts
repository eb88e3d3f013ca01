import { CallableError } from '@app/data/functions-client';

/** The callable status of a failure ('not-found', 'unavailable'...), or undefined for any other error. */
export function callStatus(error: unknown): string | undefined {
  return error instanceof CallableError ? error.status : undefined;
}

/** Whether a call failed for lack of network (the request may be sent again with the same request id). */
export function isNetworkFailure(error: unknown): boolean {
  return callStatus(error) === 'unavailable';
}

/** The French message to show for a failed call: the server's, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof CallableError && error.message.trim() !== '') return error.message;
  return fallback;
}
