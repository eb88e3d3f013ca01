import type { RespondToReviewResult, ReviewPage } from '@app/domain';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { reviewKeys } from './review-keys';

/** Puts the answered review and the new statistics in every cached list of the restaurant, without a reread. */
function withResponse(
  data: InfiniteData<ReviewPage, string | null> | undefined,
  result: RespondToReviewResult,
): InfiniteData<ReviewPage, string | null> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      stats: result.stats ?? page.stats,
      reviews: page.reviews.map((review) => (review.id === result.review.id ? result.review : review)),
    })),
  };
}

/** `respondToReview` for the restaurant: writes or edits its response to a review. */
export function useRespondToReview(restaurantId: string) {
  const callables = useCallables();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, response }: { reviewId: string; response: string }) =>
      callables.respondToReview({ restaurantId, reviewId, response }),
    onSuccess: (result) => {
      client.setQueriesData<InfiniteData<ReviewPage, string | null>>(
        { queryKey: reviewKeys.restaurant(restaurantId) },
        (data) => withResponse(data, result),
      );
    },
  });
}
