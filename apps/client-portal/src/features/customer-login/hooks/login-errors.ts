import { CallableError } from '@app/data/functions-client';

/**
 * The message a failed login call shows: the server's French message for a refusal it explains (wrong code,
 * lock, no account, no network...), the spec's fallback for an unexpected failure.
 */
export function loginErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof CallableError && error.status !== 'internal') return error.message;
  return fallback;
}

/** Whether a refusal is the server's "no account for this e-mail". */
export function isNoAccount(error: unknown): boolean {
  return error instanceof CallableError && error.status === 'not-found';
}

/** Whether a code request was refused because one was sent less than 5 minutes ago. */
export function isResendLocked(error: unknown): boolean {
  return error instanceof CallableError && error.status === 'resource-exhausted';
}

/** Whether a registration was refused because the address already has an account (a booking made one). */
export function isAccountExists(error: unknown): boolean {
  return error instanceof CallableError && error.status === 'already-exists';
}
