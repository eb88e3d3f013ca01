import type { CustomerHistoryCursor, CustomerHistoryPage } from '@app/data';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { customerProfileKeys } from './customer-profile-keys';

/** The customer's reservations and visits at the restaurant, active then archived, 20 at a time. */
export function useCustomerHistory({
  restaurantId,
  customerId,
  enabled,
}: {
  restaurantId: string;
  customerId: string;
  enabled: boolean;
}) {
  const { reservations } = useRepositories();
  return useInfiniteQuery({
    queryKey: customerProfileKeys.history(customerId, restaurantId),
    queryFn: ({ pageParam }) =>
      reservations.listCustomerHistoryPage({ restaurantId, customerId, cursor: pageParam }),
    initialPageParam: null as CustomerHistoryCursor | null,
    getNextPageParam: (last: CustomerHistoryPage) => last.nextCursor,
    enabled,
    staleTime: 30_000,
  });
}
