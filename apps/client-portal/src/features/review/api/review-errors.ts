import { CallableError } from '@app/data/functions-client';
import { MESSAGES } from '@app/domain';

/**
 * Refusals that mean the link itself is wrong (unknown reservation, another restaurant's, a malformed id): the
 * page says so instead of offering a retry that cannot succeed.
 */
export function isInvalidLinkError(error: unknown): boolean {
  return (
    error instanceof CallableError && (error.status === 'not-found' || error.status === 'invalid-argument')
  );
}

/** What the page does with a refused review. */
export type SubmitFailure =
  | { kind: 'already-reviewed' }
  | { kind: 'not-completed' }
  | { kind: 'invalid-link' }
  | { kind: 'message'; message: string };

/**
 * Sorts a `submitReview` refusal: already reviewed (another tab, a double mail), the visit not honoured yet and
 * the link gone switch the page to that state; anything else is told in the server's French words (the
 * connection message included), or 'Erreur lors de l'envoi de l'avis' when there are none.
 */
export function classifySubmitError(error: unknown): SubmitFailure {
  if (!(error instanceof CallableError)) return { kind: 'message', message: MESSAGES.review.sendError };
  if (error.status === 'already-exists' || error.message === MESSAGES.review.alreadyExists)
    return { kind: 'already-reviewed' };
  if (error.status === 'failed-precondition' && error.message === MESSAGES.review.notCompleted)
    return { kind: 'not-completed' };
  if (error.status === 'not-found') return { kind: 'invalid-link' };
  return { kind: 'message', message: error.message || MESSAGES.review.sendError };
}
