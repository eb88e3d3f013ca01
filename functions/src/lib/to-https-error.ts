import * as logger from 'firebase-functions/logger';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { firebaseCodeOf, isAppError } from '@app/domain';
import { FRAMEWORK_MESSAGES } from './messages';

/**
 * The one place where failures become what a caller sees (ARCHITECTURE §5, one error model).
 * - HttpsError: passed through (a callable chose its answer).
 * - AppError from the domain (`code` + French `userMessage`): its code mapped to an HttpsError code.
 * - StoreError from a driver (Firestore's codes): the code kept, a French generic message.
 * - Anything else: 'internal' with a generic French message; the cause is logged, never shown.
 * AppError is recognised by the domain's `isAppError` (class or shape), codes mapped by its `firebaseCodeOf`.
 */

/** Which HttpsError code an AppError code maps to: the domain's table (unknown codes: 'failed-precondition'). */
export function httpsCodeForAppCode(code: string): FunctionsErrorCode {
  return firebaseCodeOf(code);
}

const STORE_MESSAGES: Partial<Record<FunctionsErrorCode, string>> = {
  'not-found': FRAMEWORK_MESSAGES.notFound,
  'already-exists': FRAMEWORK_MESSAGES.alreadyExists,
  'permission-denied': FRAMEWORK_MESSAGES.permissionDenied,
  aborted: FRAMEWORK_MESSAGES.aborted,
  unavailable: FRAMEWORK_MESSAGES.unavailable,
  'failed-precondition': FRAMEWORK_MESSAGES.failedPrecondition,
  'invalid-argument': FRAMEWORK_MESSAGES.invalidInput,
};

function isStoreErrorLike(err: unknown): err is Error & { code: string } {
  return (
    err instanceof Error && err.name === 'StoreError' && typeof (err as { code?: unknown }).code === 'string'
  );
}

/** Turns any failure into the HttpsError the caller receives. */
export function toHttpsError(err: unknown, context: { name: string }): HttpsError {
  if (err instanceof HttpsError) return err;
  if (isAppError(err)) {
    return new HttpsError(httpsCodeForAppCode(err.code), err.userMessage, { code: err.code, ...err.details });
  }
  if (isStoreErrorLike(err) && STORE_MESSAGES[err.code as FunctionsErrorCode]) {
    logger.warn(`${context.name}: store refused the operation`, { code: err.code, message: err.message });
    return new HttpsError(
      err.code as FunctionsErrorCode,
      STORE_MESSAGES[err.code as FunctionsErrorCode] ?? FRAMEWORK_MESSAGES.internal,
    );
  }
  logger.error(`${context.name}: unexpected failure`, err);
  return new HttpsError('internal', FRAMEWORK_MESSAGES.internal);
}
