import * as logger from 'firebase-functions/logger';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { FRAMEWORK_MESSAGES } from './messages';

/**
 * The one place where failures become what a caller sees (ARCHITECTURE §5, one error model).
 * - HttpsError: passed through (a callable chose its answer).
 * - AppError from the domain (`code` + French `userMessage`): its code mapped to an HttpsError code.
 * - StoreError from a driver (Firestore's codes): the code kept, a French generic message.
 * - Anything else: 'internal' with a generic French message; the cause is logged, never shown.
 * AppError is recognised by shape rather than `instanceof`, so a second copy of the domain in a bundle
 * (or a test double) is still mapped.
 */

const HTTPS_CODES: readonly FunctionsErrorCode[] = [
  'ok', 'cancelled', 'unknown', 'invalid-argument', 'deadline-exceeded', 'not-found', 'already-exists',
  'permission-denied', 'resource-exhausted', 'failed-precondition', 'aborted', 'out-of-range',
  'unimplemented', 'internal', 'unavailable', 'data-loss', 'unauthenticated',
];

/** Domain codes whose name does not already say which HttpsError code fits. */
const APP_CODE_ALIASES: Record<string, FunctionsErrorCode> = {
  validation: 'invalid-argument',
  'validation-error': 'invalid-argument',
  invalid: 'invalid-argument',
  forbidden: 'permission-denied',
  'access-denied': 'permission-denied',
  'not-authenticated': 'unauthenticated',
  'too-many-requests': 'resource-exhausted',
  'rate-limited': 'resource-exhausted',
  conflict: 'already-exists',
  'slot-unavailable': 'resource-exhausted',
  'capacity-exceeded': 'resource-exhausted',
};

const STORE_MESSAGES: Partial<Record<FunctionsErrorCode, string>> = {
  'not-found': FRAMEWORK_MESSAGES.notFound,
  'already-exists': FRAMEWORK_MESSAGES.alreadyExists,
  'permission-denied': FRAMEWORK_MESSAGES.permissionDenied,
  aborted: FRAMEWORK_MESSAGES.aborted,
  unavailable: FRAMEWORK_MESSAGES.unavailable,
  'failed-precondition': FRAMEWORK_MESSAGES.failedPrecondition,
  'invalid-argument': FRAMEWORK_MESSAGES.invalidInput,
};

interface AppErrorLike {
  code: string;
  userMessage: string;
}

function isAppErrorLike(err: unknown): err is Error & AppErrorLike {
  if (!(err instanceof Error)) return false;
  const candidate = err as Error & Partial<AppErrorLike>;
  return typeof candidate.code === 'string' && typeof candidate.userMessage === 'string';
}

function isStoreErrorLike(err: unknown): err is Error & { code: string } {
  return err instanceof Error && err.name === 'StoreError' && typeof (err as { code?: unknown }).code === 'string';
}

/** Normalises `NOT_FOUND`, `notFound` or `not-found` to `not-found`. */
function normaliseCode(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** Which HttpsError code an AppError code maps to; an unknown business code is a refused precondition. */
export function httpsCodeForAppCode(code: string): FunctionsErrorCode {
  const normalised = normaliseCode(code);
  if ((HTTPS_CODES as readonly string[]).includes(normalised)) return normalised as FunctionsErrorCode;
  return APP_CODE_ALIASES[normalised] ?? 'failed-precondition';
}

/** Turns any failure into the HttpsError the caller receives. */
export function toHttpsError(err: unknown, context: { name: string }): HttpsError {
  if (err instanceof HttpsError) return err;
  if (isAppErrorLike(err)) {
    return new HttpsError(httpsCodeForAppCode(err.code), err.userMessage, { code: err.code });
  }
  if (isStoreErrorLike(err)) {
    const code = httpsCodeForAppCode(err.code);
    if (code !== 'failed-precondition' || err.code === 'failed-precondition') {
      logger.warn(`${context.name}: store refused the operation`, { code: err.code, message: err.message });
      return new HttpsError(code, STORE_MESSAGES[code] ?? FRAMEWORK_MESSAGES.internal);
    }
  }
  logger.error(`${context.name}: unexpected failure`, err);
  return new HttpsError('internal', FRAMEWORK_MESSAGES.internal);
}
