import type { ReviewFilter, ReviewPage } from '@app/domain';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallables } from '../../../lib/services-context';
import { reviewKeys } from './review-keys';

/**
 * The restaurant's reviews in a tab, searched, 20 at a time (`listReviews`): each page also carries the
 * statistics of the restaurant's aggregate. The previous list stays as placeholder while another tab or search
 * loads, so the header does not blink.
 */
export function useReviewsList({
  restaurantId,
  tab,
  search,
}: {
  restaurantId: string;
  tab: ReviewFilter;
  search: string;
}) {
  const callables = useCallables();
  const client = useQueryClient();
  const queryKey = reviewKeys.list(restaurantId, tab, search);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      callables.listReviews({ restaurantId, tab, search, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewPage) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  /**
   * « Actualiser »: the first page again (not every page loaded, whose reads add up), the others forgotten;
   * the lists of the other tabs and searches are read again when shown.
   */
  const refresh = async () => {
    client.setQueryData<InfiniteData<ReviewPage, string | null>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await client.invalidateQueries({ queryKey: reviewKeys.restaurant(restaurantId), refetchType: 'active' });
  };

  return { ...query, refresh };
}
