import type { LoyaltyConfig, LoyaltyLevelThresholds } from '@app/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRepositories } from '../lib/services-context';

const loyaltyConfigKey = (restaurantId: string) => ['loyalty-config', restaurantId] as const;

/** The read of the restaurant's loyalty configuration, for a screen that says when it failed and retries. */
export function useLoyaltyConfigQuery(restaurantId: string): UseQueryResult<LoyaltyConfig> {
  const { loyalty } = useRepositories();
  return useQuery({
    queryKey: loyaltyConfigKey(restaurantId),
    queryFn: () => loyalty.getConfig(restaurantId),
    staleTime: 5 * 60_000,
  });
}

/** The restaurant's loyalty configuration (defaults when none was saved); undefined meanwhile. */
export function useLoyaltyConfig(restaurantId: string): LoyaltyConfig | undefined {
  return useLoyaltyConfigQuery(restaurantId).data;
}

/** The restaurant's level thresholds (its loyalty configuration, defaults when none was saved); null meanwhile. */
export function useLoyaltyLevels(restaurantId: string): LoyaltyLevelThresholds | null {
  return useLoyaltyConfig(restaurantId)?.levels ?? null;
}
