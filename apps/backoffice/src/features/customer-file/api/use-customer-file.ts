import type { CustomerTabCursor, CustomerTabPage } from '@app/data';
import type { CustomerFilter } from '@app/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { customerFileKeys } from './customer-file-keys';
import { now } from '@app/ui';

/**
 * The restaurant's customers in a tab, searched over the whole file, 20 at a time (`customers.listTabPage`, at
 * most 21 documents read a page). The previous list stays as placeholder while another tab or search loads.
 */
export function useCustomerFile({
  restaurantId,
  tab,
  search,
}: {
  restaurantId: string;
  tab: CustomerFilter;
  search: string;
}) {
  const { customers } = useRepositories();
  return useInfiniteQuery({
    queryKey: customerFileKeys.list(restaurantId, tab, search),
    queryFn: ({ pageParam }) =>
      customers.listTabPage({ restaurantId, tab, search, cursor: pageParam, now: now() }),
    initialPageParam: null as CustomerTabCursor | null,
    getNextPageParam: (last: CustomerTabPage) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
