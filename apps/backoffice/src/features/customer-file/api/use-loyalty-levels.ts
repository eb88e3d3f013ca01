import type { LoyaltyLevelThresholds } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRepositories } from '../../../lib/services-context';
import { customerFileKeys } from './customer-file-keys';

/** The restaurant's level thresholds (its loyalty configuration, defaults when none was saved); null meanwhile. */
export function useLoyaltyLevels(restaurantId: string): LoyaltyLevelThresholds | null {
  const { loyalty } = useRepositories();
  const query = useQuery({
    queryKey: customerFileKeys.loyaltyConfig(restaurantId),
    queryFn: () => loyalty.getConfig(restaurantId),
    staleTime: 5 * 60_000,
  });
  return query.data?.levels ?? null;
}
