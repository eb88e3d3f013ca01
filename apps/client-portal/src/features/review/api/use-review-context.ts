import { useQuery } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import { isInvalidLinkError } from './review-errors';
import { ReviewContextSchema } from './review-types';
import type { ReviewLink } from './review-types';

export const reviewContextKey = (link: ReviewLink) =>
  ['review-context', link.restaurantId, link.reservationId, link.visitId ?? null] as const;

/** The visit of a review link and whether it can be reviewed (`getReviewContext`, public). */
export function useReviewContext(link: ReviewLink) {
  return useQuery({
    queryKey: reviewContextKey(link),
    queryFn: async () =>
      ReviewContextSchema.parse(
        await callFunction('getReviewContext', {
          restaurantId: link.restaurantId,
          reservationId: link.reservationId,
          ...(link.visitId ? { visitId: link.visitId } : {}),
        }),
      ),
    // A wrong link stays wrong: only a network or server failure is worth one more try.
    retry: (failures, error) => !isInvalidLinkError(error) && failures < 1,
    staleTime: 60_000,
  });
}
