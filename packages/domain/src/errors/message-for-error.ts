import { isAppError } from './app-error';
import {
  type DomainErrorCode,
  type FirebaseErrorCode,
  isDomainErrorCode,
  isFirebaseErrorCode,
} from './error-codes';
import { AUTH_MESSAGES, CATEGORY_MESSAGES, type ErrorCategory, GENERIC_MESSAGES } from './generic-messages';
import { MESSAGES } from './messages';

/** French message of each Firebase code. */
const FIREBASE_CODE_MESSAGES: Record<FirebaseErrorCode, string> = {
  cancelled: GENERIC_MESSAGES.aborted,
  unknown: GENERIC_MESSAGES.internal,
  'invalid-argument': GENERIC_MESSAGES.invalidInput,
  'deadline-exceeded': GENERIC_MESSAGES.deadlineExceeded,
  'not-found': GENERIC_MESSAGES.notFound,
  'already-exists': GENERIC_MESSAGES.alreadyExists,
  'permission-denied': GENERIC_MESSAGES.permissionDenied,
  'resource-exhausted': GENERIC_MESSAGES.tooManyRequests,
  'failed-precondition': GENERIC_MESSAGES.failedPrecondition,
  aborted: GENERIC_MESSAGES.aborted,
  'out-of-range': GENERIC_MESSAGES.invalidInput,
  unimplemented: GENERIC_MESSAGES.unavailable,
  internal: GENERIC_MESSAGES.internal,
  unavailable: GENERIC_MESSAGES.unavailable,
  'data-loss': GENERIC_MESSAGES.internal,
  unauthenticated: GENERIC_MESSAGES.unauthenticated,
};

/** French message of each business code (used when an AppError crossed a boundary without its text). */
const DOMAIN_CODE_MESSAGES: Record<DomainErrorCode, string> = {
  'slot-unavailable': GENERIC_MESSAGES.slotUnavailable,
  'capacity-exceeded': GENERIC_MESSAGES.slotUnavailable,
  'party-too-large': GENERIC_MESSAGES.maxGuestsExceeded,
  'invalid-party-size': MESSAGES.reservation.partySizeMin,
  'outside-booking-window': MESSAGES.booking.outsideWindow,
  'restaurant-closed': GENERIC_MESSAGES.restaurantClosed,
  'online-booking-disabled': MESSAGES.booking.onlineBookingDisabled,
  'booking-too-late': GENERIC_MESSAGES.slotUnavailable,
  'restaurant-not-found': GENERIC_MESSAGES.restaurantNotFound,
  'reservation-not-found': GENERIC_MESSAGES.reservationNotFound,
  'customer-not-found': GENERIC_MESSAGES.customerNotFound,
  'invalid-transition': MESSAGES.reservation.invalidTransition,
  'reservation-past': MESSAGES.customerSpace.pastReservation,
  'reservation-not-changeable': MESSAGES.dinerChange.notChangeable,
  'change-too-late': MESSAGES.dinerChange.notChangeable,
  'change-unchanged': MESSAGES.dinerChange.unchanged,
  'status-before-day': MESSAGES.reservation.seatOrCompleteTooEarly,
  'no-show-before-time': MESSAGES.reservation.noShowTooEarly,
  'refusal-not-pending': MESSAGES.reservation.refuseNotPending,
  'refusal-undo-expired': MESSAGES.reservation.refusalUndoExpired,
  'confirmation-undo-expired': MESSAGES.reservation.confirmationUndoExpired,
  'table-occupied': MESSAGES.table.occupied,
  'move-refused': MESSAGES.timeline.moveError,
  'no-table-proposal': MESSAGES.timeline.noProposal,
  'no-floor-plan': MESSAGES.floorPlan.notConfigured,
  'last-room': MESSAGES.floorPlan.lastRoom,
  'invalid-login-code': MESSAGES.login.wrongCode,
  'login-code-expired': MESSAGES.login.codeExpired,
  'too-many-attempts': MESSAGES.login.tooManyAttempts,
  'resend-locked': MESSAGES.login.resendWait,
  'wrong-password': MESSAGES.login.wrongPassword,
  'no-password': MESSAGES.login.noPassword,
  'account-exists': MESSAGES.registration.accountExists,
  'user-exists': MESSAGES.settings.userExists,
  'self-delete': MESSAGES.settings.cannotDeleteSelf,
  'invitation-invalid': MESSAGES.invitation.invalidOrExpired,
  'voucher-not-found': MESSAGES.scan.voucherNotFound,
  'voucher-not-active': MESSAGES.scan.voucherUsedOrExpired,
  'invalid-code': MESSAGES.scan.invalidCode,
  'not-enough-points': MESSAGES.reward.notEnoughPoints,
  'visit-too-soon': MESSAGES.tablet.visitTooSoonShort,
  'already-reviewed': MESSAGES.review.alreadyExists,
  'review-not-allowed': MESSAGES.review.notCompleted,
  'empty-segment': MESSAGES.campaign.emptySegment,
};

/** Firebase Auth codes of the web SDK ('auth/...'). */
const AUTH_CODE_MESSAGES: Record<string, string> = {
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/user-disabled': AUTH_MESSAGES.userDisabled,
  'auth/user-not-found': AUTH_MESSAGES.userNotFound,
  'auth/wrong-password': AUTH_MESSAGES.wrongPassword,
  'auth/email-already-in-use': AUTH_MESSAGES.emailAlreadyInUse,
  'auth/email-already-exists': AUTH_MESSAGES.emailAlreadyInUse,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
  'auth/invalid-password': AUTH_MESSAGES.weakPassword,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyAttempts,
  'auth/network-request-failed': AUTH_MESSAGES.networkError,
  'auth/invalid-credential': AUTH_MESSAGES.invalidCredentials,
  'auth/invalid-login-credentials': AUTH_MESSAGES.invalidCredentials,
};

/** Drops the SDK prefix: 'functions/not-found' and 'firestore/not-found' become 'not-found'. */
function bareCode(code: string): string {
  return code.replace(/^(functions|firestore)\//, '');
}

/** Category of a code, for the last-resort message. */
export function categoryOfErrorCode(code: string): ErrorCategory {
  const bare = bareCode(code);
  if (bare === 'auth/network-request-failed' || bare === 'unavailable' || bare === 'deadline-exceeded')
    return 'network';
  if (bare.startsWith('auth/') || bare === 'unauthenticated') return 'authentication';
  if (bare === 'permission-denied') return 'permission';
  if (bare === 'invalid-argument' || bare === 'out-of-range') return 'validation';
  if (isFirebaseErrorCode(bare) && !['unknown', 'internal', 'unimplemented', 'cancelled'].includes(bare))
    return 'dataAccess';
  if (isDomainErrorCode(bare)) return 'validation';
  return 'unknown';
}

/**
 * French message of a code: a Firebase Auth code ('auth/wrong-password'), a Firebase code with or without
 * its SDK prefix ('functions/permission-denied'), or a domain code ('slot-unavailable').
 * An unknown code gets its category's message.
 */
export function messageForErrorCode(code: string): string {
  const bare = bareCode(code);
  if (isFirebaseErrorCode(bare)) return FIREBASE_CODE_MESSAGES[bare];
  if (isDomainErrorCode(bare)) return DOMAIN_CODE_MESSAGES[bare];
  return AUTH_CODE_MESSAGES[bare] ?? CATEGORY_MESSAGES[categoryOfErrorCode(bare)];
}

/**
 * What to show a person for any failure:
 * - an AppError: its `userMessage`;
 * - a callable's error ('functions/...'): the server's French message, which callables always set, unless the
 *   SDK left only the bare code as message (internal errors), then the code's message;
 * - any other coded error (Auth, Firestore): the code's message;
 * - a browser network failure: the network message; otherwise `fallback` or the unknown-category message.
 */
export function userMessageOf(error: unknown, fallback: string = CATEGORY_MESSAGES.unknown): string {
  if (isAppError(error)) return error.userMessage;
  if (typeof error !== 'object' || error === null) return fallback;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code !== '') {
    const serverMessage = typeof message === 'string' ? message.trim() : '';
    const fromCallable =
      code.startsWith('functions/') && serverMessage !== '' && serverMessage !== bareCode(code);
    if (fromCallable && bareCode(code) !== 'internal') return serverMessage;
    return messageForErrorCode(code);
  }
  if (error instanceof TypeError && typeof message === 'string' && /fetch|network/i.test(message)) {
    return CATEGORY_MESSAGES.network;
  }
  return fallback;
}
