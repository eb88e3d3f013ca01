import { MESSAGES } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { useToast } from '@app/ui';
import { useState } from 'react';
import { classifySubmitError, isInvalidLinkError } from '../api/review-errors';
import type { ReviewLink } from '../api/review-types';
import { useReviewContext } from '../api/use-review-context';
import { useSubmitReview } from '../api/use-submit-review';
import { reviewView } from '../hooks/review-view';
import type { ReviewOutcome } from '../hooks/review-view';
import { ReviewForm } from './review-form';
import {
  ReviewAlreadyDone,
  ReviewInvalidLink,
  ReviewLoadError,
  ReviewLoading,
  ReviewNotCompleted,
  ReviewThanks,
  SpaceLink,
} from './review-states';

/** Review toasts last 1.5 to 4 s (customer-flows §8): 3 s for the thanks, 4 s for a refusal. */
export const REVIEW_TOAST_MS = { success: 3000, error: 4000 } as const;

/**
 * The review page's body for one link (customer-flows §2, §4, §5): loads the visit, then shows the invalid link,
 * the load error, the already-reviewed or not-yet-completed notice, or the form; after sending, the thanks, then
 * the customer space when signed in.
 */
export function ReviewScreen({
  link,
  spaceHref,
  signedIn,
}: {
  link: ReviewLink;
  spaceHref: string;
  /** A customer session is open in this browser: the thanks goes on to the space. */
  signedIn: boolean;
}) {
  const toast = useToast();
  const { t, message } = useTranslator();
  const context = useReviewContext(link);
  const submit = useSubmitReview(link);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const view = reviewView({
    status: context.status,
    context: context.data,
    linkRefused: isInvalidLinkError(context.error),
    outcome,
  });
  // States reached by sending take the focus; those shown on arrival leave it at the top of the page.
  const afterSubmit = outcome !== null;

  const send = (review: { rating: number; comment: string }) =>
    submit.mutate(review, {
      onSuccess: (result) => {
        setOutcome({ kind: 'thanks', result });
        toast.success(t('review.thanksToast'), { durationMs: REVIEW_TOAST_MS.success });
      },
      onError: (error) => {
        const failure = classifySubmitError(error);
        if (failure.kind === 'message')
          toast.error(message(failure.message), { durationMs: REVIEW_TOAST_MS.error });
        else setOutcome({ kind: failure.kind });
        if (failure.kind === 'already-reviewed')
          toast.info(message(MESSAGES.review.alreadyExists), { durationMs: REVIEW_TOAST_MS.error });
      },
    });

  switch (view.kind) {
    case 'loading':
      return <ReviewLoading />;
    case 'load-error':
      return <ReviewLoadError onRetry={() => void context.refetch()} isRetrying={context.isFetching} />;
    case 'invalid-link':
      return <ReviewInvalidLink spaceHref={spaceHref} focus={afterSubmit} />;
    case 'already-reviewed':
      return (
        <ReviewAlreadyDone
          visit={view.visit}
          pointsPerReview={view.pointsPerReview}
          spaceHref={spaceHref}
          focus={afterSubmit}
        />
      );
    case 'not-completed':
      return <ReviewNotCompleted visit={view.visit} spaceHref={spaceHref} focus={afterSubmit} />;
    case 'thanks':
      return (
        <ReviewThanks result={view.result} visit={view.visit} spaceHref={spaceHref} signedIn={signedIn} />
      );
    case 'form':
      return (
        <>
          <ReviewForm context={view.context} isSending={submit.isPending} onSubmit={send} />
          <p className="back-link">
            <SpaceLink href={spaceHref} />
          </p>
        </>
      );
  }
}
