import { useQuery } from '@tanstack/react-query';
import { takeArrivedEarlyCall, takeEarlyCall } from '../../../lib/early-calls';
import { callFunction } from '../../../lib/functions';
import { isInvalidLinkError } from './review-errors';
import { ReviewContextSchema } from './review-types';
import type { ReviewLink } from './review-types';

export const reviewContextKey = (link: ReviewLink) =>
  ['review-context', link.restaurantId, link.reservationId, link.visitId ?? null] as const;

/**
 * The visit of a review link and whether it can be reviewed (`getReviewContext`, public). When the page was
 * opened on this link, the boot script started that call (src/lib/early-calls.ts): its answer is the first
 * render's data when it has arrived (and reads right), else the query waits for it rather than calling again.
 */
export function useReviewContext(link: ReviewLink) {
  const data = {
    restaurantId: link.restaurantId,
    reservationId: link.reservationId,
    ...(link.visitId ? { visitId: link.visitId } : {}),
  };
  return useQuery({
    queryKey: reviewContextKey(link),
    initialData: () => {
      const parsed = ReviewContextSchema.safeParse(takeArrivedEarlyCall('getReviewContext', data));
      return parsed.success ? parsed.data : undefined;
    },
    queryFn: async () => {
      const answer = takeEarlyCall('getReviewContext', data) ?? callFunction('getReviewContext', data);
      return ReviewContextSchema.parse(await answer);
    },
    // A wrong link stays wrong: only a network or server failure is worth one more try.
    retry: (failures, error) => !isInvalidLinkError(error) && failures < 1,
    staleTime: 60_000,
  });
}
