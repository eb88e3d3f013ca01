import type { ReviewableContext, ReviewContext, ReviewVisit, SubmitReviewResult } from '../api/review-types';

/** What happened on this page since it loaded, which takes precedence over the loaded context. */
export type ReviewOutcome =
  | { kind: 'thanks'; result: SubmitReviewResult }
  | { kind: 'already-reviewed' }
  | { kind: 'not-completed' }
  | { kind: 'invalid-link' };

/** The one state the page shows (customer-flows §2 and §4: loading, invalid link, already reviewed, form, thanks). */
export type ReviewView =
  | { kind: 'loading' }
  | { kind: 'load-error' }
  | { kind: 'invalid-link' }
  | { kind: 'already-reviewed'; pointsPerReview: number; visit: ReviewVisit }
  | { kind: 'not-completed'; visit: ReviewVisit }
  | { kind: 'form'; context: ReviewableContext }
  | { kind: 'thanks'; result: SubmitReviewResult; visit: ReviewVisit };

/**
 * The page's state machine, from the context query and the outcome of a submission:
 * loading → invalid link | load error | already reviewed | not completed | form → thanks (then the redirect).
 * A submission refused as already reviewed, not completed or unknown moves the page to that state.
 */
export function reviewView({
  status,
  context,
  linkRefused,
  outcome,
}: {
  status: 'pending' | 'error' | 'success';
  context: ReviewContext | undefined;
  /** The context call was refused because of the link itself (unknown or malformed ids). */
  linkRefused: boolean;
  outcome: ReviewOutcome | null;
}): ReviewView {
  if (outcome?.kind === 'invalid-link') return { kind: 'invalid-link' };
  // Once loaded, the context stays shown: a failed background refresh does not replace the form.
  if (!context) {
    if (status === 'error') return linkRefused ? { kind: 'invalid-link' } : { kind: 'load-error' };
    return { kind: 'loading' };
  }
  if (context.state === 'invalid') return { kind: 'invalid-link' };
  const visit = context.reservation;
  if (outcome?.kind === 'thanks') return { kind: 'thanks', result: outcome.result, visit };
  if (outcome?.kind === 'already-reviewed' || context.state === 'already_reviewed')
    return { kind: 'already-reviewed', pointsPerReview: context.pointsPerReview, visit };
  if (outcome?.kind === 'not-completed' || !context.canReview) return { kind: 'not-completed', visit };
  return { kind: 'form', context };
}
