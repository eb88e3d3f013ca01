import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import { reviewContextKey } from './use-review-context';
import { SubmitReviewResultSchema } from './review-types';
import type { ReviewContext, ReviewLink } from './review-types';

export interface SubmitReviewVariables {
  rating: number;
  comment: string;
}

/**
 * Sends the review (`submitReview`, public). Once accepted, the cached context says 'already reviewed', so that
 * coming back to the page (the Back button) does not offer the form again.
 */
export function useSubmitReview(link: ReviewLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rating, comment }: SubmitReviewVariables) =>
      SubmitReviewResultSchema.parse(
        await callFunction('submitReview', {
          restaurantId: link.restaurantId,
          reservationId: link.reservationId,
          rating,
          comment: comment.trim(),
          ...(link.visitId ? { visitId: link.visitId } : {}),
        }),
      ),
    onSuccess: () =>
      queryClient.setQueryData<ReviewContext>(reviewContextKey(link), (old) =>
        old && old.state !== 'invalid' ? { ...old, state: 'already_reviewed' } : old,
      ),
  });
}
