/** The canonical error codes of Firebase callables (HttpsError / FunctionsErrorCode), without 'ok'. */
export const FIREBASE_ERROR_CODES = [
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;
/** One of {@link FIREBASE_ERROR_CODES}. */
export type FirebaseErrorCode = (typeof FIREBASE_ERROR_CODES)[number];

/**
 * Business refusals of the domain, each with the Firebase code a callable answers with.
 * Kept as data so that the functions map codes in one place without the domain importing Firebase.
 */
export const DOMAIN_ERROR_CODES = {
  'slot-unavailable': 'resource-exhausted',
  'capacity-exceeded': 'resource-exhausted',
  'party-too-large': 'invalid-argument',
  'invalid-party-size': 'invalid-argument',
  'outside-booking-window': 'failed-precondition',
  'restaurant-closed': 'failed-precondition',
  'online-booking-disabled': 'failed-precondition',
  'booking-too-late': 'failed-precondition',
  'restaurant-not-found': 'not-found',
  'reservation-not-found': 'not-found',
  'customer-not-found': 'not-found',
  'invalid-transition': 'failed-precondition',
  'reservation-past': 'failed-precondition',
  'reservation-not-changeable': 'failed-precondition',
  'change-too-late': 'failed-precondition',
  'change-unchanged': 'invalid-argument',
  'status-before-day': 'failed-precondition',
  'no-show-before-time': 'failed-precondition',
  'refusal-not-pending': 'failed-precondition',
  'refusal-undo-expired': 'failed-precondition',
  'confirmation-undo-expired': 'failed-precondition',
  'table-occupied': 'failed-precondition',
  'move-refused': 'failed-precondition',
  'no-table-proposal': 'failed-precondition',
  'no-floor-plan': 'failed-precondition',
  'last-room': 'failed-precondition',
  'invalid-login-code': 'invalid-argument',
  'login-code-expired': 'deadline-exceeded',
  'too-many-attempts': 'resource-exhausted',
  'resend-locked': 'resource-exhausted',
  'wrong-password': 'unauthenticated',
  'no-password': 'failed-precondition',
  'account-exists': 'already-exists',
  'user-exists': 'already-exists',
  'self-delete': 'failed-precondition',
  'invitation-invalid': 'not-found',
  'voucher-not-found': 'not-found',
  'voucher-not-active': 'failed-precondition',
  'invalid-code': 'invalid-argument',
  'not-enough-points': 'failed-precondition',
  'visit-too-soon': 'failed-precondition',
  'already-reviewed': 'already-exists',
  'review-not-allowed': 'failed-precondition',
  'empty-segment': 'failed-precondition',
} as const satisfies Record<string, FirebaseErrorCode>;
/** Code of a business refusal; each maps to one Firebase error code. */
export type DomainErrorCode = keyof typeof DOMAIN_ERROR_CODES;

/** Every code an AppError may carry. */
export type AppErrorCode = FirebaseErrorCode | DomainErrorCode;

/** Whether a string is one of the Firebase codes. */
export function isFirebaseErrorCode(code: string): code is FirebaseErrorCode {
  return (FIREBASE_ERROR_CODES as readonly string[]).includes(code);
}

/** Whether a string is one of the domain's business codes. */
export function isDomainErrorCode(code: string): code is DomainErrorCode {
  return Object.hasOwn(DOMAIN_ERROR_CODES, code);
}

/** The Firebase code a callable answers with for an AppError code; unknown codes are 'failed-precondition'. */
export function firebaseCodeOf(code: string): FirebaseErrorCode {
  if (isFirebaseErrorCode(code)) return code;
  return isDomainErrorCode(code) ? DOMAIN_ERROR_CODES[code] : 'failed-precondition';
}
