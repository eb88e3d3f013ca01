import { AUTH_MESSAGES, GENERIC_MESSAGES, isAppError } from '@app/domain';

/** Firebase Auth codes and the catalogue's French message (staff-operations §8). */
const AUTH_CODES: Record<string, string> = {
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/user-disabled': AUTH_MESSAGES.userDisabled,
  'auth/user-not-found': AUTH_MESSAGES.userNotFound,
  'auth/wrong-password': AUTH_MESSAGES.wrongPassword,
  'auth/invalid-credential': AUTH_MESSAGES.invalidCredentials,
  'auth/invalid-login-credentials': AUTH_MESSAGES.invalidCredentials,
  'auth/email-already-in-use': AUTH_MESSAGES.emailAlreadyInUse,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyAttempts,
  'auth/network-request-failed': AUTH_MESSAGES.networkError,
};

/** Callable codes whose server message is not meant for people (the SDK's own English text). */
const CALLABLE_FALLBACKS: Record<string, string> = {
  'functions/internal': GENERIC_MESSAGES.internal,
  'functions/unavailable': GENERIC_MESSAGES.unavailable,
  'functions/deadline-exceeded': GENERIC_MESSAGES.deadlineExceeded,
  'functions/unauthenticated': GENERIC_MESSAGES.unauthenticated,
  'functions/permission-denied': GENERIC_MESSAGES.permissionDenied,
};

const SDK_PLACEHOLDERS = new Set([
  'internal',
  'INTERNAL',
  'unavailable',
  'UNAVAILABLE',
  'deadline-exceeded',
  'Failed to fetch',
]);

/**
 * The French text to show for an error: the domain's AppError message, the catalogue's text for an Auth
 * code, the server's French message for a refused callable, else `fallback`.
 */
export function toUserMessage(error: unknown, fallback: string = GENERIC_MESSAGES.internal): string {
  if (isAppError(error)) return error.userMessage;
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    const auth = AUTH_CODES[code];
    if (auth) return auth;
    if (code.startsWith('functions/')) {
      const text = typeof message === 'string' ? message.trim() : '';
      // Without a message of its own, the SDK repeats the code ('permission-denied'): not for people either.
      const bare = code.slice('functions/'.length);
      const placeholder = SDK_PLACEHOLDERS.has(text) || text.toLowerCase().replace(/_/g, '-') === bare;
      if (text !== '' && !placeholder) return text;
      return CALLABLE_FALLBACKS[code] ?? fallback;
    }
  }
  return fallback;
}

/** Whether `error` is a refused callable with one of these codes ('not-found' for 'functions/not-found'). */
export function isCallableError(error: unknown, codes: readonly string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && codes.some((c) => code === `functions/${c}`);
}
