import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { customerProfileKeys } from './customer-profile-keys';
import { now } from '@app/ui';

/** Customers of the restaurant matching what staff typed (2 characters or more), for the merge's search. */
export function useMergeCandidates({ restaurantId, search }: { restaurantId: string; search: string }) {
  const { customers } = useRepositories();
  return useQuery({
    queryKey: customerProfileKeys.mergeCandidates(restaurantId, search),
    queryFn: () => customers.listTabPage({ restaurantId, tab: 'all', search, now: now(), pageSize: 10 }),
    enabled: search.trim().length >= 2,
    staleTime: 10_000,
  });
}
